import { ticketViewOf } from '@models/tickets/ticket-list'
import type { Prefetched } from '@/services/prefetched'
import { startFirstLoad } from '@/services/local-store/first-load'
import { prefetchLocal } from '@/services/local-store/local-prefetch'
import { loadTickets, TICKETS_SYNC_KEY } from './ticket-load'
import { emptyTicketScreen, readTicketScreen, TICKET_WINDOW } from './ticket-reads'

/**
 * The route's prefetch: asks the server for every ticket at navigation (the screen's sync takes
 * that load as its first), and reads the first rows of the folder and search the URL asks for from
 * the store, which the first render waits for: tickets seen before show at once, online or not.
 * The route table calls it without the URL's search, which is read from the address here.
 */
export function prefetchTickets(search: string = window.location.search): Prefetched {
  startFirstLoad(TICKETS_SYNC_KEY, loadTickets)
  const { folder, query } = ticketViewOf(search)
  const view = { folder, query }
  return {
    alsoNeeded: prefetchLocal(
      TICKETS_SYNC_KEY,
      (database) => readTicketScreen(database, view, TICKET_WINDOW),
      emptyTicketScreen(view),
      'the tickets',
    ),
  }
}
