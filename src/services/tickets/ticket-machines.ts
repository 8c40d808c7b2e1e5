import { log } from '@models/log/log'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import { recordEvents } from '../local-store/record-events'
import { fetchTicket } from './ticket-api'
// The area's projection comes with its screen's code: the screen's first writes do not wait for
// the projector to fetch it (src/services/local-store/projector.ts).
import './ticket-projection'

/**
 * Asks the server for one ticket being read and records its answer over the store's copy. In the
 * background: the screen already shows the store's copy, so a failure is only logged.
 */
async function revalidateTicket(id: number): Promise<void> {
  // Offline, the store's copy is all there is: the next load brings the server's.
  if (!navigator.onLine) return
  const requestedAt = new Date().toISOString()
  try {
    const ticket = await fetchTicket(id)
    await recordEvents([{ type: 'tickets.received', requestedAt, tickets: [ticket], whole: false }])
  } catch (error) {
    log.error('tickets', `Ticket ${id} could not be asked for again.`, error)
  }
}

/**
 * The tickets screen's machine, wired to the local store (every change it decides is recorded
 * there, and the outbox sends it) and to the data API for the background refresh of a ticket read.
 */
export const appTicketsMachine = ticketsMachine.provide({
  actions: {
    record: (_, { events }) => void recordEvents(events),
    revalidate: (_, { id }) => void revalidateTicket(id),
  },
})
