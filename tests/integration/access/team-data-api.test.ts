import { afterEach, describe, expect, it } from 'vitest'
import { HTTPError } from 'ky'
import { defaultDueDate, type KanbanTask } from '@models/kanban'
import { toCalendarEvent, type CalendarEvent, type EventFields } from '@models/calendar'
import { kanbanBoards, kanbanTasks } from '@mocks/data/kanban'
import { calendarEventStore } from '@mocks/data/calendar-events'
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

/** Every change to the team's data the app can send, each named as a user would. */
const changes: [string, () => Promise<unknown>][] = [
  ['reorder a board', () => reorderTasks({ boardId: 'todo', ids: tasksOn('todo').reverse() })],
  [
    'move a task to another board',
    () => updateTaskBoard({ taskId: firstTask().id, boardId: 'done' }),
  ],
  [
    'add a task',
    () =>
      addTask({
        title: 'Write the release notes',
        boardId: 'todo',
        labels: [],
        description: '',
        dueDate: defaultDueDate(),
        attachments: [],
        comments: [],
        assignedTo: [],
        coverImage: null,
      }),
  ],
  ['add a board', () => addBoard('Review')],
  ['edit a task', () => updateTask({ ...firstTask(), title: 'Renamed task' })],
  ['rename a board', () => renameBoard('todo', 'Backlog')],
  ['delete a board', () => deleteBoard('todo')],
  ["clear a board's tasks", () => clearTasks('todo')],
  ['add a calendar event', () => addCalendarEvent(newEvent)],
  ['change a calendar event', () => updateCalendarEvent({ ...firstEvent(), title: 'Moved' })],
  ['remove a calendar event', () => removeCalendarEvent(firstEvent().id)],
  ['announce an event to the real API', () => announceCalendarEvent({ ...newEvent, id: 99 })],
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
