import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { createActor } from 'xstate'
import { getResponse, http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { kanbanHandlers } from '@mocks/kanban/kanban.handlers'
import { kanbanBoards, kanbanTasks } from '@mocks/kanban/kanban'
import { resetAllStores } from '@mocks/server/store'
import { deleteLocalDatabase, getLocalDatabase } from '@/services/local-store/local-database'
import type { BoardState } from '@models/kanban/kanban-board'
import { log } from '@models/log/log'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type { KanbanRequest } from '@machines/kanban/kanban.types'
import { loadKanban } from '@/services/kanban/kanban-load'
import { readKanban } from '@/services/kanban/kanban-read'
import { newChangeKey, temporaryId } from '@/services/local-store/change-keys'
import { startOutbox } from '@/services/local-store/outbox-runtime'
import { recordEvents } from '@/services/local-store/record-events'
import { appI18n, signInWithIssuedToken, signOutAfterTest } from '../../support/test-kit'

/*
 * Random changes of the board under random outcomes on the demo server, through the real pieces:
 * the kanban machine decides on what the store shows, its changes are recorded in the local store
 * and sent by the one outbox to the demo kanban handlers, each request of which is taken, refused
 * (409), or taken with its answer lost with the network (so the outbox sends it again, with the
 * same key, once the network is back). Whatever happened, once the outbox is empty the board the
 * store shows (what the screen reads) is the demo server's board, task for task: every change the
 * server took is there once, every refused one is taken back.
 */

appI18n()

type Outcome = 'take' | 'refuse' | 'lose'

/** What the user does, picked among what the board shows when it is done. */
type Op =
  | { kind: 'move'; task: number; board: number; index: number }
  | { kind: 'edit'; task: number }
  | { kind: 'addTask'; board: number }
  | { kind: 'addBoard' }
  | { kind: 'rename'; board: number }
  | { kind: 'clear'; board: number }
  | { kind: 'delete'; board: number }

const anOp: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      task: fc.nat(20),
      board: fc.nat(5),
      index: fc.nat(5),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), task: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('addTask' as const), board: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addBoard' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), board: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), board: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), board: fc.nat(5) }) },
)

const anOutcome: fc.Arbitrary<Outcome> = fc.constantFrom('take', 'take', 'refuse', 'lose')

/** The board as the user sees it: the boards in order, each with its tasks' titles in order. */
type Seen = { id: string | number; title: string; tasks: string[] }[]

function seenOf(
  boards: readonly { id: string; title: string }[],
  tasks: readonly { boardId: string; title: string }[],
): Seen {
  return boards.map((board) => ({
    id: board.id,
    title: board.title,
    tasks: tasks.filter((task) => task.boardId === board.id).map((task) => task.title),
  }))
}

let online = true
let outcomes: Outcome[] = []
/** The keys of the changes the server made whose answers were lost. */
const lost = new Set<string>()

beforeEach(async () => {
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  await signInWithIssuedToken()
  // Every change the outbox sends meets the next outcome of the run.
  const meet = async ({ request }: { request: Request }) => {
    // Sent again after its answer was lost: the server answers it as the first time (once()).
    const key = request.headers.get('idempotency-key')
    if (key && lost.has(key)) return undefined
    const outcome = outcomes.shift() ?? 'take'
    if (outcome === 'refuse') {
      return HttpResponse.json({ message: 'Not now' }, { status: 409 })
    }
    if (outcome === 'take') return undefined
    // The server makes the change; its answer is lost with the network.
    await getResponse(kanbanHandlers, request)
    if (key) lost.add(key)
    online = false
    return HttpResponse.error()
  }
  server.use(
    http.post('*/apps/kanban/:endpoint', meet),
    http.delete('*/apps/kanban/:endpoint', meet),
  )
})

afterEach(async () => {
  online = true
  await signOutAfterTest()
  vi.restoreAllMocks()
})

/** One run: a fresh device and demo server, the ops with the outcomes, then the comparison. */
async function run(ops: Op[], plan: Outcome[]) {
  await deleteLocalDatabase()
  resetAllStores()
  online = true
  outcomes = [...plan]
  lost.clear()
  startOutbox()
  await recordEvents(await loadKanban(new Date().toISOString(), new AbortController().signal))

  const recorded: Promise<void>[] = []
  const actor = createActor(
    kanbanMachine.provide({
      actions: { record: (_, { events }) => void recorded.push(recordEvents(events)) },
    }),
    { input: { mayChange: true } },
  )
  actor.start()
  let made = 0
  for (const op of ops) {
    // The machine decides on what the store shows now, as the screen's live query feeds it.
    const { board } = await readKanban(getLocalDatabase())
    actor.send({ type: 'kanban.shown', board })
    const request = requestOf(op, board, (made += 1))
    if (request) actor.send(request)
    await Promise.all(recorded)
  }
  actor.stop()

  // The network comes back as often as it went, until every change has been settled.
  await waitFor(
    async () => {
      if (!online) {
        online = true
        window.dispatchEvent(new Event('online'))
      }
      expect(await getLocalDatabase().outbox.count()).toBe(0)
    },
    { timeout: 20_000, interval: 20 },
  )
  const { board, pending } = await readKanban(getLocalDatabase())
  expect(pending.size).toBe(0)
  expect(seenOf(board.boards, board.tasks)).toEqual(seenOf(kanbanBoards(), kanbanTasks()))
  // Task for task: the ids the server gave replaced the temporary ones.
  expect(board.tasks.map((task) => task.id).sort()).toEqual(
    kanbanTasks()
      .map((task) => task.id)
      .sort(),
  )
}

/** The request an op makes on the board shown, or none when there is nothing to pick. */
function requestOf(op: Op, { boards, tasks }: BoardState, n: number): KanbanRequest | null {
  const key = newChangeKey()
  const board = 'board' in op ? boards[op.board % Math.max(boards.length, 1)] : undefined
  const task = 'task' in op ? tasks[op.task % Math.max(tasks.length, 1)] : undefined
  switch (op.kind) {
    case 'move':
      return task && board
        ? { type: 'kanban.task.move', key, taskId: task.id, boardId: board.id, index: op.index }
        : null
    case 'edit':
      return task
        ? {
            type: 'kanban.task.update',
            key,
            task: { ...task, title: `Edited ${n}` },
          }
        : null
    case 'addTask':
      return board
        ? {
            type: 'kanban.task.add',
            key,
            tempId: temporaryId(),
            draft: {
              title: `Task ${n}`,
              boardId: board.id,
              labels: [],
              description: '',
              dueDate: '2026-12-01',
              attachments: [],
              comments: [],
              assignedTo: [],
              coverImage: null,
            },
          }
        : null
    case 'addBoard':
      return { type: 'kanban.board.add', key, title: `Board ${n}` }
    case 'rename':
      return board
        ? { type: 'kanban.board.rename', key, boardId: board.id, title: `Renamed ${n}` }
        : null
    case 'clear':
      return board ? { type: 'kanban.board.clear', key, boardId: board.id } : null
    case 'delete':
      return board ? { type: 'kanban.board.delete', key, boardId: board.id } : null
  }
}

describe('the kanban board under random changes and server outcomes', () => {
  it(
    'ends showing exactly the demo server’s board, every refused change taken back',
    { timeout: 240_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(anOp, { minLength: 1, maxLength: 6 }),
          fc.array(anOutcome, { maxLength: 10 }),
          run,
        ),
        { numRuns: 15 },
      )
    },
  )
})
