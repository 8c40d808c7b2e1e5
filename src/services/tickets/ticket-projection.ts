import {
  applyTicketChange,
  ticketsTouched,
  type TicketChange,
} from '@models/tickets/ticket-changes'
import { searchTextOf, type TicketData, type TicketRecord } from '@models/tickets/ticket-records'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import {
  isCurrent,
  patchSyncState,
  pendingOf,
  type AreaProjection,
  type Stores,
} from '../local-store/area-projection'

/*
 * Support tickets in the local store: one row per ticket, the server's copy with the changes on
 * their way applied. A row with changes on their way keeps the server's copy beside it, so that a
 * change the server refuses can go; only those rows are drawn again when an answer comes, so an
 * answer of thousands of tickets is one bulk write.
 */

/** What the server took of a ticket change: the tickets as it stored them. */
export interface TicketsTaken {
  tickets: TicketData[]
}

type TicketItem = ChangeOutboxRecord<'tickets'>

/** The server's part of a stored row. */
function serverPart(row: TicketRecord): TicketData {
  if (row.server) return row.server
  const { id, subject, message, time, status, customer, assignee, replies } = row
  return { id, subject, message, time, status, customer, assignee, replies }
}

/** The row of a ticket: the server's copy with `changes` applied, in order. */
function rowOf(server: TicketData, changes: readonly TicketItem[]): TicketRecord {
  const view = changes.reduce(
    (ticket, item) => applyTicketChange(ticket, item.change, item.kid, item.createdAt),
    server,
  )
  return {
    ...view,
    searchText: searchTextOf(view),
    pending: changes.length,
    ...(changes.length > 0 ? { server } : {}),
  }
}

const touches = (item: TicketItem, id: number) => ticketsTouched(item.change).includes(id)

/**
 * Draws the rows of `ids` again from their server copy (`fresh` when one just came) and the
 * changes on their way. A ticket the store does not hold and the server did not send is left out.
 */
async function redraw(
  stores: Stores,
  ids: readonly number[],
  fresh: ReadonlyMap<number, TicketData> = new Map(),
): Promise<void> {
  const pending = await pendingOf(stores, 'tickets')
  const rows = await stores.tickets.bulkGet([...ids])
  const drawn = ids.flatMap((id, index) => {
    const stored = rows[index]
    const server = fresh.get(id) ?? (stored && serverPart(stored))
    return server
      ? [
          rowOf(
            server,
            pending.filter((item) => touches(item, id)),
          ),
        ]
      : []
  })
  await stores.tickets.bulkPut(drawn)
}

const touchedBy = (change: TicketChange) => ticketsTouched(change)

/** How many rows are compared with the stored ones at a time. */
const CHUNK = 1_000

/**
 * Stores the rows that differ from those held. A whole list comes back every half minute and
 * mostly unchanged: writing only what changed keeps thousands of rows from being written again,
 * and the screens' live queries from reading again, for nothing.
 */
async function putChanged(stores: Stores, rows: readonly TicketRecord[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const held = await stores.tickets.bulkGet(chunk.map((row) => row.id))
    const changed = chunk.filter(
      (row, index) => JSON.stringify(held[index]) !== JSON.stringify(row),
    )
    if (changed.length > 0) await stores.tickets.bulkPut(changed)
  }
}

export const ticketProjection: AreaProjection<'tickets'> = {
  stores: ['tickets', 'ticketAgents'],

  async queued(stores, item) {
    await redraw(stores, touchedBy(item.change))
  },

  async sent(stores, item, output) {
    const taken = (output as TicketsTaken | undefined)?.tickets ?? []
    const fresh = new Map(taken.map((ticket) => [ticket.id, ticket]))
    await redraw(stores, [...new Set([...touchedBy(item.change), ...fresh.keys()])], fresh)
  },

  async dropped(stores, item) {
    await redraw(stores, touchedBy(item.change))
  },

  async received(stores, event) {
    if (event.type === 'tickets.agents.received') {
      await stores.ticketAgents.clear()
      await stores.ticketAgents.bulkAdd(event.agents)
      return
    }
    if (event.type !== 'tickets.received') return
    if (!(await isCurrent(stores, 'tickets', event.requestedAt))) return
    const pending = await pendingOf(stores, 'tickets')
    const changing = new Set(pending.flatMap((item) => touchedBy(item.change)))
    const quiet = event.tickets.filter((ticket) => !changing.has(ticket.id))
    await putChanged(
      stores,
      quiet.map((ticket) => rowOf(ticket, [])),
    )
    const busy = event.tickets.filter((ticket) => changing.has(ticket.id))
    if (busy.length > 0) {
      await redraw(
        stores,
        busy.map((ticket) => ticket.id),
        new Map(busy.map((ticket) => [ticket.id, ticket])),
      )
    }
    if (event.whole) {
      const listed = new Set(event.tickets.map((ticket) => ticket.id))
      const held = await stores.tickets.toCollection().primaryKeys()
      await stores.tickets.bulkDelete(held.filter((id) => !listed.has(id) && !changing.has(id)))
      await patchSyncState(stores, 'tickets', { loadedAt: event.at })
    }
  },
}
