import { fromPromise } from 'xstate'
import { log } from '@models/log'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import { fetchTicket, fetchTickets } from './ticket-api'

/**
 * A promise actor over an API call that stays silent once cancelled: a list load replaced by a
 * newer one (another folder, more typing) must not be heard failing.
 */
function apiActor<TInput, TOutput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).catch((error: unknown) => {
      if (signal.aborted) return new Promise<never>(() => undefined)
      throw error
    }),
  )
}

/** The tickets screen's machine, wired to the data API and the log. */
export const appTicketsMachine = ticketsMachine.provide({
  actors: {
    fetchTickets: apiActor(fetchTickets),
    fetchTicket: apiActor(fetchTicket),
  },
  actions: {
    reportFailure: (_, params) => log.error('tickets', 'A tickets request failed.', params.error),
  },
})
