import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LocalDatabase } from '@/services/local-store/local-database'
import type { LocalEvent } from '@models/local-store/local-events'
import type { TicketChange } from '@models/tickets/ticket-changes'
import type { TicketData, TicketReplyRecord } from '@models/tickets/ticket-records'
import { record } from '@/services/local-store/projector'

/*
 * Support tickets in the store beside their changes on their way: a reply the server took
 * without its answer coming back shows once, and a whole answer that changes nothing writes
 * nothing.
 */

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`ticket-projection-test-${counter}`)
})
afterEach(async () => {
  await database.delete()
})

const at = (second: number) => `2026-11-20T10:00:${String(second).padStart(2, '0')}.000Z`
const agent = { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' }

function ticket(id: number, replies: TicketReplyRecord[] = []): TicketData {
  return {
    id,
    subject: `Ticket ${id}`,
    message: '',
    time: at(id),
    status: 'Open',
    customer: { id: 2, name: 'Jane Doe', email: 'client@demo.com', avatar: '' },
    assignee: null,
    replies,
  }
}

const received = (second: number, tickets: TicketData[]): LocalEvent => ({
  type: 'tickets.received',
  at: at(second),
  requestedAt: at(second),
  tickets,
  whole: true,
})

const queued = (second: number, kid: string, change: TicketChange): LocalEvent => ({
  type: 'change.queued',
  at: at(second),
  area: 'tickets',
  kid,
  change,
})

const reply: TicketChange = {
  kind: 'reply',
  ticketId: 1,
  text: 'Sent once',
  published: true,
  from: agent,
  byAgent: true,
}

const storedReply: TicketReplyRecord = {
  key: 'kid-1',
  from: agent,
  message: '<p>Sent once</p>',
  time: at(20),
  published: true,
  delivery: 'sent',
}

describe('the tickets projection', () => {
  it('shows a reply once when a new answer holds it while it is still on its way', async () => {
    await record(database, [received(1, [ticket(1)]), queued(10, 'kid-1', reply)])
    // A reload: the server took the reply, its answer was lost, and the list comes first.
    await record(database, [received(30, [ticket(1, [storedReply])])])
    const row = (await database.tickets.get(1))!
    expect(row.replies.map((each) => each.key)).toEqual(['kid-1'])
    expect(row.pending).toBe(1)
    await record(database, [
      {
        type: 'change.sent',
        at: at(31),
        area: 'tickets',
        kid: 'kid-1',
        output: { tickets: [ticket(1, [storedReply])] },
      },
    ])
    const sent = (await database.tickets.get(1))!
    expect(sent.replies).toEqual([storedReply])
    expect(sent.pending).toBe(0)
  })

  it('writes nothing for a whole answer that changes nothing, and only what changed', async () => {
    const tickets = [ticket(1), ticket(2), ticket(3)]
    await record(database, [received(1, tickets)])
    const written: number[] = []
    database.tickets.hook('updating', (_, id) => void written.push(id))
    database.tickets.hook('creating', (id) => void written.push(id))
    await record(database, [received(2, tickets)])
    expect(written).toEqual([])
    await record(database, [
      received(3, [ticket(1), { ...ticket(2), status: 'Closed' }, ticket(3)]),
    ])
    expect(written).toEqual([2])
    expect((await database.tickets.get(2))!.status).toBe('Closed')
  })
})
