import { afterEach, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise } from 'xstate'
import { getResponse } from 'msw'
import * as z from 'zod/mini'
import {
  boardAnswerSchema,
  boardsResponseSchema,
  taskAnswerSchema,
  tasksResponseSchema,
  type TaskDraft,
} from '@models/kanban'
import { withPending, type BoardState } from '@models/kanban-board'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type {
  BoardChange,
  BoardOrder,
  CommandOutput,
  KanbanEdit,
  KanbanEmitted,
  KanbanEvent,
} from '@machines/kanban/kanban.types'
import { kanbanHandlers } from '@mocks/handlers/kanban'
import { resetAllStores } from '@mocks/data/store'
import { issueToken } from '@mocks/data/tokens'
import { flush } from '../support/fake-actors'

/*
 * The fake server is the demo server itself: every call the machine makes is answered by the
 * demo kanban handlers (mocks/handlers/kanban.ts over mocks/data/kanban.ts), unless the plan says
 * the server refuses that call, in which case it changes nothing and answers 500.
 */

class Refused extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} refused with ${status}`)
  }
}

async function demo(path: string, init: RequestInit = {}): Promise<unknown> {
  // As the signed-in admin: the demo server answers only a token it issued, and only a role that
  // may manage the board may change it.
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${await issueToken(1)}`)
  const request = new Request(`http://localhost/apps/kanban/${path}`, { ...init, headers })
  const response = await getResponse(kanbanHandlers, request)
  if (!response) throw new Error(`no demo handler for ${path}`)
  if (!response.ok) throw new Refused(response.status, path)
  return response.json()
}

const post = (path: string, data: unknown) =>
  demo(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  })
const remove = (path: string) => demo(path, { method: 'DELETE' })

/** What a reload would show: the server's boards and tasks, as GET answers them. */
async function serverState(): Promise<BoardState> {
  return {
    boards: z.parse(boardsResponseSchema, await demo('boards')),
    tasks: z.parse(tasksResponseSchema, await demo('tasks')),
  }
}

/** The calls of the machine's actors, as src/services/kanban/kanban-api.ts makes them. */
const calls = {
  updateTaskBoard: async ({ taskId, boardId }: BoardChange) =>
    z.parse(taskAnswerSchema, await post('update-task-board', { id: taskId, boardId })).task,
  reorderTasks: async (order: BoardOrder) => void (await post('reorder-tasks', order)),
  sendEdit: async (edit: KanbanEdit): Promise<CommandOutput> => {
    const task = (body: unknown) => ({ task: z.parse(taskAnswerSchema, body).task })
    const board = (body: unknown) => ({ board: z.parse(boardAnswerSchema, body).board })
    switch (edit.kind) {
      case 'updateTask':
        return task(await post('update-task', edit.task))
      case 'addTask':
        return task(await post('add-task', edit.draft))
      case 'addBoard':
        return board(await post('add-board', { title: edit.title }))
      case 'renameBoard':
        return board(await post('update-board', { id: edit.boardId, title: edit.title }))
      case 'deleteBoard':
        return void (await remove(`delete-board?id=${encodeURIComponent(edit.boardId)}`))
      case 'clearBoard':
        return void (await remove(`clear-tasks?boardId=${encodeURIComponent(edit.boardId)}`))
    }
  },
}

/** A user gesture, with its task and board picked by position among what the screen shows. */
type Gesture =
  | { kind: 'move'; task: number; board: number; index: number }
  | { kind: 'update'; task: number }
  | { kind: 'addTask'; board: number }
  | { kind: 'addBoard'; title: string }
  | { kind: 'rename'; board: number; title: string }
  | { kind: 'delete'; board: number }
  | { kind: 'clear'; board: number }

/** One step of a run: the user does something, or the server answers the call on its way. */
type Step = { user: Gesture } | 'answer'

const titles = fc.constantFrom('Later', 'Todo', 'Review')
const position = fc.nat(20)
const gesture: fc.Arbitrary<Gesture> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      task: position,
      board: position,
      index: fc.nat(4),
    }),
  },
  fc.record({ kind: fc.constant('update' as const), task: position }),
  fc.record({ kind: fc.constant('addTask' as const), board: position }),
  fc.record({ kind: fc.constant('addBoard' as const), title: titles }),
  fc.record({ kind: fc.constant('rename' as const), board: position, title: titles }),
  fc.record({ kind: fc.constant('delete' as const), board: position }),
  fc.record({ kind: fc.constant('clear' as const), board: position }),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ user: gesture }) },
  { weight: 2, arbitrary: fc.constant('answer' as const) },
)

/** The event a gesture makes on what the screen shows, or null when there is nothing to pick. */
function eventOf(gesture: Gesture, view: BoardState, key: string): KanbanEvent | null {
  const pick = <T>(list: readonly T[], at: number) =>
    list.length > 0 ? list[at % list.length]! : null
  const board = 'board' in gesture ? pick(view.boards, gesture.board) : null
  const task = 'task' in gesture ? pick(view.tasks, gesture.task) : null
  switch (gesture.kind) {
    case 'move':
      return task && board
        ? {
            type: 'kanban.task.move',
            key,
            taskId: task.id,
            boardId: board.id,
            index: gesture.index,
          }
        : null
    case 'update':
      return task
        ? { type: 'kanban.task.update', key, task: { ...task, title: `${task.title} (${key})` } }
        : null
    case 'addTask':
      return board
        ? {
            type: 'kanban.task.add',
            key,
            draft: { ...blankDraft, boardId: board.id, title: `New ${key}` },
          }
        : null
    case 'addBoard':
      return { type: 'kanban.board.add', key, title: gesture.title }
    case 'rename':
      return board
        ? { type: 'kanban.board.rename', key, boardId: board.id, title: gesture.title }
        : null
    case 'delete':
      return board ? { type: 'kanban.board.delete', key, boardId: board.id } : null
    case 'clear':
      return board ? { type: 'kanban.board.clear', key, boardId: board.id } : null
  }
}

const blankDraft: TaskDraft = {
  title: '',
  boardId: '',
  labels: [],
  description: '',
  dueDate: '2026-11-24',
  attachments: [],
  comments: [],
  assignedTo: [],
  coverImage: null,
}

/** How a run went, for the checks. */
interface Played {
  view: BoardState
  server: BoardState
  real: BoardState
  pending: number
  idle: boolean
  refusedToasts: string[]
  refusedSettled: string[]
  /** Each answer's check: the machine's idea of the server against the server's real state. */
  drift: { after: string; believed: BoardState; real: BoardState }[]
}

/**
 * Runs the machine against the demo server: `steps` are the user's gestures and the moments the
 * server answers; `refuses[n]` says whether the n-th call is refused. Every call still on its way
 * at the end is then answered, until nothing is pending.
 */
async function play(steps: Step[], refuses: boolean[]): Promise<Played> {
  resetAllStores()
  const line: { waiting: { id: string; answer: () => Promise<void> } | null } = { waiting: null }
  let made = 0
  const fake = <TInput, TOutput>(id: string, call: (input: TInput) => Promise<TOutput>) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          const refused = refuses[made++] ?? false
          line.waiting = {
            id,
            answer: async () => {
              if (refused) return reject(new Refused(500, id))
              await call(input).then(resolve, reject)
            },
          }
        }),
    )
  const refusedToasts: string[] = []
  const refusedSettled: string[] = []
  let loading: Promise<BoardState> | undefined
  const actor = createActor(
    kanbanMachine.provide({
      actors: {
        loadBoard: fromPromise<BoardState>(() => (loading = serverState())),
        updateTaskBoard: fake('updateTaskBoard', calls.updateTaskBoard),
        reorderTasks: fake('reorderTasks', calls.reorderTasks),
        sendEdit: fake('sendEdit', calls.sendEdit),
      },
      actions: {
        notifyRefused: (_, params) => void refusedToasts.push(params.command.key),
      },
    }),
    { input: {} },
  )
  actor.on('kanban.settled', (event: KanbanEmitted) => {
    if (!event.ok) refusedSettled.push(event.key)
  })
  actor.start()
  // The load goes through the demo handlers, which check a signed token: wait for it itself.
  await loading?.catch(() => undefined)
  await flush()
  expect(actor.getSnapshot().matches('ready'), 'the board loaded').toBe(true)

  const drift: Played['drift'] = []
  const answer = async () => {
    const running = line.waiting!
    line.waiting = null
    await running.answer()
    await flush()
    const { server, view, pending } = actor.getSnapshot().context
    expect(view, 'the screen is the server with the pending changes on top').toEqual(
      withPending(server, pending),
    )
    drift.push({ after: running.id, believed: server, real: await serverState() })
  }

  for (const [index, next] of steps.entries()) {
    if (next === 'answer') {
      if (line.waiting) await answer()
      continue
    }
    const event = eventOf(next.user, actor.getSnapshot().context.view, `c${index}`)
    if (event) actor.send(event)
    await flush()
  }
  for (let round = 0; round < 200 && line.waiting; round++) await answer()

  const snapshot = actor.getSnapshot()
  const played: Played = {
    view: snapshot.context.view,
    server: snapshot.context.server,
    real: await serverState(),
    pending: snapshot.context.pending.length,
    idle: snapshot.matches({ ready: 'idle' }),
    refusedToasts,
    refusedSettled,
    drift,
  }
  actor.stop()
  return played
}

const steps = fc.array(step, { maxLength: 12 })
const refusals = fc.array(fc.boolean(), { maxLength: 30 })

afterEach(() => {
  resetAllStores()
})

describe('kanban board under random gestures and refusals (property)', () => {
  it('shows exactly what the server holds once every change is settled', async () => {
    await fc.assert(
      fc.asyncProperty(steps, refusals, async (steps, refuses) => {
        const played = await play(steps, refuses)
        expect(played.pending, 'nothing pending').toBe(0)
        expect(played.idle, 'the machine waits for the user').toBe(true)
        expect(played.view).toEqual(played.real)
        expect(played.server).toEqual(played.real)
        // Every refusal is told once, and only refusals are.
        expect(played.refusedToasts).toEqual(played.refusedSettled)
      }),
      {
        numRuns: 150,
        examples: [
          // A move to another board whose reorder is refused, with a later move on top.
          [
            [
              { user: { kind: 'move', task: 0, board: 2, index: 0 } },
              { user: { kind: 'move', task: 1, board: 1, index: 0 } },
            ],
            [false, true],
          ],
          // Found by this property: a task edited while a move later refused showed it on another
          // board; update-task then puts it last on that board, and the screen must follow.
          [
            [
              { user: { kind: 'move', task: 0, board: 2, index: 0 } },
              { user: { kind: 'update', task: 5 } },
            ],
            [true],
          ],
        ],
      },
    )
  }, 60_000)

  it('knows what the server holds after every answer, a half-done move to another board included', async () => {
    await fc.assert(
      fc.asyncProperty(steps, refusals, async (steps, refuses) => {
        const played = await play(steps, refuses)
        for (const { after, believed, real } of played.drift) expect(believed, after).toEqual(real)
      }),
      { numRuns: 100 },
    )
  }, 60_000)
})
