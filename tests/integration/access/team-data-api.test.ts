import { afterEach, describe, expect, it } from 'vitest'
import { HTTPError } from 'ky'
import { defaultDueDate, type KanbanTask } from '@models/kanban/kanban'
import { toCalendarEvent, type CalendarEvent, type EventFields } from '@models/calendar/calendar'
import { kanbanBoards, kanbanTasks } from '@mocks/kanban/kanban'
import { calendarEventStore } from '@mocks/calendar/calendar-events'
import {
  addBoard,
  addTask,
  clearTasks,
  deleteBoard,
  renameBoard,
  reorderTasks,
  updateTask,
  updateTaskBoard,
} from '@/services/kanban/kanban-api'
import {
  addCalendarEvent,
  announceCalendarEvent,
  removeCalendarEvent,
  updateCalendarEvent,
} from '@/services/calendar/calendar-api'
import { clientAccountId, ticketStore } from '@mocks/tickets/tickets'
import { fetchTicketAgents, replyToTicket, updateTickets } from '@/services/tickets/ticket-api'
import { demoClientSession } from '../../support/session-fixtures'
import { signInWithIssuedToken, signOutAfterTest } from '../../support/test-kit'

/*
 * The team's kanban board and calendar, changed through the app's own API calls (its HTTP client
 * sends the session's bearer token) against the whole demo server: the admin may, a client is
 * refused with 403 and a message, and a call without a session gets the real API's 401.
 */

afterEach(signOutAfterTest)

const firstTask = (): KanbanTask => kanbanTasks()[0]!
const firstEvent = (): CalendarEvent => toCalendarEvent(calendarEventStore.get()[0]!)
const newEvent: EventFields = {
  title: 'Quarterly review',
  start: '2030-03-04T10:00:00.000Z',
  end: '2030-03-04T11:00:00.000Z',
  allDay: false,
  url: '',
  category: 'Business',
  guests: [],
  location: '',
  description: '',
}

/** How the outbox sends a calendar change: each with an idempotency key of its own. */
const calendarSend = () => ({ key: crypto.randomUUID() })
/** How the outbox sends a kanban change: each with an idempotency key of its own. */
const kanbanSend = () => ({ key: crypto.randomUUID() })

/** Every change to the team's data the app can send, each named as a user would. */
const changes: [string, () => Promise<unknown>][] = [
  [
    'reorder a board',
    () => reorderTasks({ boardId: 'todo', ids: tasksOn('todo').reverse() }, kanbanSend()),
  ],
  [
    'move a task to another board',
    () => updateTaskBoard({ taskId: firstTask().id, boardId: 'done' }, kanbanSend()),
  ],
  [
    'add a task',
    () =>
      addTask(
        {
          title: 'Write the release notes',
          boardId: 'todo',
          labels: [],
          description: '',
          dueDate: defaultDueDate(),
          attachments: [],
          comments: [],
          assignedTo: [],
          coverImage: null,
        },
        kanbanSend(),
      ),
  ],
  ['add a board', () => addBoard('Review', kanbanSend())],
  ['edit a task', () => updateTask({ ...firstTask(), title: 'Renamed task' }, kanbanSend())],
  ['rename a board', () => renameBoard('todo', 'Backlog', kanbanSend())],
  ['delete a board', () => deleteBoard('todo', kanbanSend())],
  ["clear a board's tasks", () => clearTasks('todo', kanbanSend())],
  ['add a calendar event', () => addCalendarEvent(newEvent, calendarSend())],
  [
    'change a calendar event',
    () => updateCalendarEvent({ ...firstEvent(), title: 'Moved' }, calendarSend()),
  ],
  ['remove a calendar event', () => removeCalendarEvent(firstEvent().id, calendarSend())],
  [
    'announce an event to the real API',
    () => announceCalendarEvent({ ...newEvent, id: 99 }, calendarSend()),
  ],
]

function tasksOn(boardId: string): number[] {
  return kanbanTasks()
    .filter((task) => task.boardId === boardId)
    .map((task) => task.id)
}

/** What the demo server holds, to compare before and after a refused change. */
const serverState = () => ({
  boards: kanbanBoards(),
  tasks: kanbanTasks(),
  events: structuredClone(calendarEventStore.get()),
})

async function refusal(change: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const error = await change().then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(HTTPError)
  const { response } = error as HTTPError
  return { status: response.status, body: await response.json() }
}

describe("a client changing the team's data", () => {
  it.each(changes)('is refused with 403 and a message: %s', async (name, change) => {
    await signInWithIssuedToken(demoClientSession)
    const before = serverState()
    const { status, body } = await refusal(change)
    expect(status).toBe(403)
    expect(body).toEqual({
      message: name.includes('event')
        ? 'Your role may view the team calendar but not change it.'
        : 'Your role may view the kanban board but not change it.',
    })
    expect(serverState()).toEqual(before)
  })
})

describe("the admin changing the team's data", () => {
  it.each(changes)('succeeds: %s', async (_, change) => {
    await signInWithIssuedToken()
    // Throws, and fails the test, on any refusal.
    await change()
  })
})

describe("a call without a session changing the team's data", () => {
  it.each(changes)('gets the real API\'s 401 "Unauthorized.": %s', async (_, change) => {
    const { status, body } = await refusal(change)
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Unauthorized.' })
  })
})

/*
 * The help desk's agent work through the app's own calls (services/tickets/ticket-api.ts), each
 * sent as the outbox sends it, with an idempotency key: the admin (an agent) may, a client is
 * refused with 403 and a message, and nothing changes on the demo server.
 */

/** A ticket of the demo client's that takes replies. */
const clientsTicket = () =>
  ticketStore
    .get()
    .find((ticket) => ticket.customer_id === clientAccountId && ticket.status_tk !== 'Closed')!
const helpDeskSend = () => ({ key: crypto.randomUUID() })

/** Every help desk call only agents may make, with the message a client is refused with. */
const agentWork: [string, string, () => Promise<unknown>][] = [
  [
    'write an internal note',
    'Only agents may write internal notes.',
    () =>
      replyToTicket(
        { ticketId: clientsTicket().id_tk, text: 'Check the billing first.', published: false },
        helpDeskSend(),
      ),
  ],
  [
    "change a ticket's status",
    "Only agents may change a ticket's status or assignee.",
    () => updateTickets({ ticketIds: [clientsTicket().id_tk], status: 'Closed' }, helpDeskSend()),
  ],
  [
    'assign a ticket',
    "Only agents may change a ticket's status or assignee.",
    () => updateTickets({ ticketIds: [clientsTicket().id_tk], agentId: null }, helpDeskSend()),
  ],
  ['list the agents', 'Only agents may see who tickets go to.', () => fetchTicketAgents()],
]

const helpDeskState = () => structuredClone(ticketStore.get())

describe("a client doing the help desk's agent work", () => {
  it.each(agentWork)('is refused with 403 and a message: %s', async (_, message, work) => {
    await signInWithIssuedToken(demoClientSession)
    const before = helpDeskState()
    const { status, body } = await refusal(work)
    expect(status).toBe(403)
    expect(body).toEqual({ message })
    expect(helpDeskState()).toEqual(before)
  })

  it('may answer their own ticket', async () => {
    await signInWithIssuedToken(demoClientSession)
    const ticket = await replyToTicket(
      { ticketId: clientsTicket().id_tk, text: 'Any news?', published: true },
      helpDeskSend(),
    )
    expect(ticket.replies.at(-1)).toMatchObject({ message: '<p>Any news?</p>', published: true })
  })
})

describe("an agent doing the help desk's work", () => {
  it.each(agentWork)('succeeds: %s', async (_, __, work) => {
    await signInWithIssuedToken()
    await work()
  })
})

describe("a call without a session doing the help desk's work", () => {
  it.each(agentWork)('gets the real API\'s 401 "Unauthorized.": %s', async (_, __, work) => {
    const { status, body } = await refusal(work)
    expect(status).toBe(401)
    expect(body).toEqual({ message: 'Unauthorized.' })
  })
})
