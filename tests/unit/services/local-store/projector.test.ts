import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CalendarEvent } from '@models/calendar/calendar'
import type { KanbanTask } from '@models/kanban/kanban'
import type { BoardState, KanbanCommand } from '@models/kanban/kanban-board'
import type { LocalEvent } from '@models/local-store/local-events'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import { LocalDatabase } from '@/services/local-store/local-database'
import type { TicketData } from '@models/tickets/ticket-records'
import { record } from '@/services/local-store/projector'

/*
 * The projector's part in every area's changes (docs/architecture.md, "The local store"): a
 * change shows at once and waits in the outbox; taken by the server, it joins the server's copy;
 * refused, it leaves the screen; an answer of the server never undoes a change it may not hold.
 */

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`area-projector-test-${counter}`)
})

afterEach(async () => {
  await database.delete()
})

const at = (second: number) => `2026-11-20T10:00:${String(second).padStart(2, '0')}.000Z`
const play = (...events: LocalEvent[]) => record(database, events)

function task(id: number, boardId: string, title = `Task ${id}`): KanbanTask {
  return {
    id,
    title,
    boardId,
    labels: [],
    description: '',
    dueDate: '2026-11-22',
    attachments: [],
    comments: [],
    assignedTo: [],
  }
}

const board: BoardState = {
  boards: [
    { id: 'todo', title: 'Todo' },
    { id: 'done', title: 'Done' },
  ],
  tasks: [task(1, 'todo'), task(2, 'todo'), task(3, 'done')],
}

const received = (second: number, state = board, requestedAt = at(second)): LocalEvent => ({
  type: 'kanban.received',
  at: at(second),
  requestedAt,
  board: state,
})

const queue = (kid: string, second: number, change: KanbanCommand): LocalEvent => ({
  type: 'change.queued',
  at: at(second),
  area: 'kanban',
  kid,
  change,
})

const move = (kid: string, taskId: number, boardId: string, index: number): KanbanCommand => ({
  kind: 'move',
  key: kid,
  taskId,
  boardId,
  index,
})

/** The boards as the screen reads them: each board's task ids, top to bottom. */
async function shown(): Promise<Record<string, number[]>> {
  const tasks = await database.kanbanTasks.toArray()
  const boards = await database.kanbanBoards.orderBy('position').toArray()
  return Object.fromEntries(
    boards.map((each) => [
      each.id,
      tasks
        .filter((row) => row.boardId === each.id)
        .sort((a, b) => a.position - b.position)
        .map((row) => row.id),
    ]),
  )
}

describe('a change of an area that the server holds (the kanban board)', () => {
  it('shows at once, marked as on its way, and waits in the outbox', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    expect(await shown()).toEqual({ todo: [2], done: [1, 3] })
    expect((await database.kanbanTasks.get(1))?.pending).toBe(true)
    expect((await database.kanbanTasks.get(3))?.pending).toBe(false)
    expect(await database.outbox.toArray()).toEqual([
      {
        kid: 'k1',
        area: 'kanban',
        change: move('k1', 1, 'done', 0),
        createdAt: at(2),
        attempts: 0,
        state: 'queued',
      },
    ])
  })

  it('is made once, however often the same key is queued (a second tab, a reload)', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    await play(queue('k1', 3, move('k1', 1, 'done', 0)))
    expect(await database.outbox.count()).toBe(1)
    expect(await shown()).toEqual({ todo: [2], done: [1, 3] })
  })

  it('counts a failed send and stays on screen until it is taken', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    await play({
      type: 'change.failed',
      at: at(3),
      area: 'kanban',
      kid: 'k1',
      attempts: 2,
      final: false,
    })
    expect((await database.outbox.get('k1'))?.attempts).toBe(2)
    expect(await shown()).toEqual({ todo: [2], done: [1, 3] })
  })

  it('joins the server’s copy once taken, and leaves the outbox', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    await play({ type: 'change.sent', at: at(3), area: 'kanban', kid: 'k1', output: undefined })
    expect(await database.outbox.count()).toBe(0)
    expect(await shown()).toEqual({ todo: [2], done: [1, 3] })
    expect((await database.kanbanTasks.get(1))?.pending).toBe(false)
    const sync = await database.syncState.get('kanban')
    expect(sync?.acknowledgedAt).toBe(at(3))
  })

  it('leaves the screen when refused, and the later changes stay on top', async () => {
    await play(
      received(1),
      queue('k1', 2, move('k1', 1, 'done', 0)),
      queue('k2', 3, move('k2', 2, 'done', 5)),
    )
    expect(await shown()).toEqual({ todo: [], done: [1, 3, 2] })
    await play({
      type: 'change.failed',
      at: at(4),
      area: 'kanban',
      kid: 'k1',
      attempts: 1,
      final: true,
    })
    expect(await shown()).toEqual({ todo: [1], done: [3, 2] })
    expect((await database.outbox.toArray()).map((item) => item.kid)).toEqual(['k2'])
  })

  it('is not undone by an answer asked for before the server took it', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    await play({ type: 'change.sent', at: at(5), area: 'kanban', kid: 'k1', output: undefined })
    // Asked for at 4, before the server's answer to the move was recorded at 5: it may not hold it.
    await play(received(6, board, at(4)))
    expect(await shown()).toEqual({ todo: [2], done: [1, 3] })
    // Asked for afterwards, it is the truth.
    await play(
      received(7, { ...board, tasks: [task(1, 'done'), task(2, 'todo'), task(4, 'todo')] }),
    )
    expect(await shown()).toEqual({ todo: [2, 4], done: [1] })
  })

  it('keeps the changes on their way on top of a new answer of the server', async () => {
    await play(received(1), queue('k1', 2, move('k1', 1, 'done', 0)))
    await play(received(3, { ...board, tasks: [...board.tasks, task(5, 'todo')] }))
    expect(await shown()).toEqual({ todo: [2, 5], done: [1, 3] })
  })

  it('shows a task added here at once, and gives the changes made to it the server’s id', async () => {
    await play(
      received(1),
      queue('k1', 2, {
        kind: 'addTask',
        key: 'k1',
        tempId: -7,
        draft: { ...task(0, 'todo', 'New one'), id: undefined } as never,
      }),
      queue('k2', 3, move('k2', -7, 'done', 0)),
    )
    expect(await shown()).toEqual({ todo: [1, 2], done: [-7, 3] })
    await play({
      type: 'change.sent',
      at: at(4),
      area: 'kanban',
      kid: 'k1',
      output: { task: task(40, 'todo', 'New one') },
    })
    expect(await shown()).toEqual({ todo: [1, 2], done: [40, 3] })
    const [waiting] = await database.outbox.toArray()
    expect(waiting).toMatchObject({ kid: 'k2', change: { kind: 'move', taskId: 40 } })
    // A change made from rows drawn before the answer came takes the server's id too.
    await play(queue('k3', 5, move('k3', -7, 'todo', 0)))
    expect((await database.outbox.get('k3')) as ChangeOutboxRecord).toMatchObject({
      change: { taskId: 40 },
    })
  })
})

describe('a change of the calendar', () => {
  const event = (id: number, title: string): CalendarEvent => ({
    id,
    title,
    start: '2026-11-21',
    end: null,
    allDay: true,
    url: '',
    category: 'Business',
    guests: [],
    location: '',
    description: '',
  })

  /** The events the screen reads, by title. */
  const events = async () =>
    (await database.calendarEvents.toArray()).sort((a, b) => a.title.localeCompare(b.title))

  it('shows an added event at once under a temporary id, then under the server’s', async () => {
    await play({
      type: 'calendar.received',
      at: at(1),
      requestedAt: at(1),
      events: [event(1, 'Standup')],
    })
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'calendar',
      kid: 'c1',
      change: { kind: 'add', event: event(-3, 'Review') },
    })
    expect(await events()).toEqual([
      { ...event(-3, 'Review'), pending: true },
      { ...event(1, 'Standup'), pending: false },
    ])
    await play({
      type: 'change.sent',
      at: at(3),
      area: 'calendar',
      kid: 'c1',
      output: event(9, 'Review'),
    })
    expect(await events()).toEqual([
      { ...event(9, 'Review'), pending: false },
      { ...event(1, 'Standup'), pending: false },
    ])
  })

  it('puts a refused removal back', async () => {
    await play({
      type: 'calendar.received',
      at: at(1),
      requestedAt: at(1),
      events: [event(1, 'Standup')],
    })
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'calendar',
      kid: 'c1',
      change: { kind: 'remove', id: 1 },
    })
    expect(await database.calendarEvents.count()).toBe(0)
    await play({
      type: 'change.failed',
      at: at(3),
      area: 'calendar',
      kid: 'c1',
      attempts: 1,
      final: true,
    })
    expect(await database.calendarEvents.toArray()).toEqual([
      { ...event(1, 'Standup'), pending: false },
    ])
  })
})

describe('a change of a support ticket', () => {
  const ticket = (id: number, status: TicketData['status'] = 'Open'): TicketData => ({
    id,
    subject: `Ticket ${id}`,
    message: '<p>Help</p>',
    time: at(0),
    status,
    customer: { id: 2, name: 'Jane Doe', email: 'client@demo.com', avatar: '' },
    assignee: null,
    replies: [],
  })
  const agent = { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' }
  const tickets = (...list: TicketData[]): LocalEvent => ({
    type: 'tickets.received',
    at: at(1),
    requestedAt: at(1),
    tickets: list,
    whole: true,
  })

  it('shows a reply at once, marked as on its way, and opens a new ticket', async () => {
    await play(tickets(ticket(1, 'New'), ticket(2)))
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'tickets',
      kid: 't1',
      change: {
        kind: 'reply',
        ticketId: 1,
        text: 'On it',
        published: true,
        from: agent,
        byAgent: true,
      },
    })
    const row = await database.tickets.get(1)
    expect(row).toMatchObject({ status: 'Open', pending: 1 })
    expect(row?.replies).toEqual([
      {
        key: 't1',
        from: agent,
        message: '<p>On it</p>',
        time: at(2),
        published: true,
        delivery: 'pending',
      },
    ])
    expect(row?.server).toEqual(ticket(1, 'New'))
  })

  it('takes a refused status change back, and keeps what the server said of the others', async () => {
    await play(tickets(ticket(1), ticket(2)))
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'tickets',
      kid: 't1',
      change: { kind: 'status', ticketIds: [1, 2], status: 'Closed' },
    })
    expect((await database.tickets.bulkGet([1, 2])).map((row) => row?.status)).toEqual([
      'Closed',
      'Closed',
    ])
    await play({
      type: 'change.failed',
      at: at(3),
      area: 'tickets',
      kid: 't1',
      attempts: 1,
      final: true,
    })
    const rows = await database.tickets.bulkGet([1, 2])
    expect(rows.map((row) => [row?.status, row?.pending, row?.server])).toEqual([
      ['Open', 0, undefined],
      ['Open', 0, undefined],
    ])
  })

  it('stores the server’s tickets once a change is taken', async () => {
    await play(tickets(ticket(1)))
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'tickets',
      kid: 't1',
      change: { kind: 'assign', ticketIds: [1], assignee: agent },
    })
    await play({
      type: 'change.sent',
      at: at(3),
      area: 'tickets',
      kid: 't1',
      output: { tickets: [{ ...ticket(1), assignee: agent }] },
    })
    const row = await database.tickets.get(1)
    expect(row).toMatchObject({ assignee: agent, pending: 0 })
    expect(row?.server).toBeUndefined()
  })

  it('forgets the tickets a whole answer no longer lists, but not one with a change on its way', async () => {
    await play(tickets(ticket(1), ticket(2), ticket(3)))
    await play({
      type: 'change.queued',
      at: at(2),
      area: 'tickets',
      kid: 't1',
      change: { kind: 'status', ticketIds: [3], status: 'Pending' },
    })
    await play({ ...tickets(ticket(1)), at: at(4), requestedAt: at(4) } as LocalEvent)
    expect(await database.tickets.toCollection().primaryKeys()).toEqual([1, 3])
    expect((await database.tickets.get(3))?.status).toBe('Pending')
  })
})
