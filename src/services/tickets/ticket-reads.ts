import type { LocalDatabase } from '@/services/local-store/local-database'
import { ticketStatuses, type TicketCounts } from '@models/tickets/ticket-api'
import type { TicketFolder } from '@models/tickets/ticket-mail'
import {
  matchesTicket,
  type TicketAgentRecord,
  type TicketRecord,
} from '@models/tickets/ticket-records'

/*
 * What the tickets screen reads from the local store (docs/architecture.md, "The local store"):
 * a window of one folder's rows, newest first, through the `[status+time]` index (every ticket:
 * `time`), narrowed by the search; the folders' sizes by index counts; the ticket being read; the
 * agents. Never the whole table: the list asks for a longer window as it nears its end.
 */

/** How many rows a window holds at first, and how many more each time the list nears its end. */
export const TICKET_WINDOW = 100

/** One folder narrowed by a search. */
export interface TicketListView {
  folder: TicketFolder
  /** Trimmed, '' for none. */
  query: string
}

/** What the list shows: the first `limit` rows of its view, and how many there are in all. */
export interface TicketScreenRead extends TicketListView {
  limit: number
  rows: TicketRecord[]
  /** How many tickets the folder holds, or how many of them the search finds. */
  total: number
  /** Every folder's total and unread ("New"), whatever the search. */
  counts: TicketCounts
  /** The server's whole list has been stored at least once: there is something to show. */
  loaded: boolean
}

const noCount = { total: 0, unread: 0 }

/** Nothing stored (or a store that cannot be read). */
export function emptyTicketScreen(view: TicketListView, limit = TICKET_WINDOW): TicketScreenRead {
  return {
    ...view,
    limit,
    rows: [],
    total: 0,
    counts: {
      all: noCount,
      New: noCount,
      Open: noCount,
      Pending: noCount,
      Resolved: noCount,
      Closed: noCount,
    },
    loaded: false,
  }
}

/*
 * A ticket's time is an ISO 8601 string, or '' when the server did not say: '' and the last
 * character bound every one of them. (Dexie's own bounds would bring its code into the route's
 * prefetch, which every signed-in page's first visit may load: this module is read there.)
 */
const EARLIEST = ''
const LATEST = '\uffff'

/** A folder's rows, newest first. */
function folderRows(database: LocalDatabase, folder: TicketFolder) {
  if (folder === 'all') return database.tickets.orderBy('time').reverse()
  return database.tickets
    .where('[status+time]')
    .between([folder, EARLIEST], [folder, LATEST], true, true)
    .reverse()
}

/** Every folder's size and its unread tickets, counted on the indexes. */
async function countTickets(database: LocalDatabase): Promise<TicketCounts> {
  const sizes = await Promise.all(
    ticketStatuses.map((status) => folderRows(database, status).count()),
  )
  const count = (total: number, unread: number) => ({ total, unread })
  const unread = sizes[0]!
  const byStatus = Object.fromEntries(
    ticketStatuses.map((status, index) => [
      status,
      count(sizes[index]!, status === 'New' ? unread : 0),
    ]),
  ) as Omit<TicketCounts, 'all'>
  const all = sizes.reduce((sum, size) => sum + size, 0)
  return { all: count(all, unread), ...byStatus }
}

/** The first `limit` rows of a view, how many it holds, and the folders' counts, in one read. */
export async function readTicketScreen(
  database: LocalDatabase,
  view: TicketListView,
  limit = TICKET_WINDOW,
): Promise<TicketScreenRead> {
  return database.transaction('r', [database.tickets, database.syncState], async () => {
    const matching = () => {
      const rows = folderRows(database, view.folder)
      return view.query ? rows.filter((row) => matchesTicket(row, view.query)) : rows
    }
    const [rows, counts, found, sync] = await Promise.all([
      matching().limit(limit).toArray(),
      countTickets(database),
      view.query ? matching().count() : Promise.resolve(null),
      database.syncState.get('tickets'),
    ])
    return {
      ...view,
      limit,
      rows,
      total: found ?? counts[view.folder].total,
      counts,
      loaded: sync?.loadedAt !== undefined,
    }
  })
}

/** The ticket being read, with the id it was asked for (so a late answer is told apart). */
export interface OpenTicketRead {
  id: number
  ticket: TicketRecord | null
}

export async function readOpenTicket(database: LocalDatabase, id: number): Promise<OpenTicketRead> {
  return { id, ticket: (await database.tickets.get(id)) ?? null }
}

/** Who tickets can be assigned to, by name. */
export async function readTicketAgents(database: LocalDatabase): Promise<TicketAgentRecord[]> {
  const agents = await database.ticketAgents.toArray()
  return agents.sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Where ticket `id` stands in a view (0 for its newest row), or null when the view does not list
 * it: how long a window must be to hold it.
 */
export async function readTicketPosition(
  database: LocalDatabase,
  view: TicketListView,
  id: number,
): Promise<number | null> {
  const ticket = await database.tickets.get(id)
  if (!ticket) return null
  if (view.folder !== 'all' && ticket.status !== view.folder) return null
  if (view.query && !matchesTicket(ticket, view.query)) return null
  const newer =
    view.folder === 'all'
      ? database.tickets.where('time').above(ticket.time)
      : database.tickets
          .where('[status+time]')
          .between([view.folder, ticket.time], [view.folder, LATEST], false, true)
  return view.query ? newer.filter((row) => matchesTicket(row, view.query)).count() : newer.count()
}
