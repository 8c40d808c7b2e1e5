import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LocalDatabase } from '@/services/local-store/local-database'
import type { LocalEvent } from '@models/local-store/local-events'
import type { TicketStatus } from '@models/tickets/ticket-api'
import type { TicketData } from '@models/tickets/ticket-records'
import { record } from '@/services/local-store/projector'
import {
  readTicketPosition,
  readTicketScreen,
  TICKET_WINDOW,
} from '@/services/tickets/ticket-reads'

/*
 * What the tickets screen reads from the store: a window of one folder's rows, newest first,
 * narrowed by the search; the folders' sizes; where a ticket stands in its folder.
 */

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`ticket-reads-test-${counter}`)
})
afterEach(async () => {
  await database.delete()
})

const statuses: TicketStatus[] = ['New', 'Open', 'Pending', 'Resolved', 'Closed']

/** Ticket `id`, newer as its id is smaller, its status in turn. */
function ticket(id: number, subject = `Ticket ${id}`): TicketData {
  return {
    id,
    subject,
    message: '',
    time: new Date(Date.UTC(2026, 10, 20) - id * 60_000).toISOString(),
    status: statuses[id % 5]!,
    customer: { id: 100 + id, name: `Customer ${id}`, email: `c${id}@example.com`, avatar: '' },
    assignee: null,
    replies: [],
  }
}

async function store(tickets: TicketData[]): Promise<void> {
  const event: LocalEvent = {
    type: 'tickets.received',
    at: '2026-11-20T12:00:00.000Z',
    requestedAt: '2026-11-20T12:00:00.000Z',
    tickets,
    whole: true,
  }
  await record(database, [event])
}

const many = (count: number) => Array.from({ length: count }, (_, index) => ticket(index + 1))

describe('reading the tickets screen from the store', () => {
  it('reads the first window of every ticket, newest first, and how many there are', async () => {
    await store(many(250))
    const read = await readTicketScreen(database, { folder: 'all', query: '' })
    expect(read.rows.map((row) => row.id)).toEqual(many(TICKET_WINDOW).map((t) => t.id))
    expect(read.total).toBe(250)
    expect(read.loaded).toBe(true)
  })

  it('reads a folder through its index, newest first, in a longer window when asked', async () => {
    await store(many(250))
    const read = await readTicketScreen(database, { folder: 'Pending', query: '' }, 200)
    const pending = many(250).filter((t) => t.status === 'Pending')
    expect(read.rows.map((row) => row.id)).toEqual(pending.map((t) => t.id))
    expect(read.total).toBe(pending.length)
  })

  it('counts every folder and its unread (new) tickets, whatever the search', async () => {
    await store(many(20))
    const { counts } = await readTicketScreen(database, { folder: 'all', query: 'nothing' })
    expect(counts.all).toEqual({ total: 20, unread: 4 })
    expect(counts.New).toEqual({ total: 4, unread: 4 })
    expect(counts.Closed).toEqual({ total: 4, unread: 0 })
  })

  it('finds by subject, customer or number, and counts what it found', async () => {
    await store([...many(30), ticket(31, 'Refund for duplicate charge')])
    const bySubject = await readTicketScreen(database, { folder: 'all', query: 'REFUND' })
    expect(bySubject.rows.map((row) => row.id)).toEqual([31])
    expect(bySubject.total).toBe(1)
    const byNumber = await readTicketScreen(database, { folder: 'all', query: '#12' })
    expect(byNumber.rows.map((row) => row.id)).toEqual([12])
    const byCustomer = await readTicketScreen(database, { folder: 'all', query: 'customer 2' })
    expect(byCustomer.total).toBe(11)
  })

  it('says nothing is loaded before the server’s list came', async () => {
    const read = await readTicketScreen(database, { folder: 'all', query: '' })
    expect(read).toMatchObject({ rows: [], total: 0, loaded: false })
  })

  it('says where a ticket stands in a view, and that a view does not list it', async () => {
    await store(many(250))
    expect(await readTicketPosition(database, { folder: 'all', query: '' }, 1)).toBe(0)
    expect(await readTicketPosition(database, { folder: 'all', query: '' }, 201)).toBe(200)
    const pending = many(250).filter((t) => t.status === 'Pending')
    expect(
      await readTicketPosition(database, { folder: 'Pending', query: '' }, pending[3]!.id),
    ).toBe(3)
    expect(
      await readTicketPosition(database, { folder: 'Closed', query: '' }, pending[3]!.id),
    ).toBeNull()
    expect(await readTicketPosition(database, { folder: 'all', query: '' }, 999)).toBeNull()
  })
})
