import { fromPromise } from 'xstate'
import { log } from '@models/log'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import { fetchTicket, fetchTickets } from './ticket-api'

/**
 * The tickets screen's machine, wired to the data API and the log. A load the machine cancels (a
 * newer folder, more typing) is never heard failing: an aborted call does not settle.
 */
export const appTicketsMachine = ticketsMachine.provide({
  actors: {
    fetchTickets: fromPromise(({ input, signal }) => fetchTickets(input, signal)),
    fetchTicket: fromPromise(({ input, signal }) => fetchTicket(input, signal)),
  },
  actions: {
    reportFailure: (_, params) => log.error('tickets', 'A tickets request failed.', params.error),
  },
})
