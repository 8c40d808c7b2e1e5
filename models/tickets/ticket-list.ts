import { idInSearch } from '../search/id-in-search.ts'
import { paramsFromSearch, searchFromParams, type ListShape } from '../lists/list-params.ts'
import { ticketStatuses, type TicketStatus } from './ticket-api.ts'
import { normalTicketQuery } from './ticket-records.ts'
import type { TicketFolder } from './ticket-mail.ts'

/*
 * The tickets screen on the list pattern (docs/architecture.md, "The list pattern"): the folder and
 * the search are the list's params in the URL, the open ticket the page's own key, as the open
 * email is for email: `?folder=Open&q=refund&ticket=12`. Back, Forward, a reload and a pasted link
 * show the same folder, search and ticket.
 */

/** The tickets list's params: one filter, the folder, whose values are the statuses ('' is all). */
export const ticketListShape: ListShape = {
  // The store is read in windows of rows, not pages: the page params are never written.
  perPage: 100,
  perPageOptions: [100],
  sortColumn: 'time',
  sort: 'desc',
  sortColumns: ['time'],
  filters: { folder: ticketStatuses },
}

/** The URL key of the open ticket: the page's own, beside the list's params. */
export const openTicketParam = 'ticket'

/** What the tickets screen shows: a folder narrowed by a search, and the ticket being read. */
export interface TicketView {
  folder: TicketFolder
  /** Trimmed, blanks collapsed; '' for none. */
  query: string
  openId: number | null
}

/** The view a URL's search asks for; anything it does not allow is the default. */
export function ticketViewOf(search: string): TicketView {
  const params = paramsFromSearch(search, ticketListShape)
  const folder = params.filters.folder as TicketStatus | ''
  return {
    folder: folder || 'all',
    query: normalTicketQuery(params.q),
    openId: idInSearch(search, openTicketParam),
  }
}

/** The URL search that shows `view`, keeping what else `current` holds for the page. */
export function searchOfTicketView(view: TicketView, current = ''): string {
  const params = paramsFromSearch('', ticketListShape)
  const listed = searchFromParams(
    {
      ...params,
      q: view.query,
      filters: { folder: view.folder === 'all' ? '' : view.folder },
    },
    ticketListShape,
    current,
  )
  const url = new URLSearchParams(listed)
  url.delete(openTicketParam)
  if (view.openId !== null) url.set(openTicketParam, String(view.openId))
  return url.toString()
}

/** Whether two views show the same. */
export function sameTicketView(a: TicketView, b: TicketView): boolean {
  return a.folder === b.folder && a.query === b.query && a.openId === b.openId
}
