import type { TicketPage, TicketQuery } from '@machines/tickets/tickets.types'
import { queryCache } from '@/services/app-query-cache'
import type { Query, QueryKey } from '@/services/query-cache'
import { fetchTickets } from '@/services/tickets/ticket-api'

/** What the tickets screen asks first: every folder, no search. */
export const firstTicketQuery: TicketQuery = { folder: 'all', query: '' }

/** Every ticket list the cache holds starts with this key. */
export const ticketListsKey: QueryKey = ['tickets']

/** The tickets of one folder and search, as the query cache keys them. */
export function ticketsQuery({ folder, query }: TicketQuery): Query<TicketPage> {
  return {
    key: [...ticketListsKey, folder, query],
    load: (signal) => fetchTickets({ folder, query }, signal),
  }
}

/** The route's prefetch: the list the screen opens on. */
export function prefetchTickets(): void {
  queryCache.prefetch(ticketsQuery(firstTicketQuery))
}
