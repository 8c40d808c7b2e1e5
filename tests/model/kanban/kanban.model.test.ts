import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyEventObject, type EventObject } from 'xstate'
import type { KanbanTask, TaskDraft } from '@models/kanban'
import {
  applyCommand,
  changeBoard,
  movesAnything,
  reorderBoard,
  withPending,
  type BoardState,
  type KanbanCommand,
} from '@models/kanban-board'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type {
  BoardChange,
  BoardOrder,
  CommandOutput,
  KanbanEdit,
  KanbanEmitted,
  KanbanInput,
} from '@machines/kanban/kanban.types'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { createFakeActors, performStep } from '../support/fake-actors'
import {
  boardShownLastTime,
  kanbanPaths,
  seededBoard,
  serializeState,
  task,
  type KanbanPath,
} from './kanban-model'

const paths = kanbanPaths()

/** The machine with fake actors the test settles, and what it told the user and the screen. */
function startKanban(input: KanbanInput = {}) {
  const fakes = createFakeActors()
  const refused: { command: KanbanCommand; error: unknown }[] = []
  const failures: unknown[] = []
  const settled: KanbanEmitted[] = []
  const actor = createActor(
    kanbanMachine.provide({
      actors: {
        loadBoard: fakes.logic<BoardState, unknown>(),
        updateTaskBoard: fakes.logic<KanbanTask, BoardChange>(),
        reorderTasks: fakes.logic<undefined, BoardOrder>(),
        sendEdit: fakes.logic<CommandOutput, KanbanEdit>(),
      },
      actions: {
        notifyRefused: (_, params) => refused.push(params),
        reportFailure: (_, params) => failures.push(params.error),
      },
    }),
    { input },
  )
  actor.on('kanban.settled', (event) => settled.push(event))
  actor.start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => 0)
  return { actor, fakes, refused, failures, settled, step }
}

const outcome = (event: EventObject) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) as
    [string, 'done' | 'error', string] | null

/**
 * Runs a path and checks each step against the rules the machine documents: the screen is always
 * the server's board with the queued changes on top; the client's idea of the server's board is
 * exactly what the calls the server took did to it (a reference server replays them); one call at
 * a time, for the oldest change; every refusal tells the user once and every settled change is
 * announced once.
 */
async function run(path: KanbanPath) {
  const { actor, fakes, refused, settled, step } = startKanban(path.input)
  let reference: BoardState | null = null
  for (const { event, state } of path.steps.slice(1)) {
    const before = actor.getSnapshot()
    const mark = { refused: refused.length, settled: settled.length, calls: fakes.calls.length }
    const running = fakes.calls.at(-1)
    await step(event)
    const after = actor.getSnapshot()
    const label = `after ${event.type}`
    expect(serializeState(after), label).toBe(serializeState(state))

    const settles = outcome(event)
    if (settles?.[2] === 'loadBoard' && settles[1] === 'done') reference = seededBoard
    if (settles && settles[1] === 'done' && reference && running) {
      const head = before.context.pending[0]!
      if (settles[2] === 'updateTaskBoard') {
        const { taskId, boardId } = running.input as BoardChange
        reference = { ...reference, tasks: changeBoard(reference.tasks, taskId, boardId) }
      } else if (settles[2] === 'reorderTasks') {
        const { boardId, ids } = running.input as BoardOrder
        // The reorder names every task of the board, no more, no fewer.
        expect([...ids].sort(), label).toEqual(
          reference.tasks
            .filter((entry) => entry.boardId === boardId)
            .map((entry) => entry.id)
            .sort(),
        )
        reference = { ...reference, tasks: reorderBoard(reference.tasks, boardId, ids) }
      } else if (settles[2] === 'sendEdit') {
        expect(running.input, label).toEqual(head)
        reference = applyCommand(reference, head, (event as { output?: CommandOutput }).output)
      }
    }
    if (reference) expect(after.context.server, label).toEqual(reference)
    expect(after.context.view, label).toEqual(
      withPending(after.context.server, after.context.pending),
    )

    // A refusal is told once and the refused change leaves the queue; so do the moves right
    // behind it that the refusal left with nothing to do (announced as done, not refused).
    const refusedNow = refused.slice(mark.refused)
    if (settles?.[1] === 'error' && settles[2] !== 'loadBoard') {
      expect(
        refusedNow.map((entry) => entry.command),
        label,
      ).toEqual([before.context.pending[0]])
      const rest = before.context.pending.slice(1)
      const pointless = (command: KanbanCommand) =>
        command.kind === 'move' &&
        (!after.context.server.boards.some((board) => board.id === command.boardId) ||
          !movesAnything(after.context.server.tasks, command))
      while (rest[0] && pointless(rest[0])) {
        const skipped = rest.shift()!
        expect(settled.slice(mark.settled), label).toContainEqual({
          type: 'kanban.settled',
          key: skipped.key,
          kind: 'move',
          ok: true,
        })
      }
      expect(after.context.pending, label).toEqual(rest)
    } else {
      expect(refusedNow, label).toEqual([])
    }
    for (const announced of settled.slice(mark.settled)) {
      expect(
        before.context.pending.some((command) => command.key === announced.key),
        label,
      ).toBe(true)
    }

    // At most one call on its way, and it is for the oldest change.
    const started = fakes.calls.slice(mark.calls)
    expect(started.length, label).toBeLessThanOrEqual(1)
    if (started[0] && started[0].id !== 'loadBoard') {
      const head = after.context.pending[0]!
      if (started[0].id === 'sendEdit') expect(started[0].input).toEqual(head)
      else if (started[0].id === 'updateTaskBoard')
        expect(started[0].input).toEqual({
          taskId: (head as BoardChange).taskId,
          boardId: (head as BoardChange).boardId,
        })
      else expect((started[0].input as BoardOrder).boardId).toBe((head as BoardChange).boardId)
    }
  }
  actor.stop()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeGeneratedPaths('kanban machine (generated paths)', {
  machine: kanbanMachine,
  paths,
  run: (path) => run(path as KanbanPath),
  covers: 'covers every state and every transition of the machine, eventless ones included',
})

describe('kanban machine (behaviour)', () => {
  const loaded = { type: 'xstate.done.actor.loadBoard', output: seededBoard }
  const taken = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output })
  const refusedBy = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('no') })
  const ids = (state: BoardState, boardId: string) =>
    state.tasks.filter((entry) => entry.boardId === boardId).map((entry) => entry.id)

  it('shows a move at once and puts the board back exactly when the server refuses it', async () => {
    const { actor, refused, settled, step } = startKanban()
    await step(loaded)
    await step({ type: 'kanban.task.move', key: 'm', taskId: 1, boardId: 'done', index: 0 })
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([1])
    await step(refusedBy('updateTaskBoard'))
    expect(actor.getSnapshot().context.view).toEqual(seededBoard)
    expect(refused.map((entry) => entry.command.key)).toEqual(['m'])
    expect(settled).toEqual([{ type: 'kanban.settled', key: 'm', kind: 'move', ok: false }])
  })

  it('moves across boards with update-task-board, then the reorder of the board it went to', async () => {
    const { actor, fakes, step } = startKanban()
    await step({
      ...loaded,
      output: { ...seededBoard, tasks: [...seededBoard.tasks, task(5, 'done')] },
    })
    await step({ type: 'kanban.task.move', key: 'm', taskId: 2, boardId: 'done', index: 0 })
    await step(taken('updateTaskBoard'))
    await step(taken('reorderTasks'))
    expect(fakes.calls.slice(1)).toEqual([
      { id: 'updateTaskBoard', input: { taskId: 2, boardId: 'done' } },
      { id: 'reorderTasks', input: { boardId: 'done', ids: [2, 5] } },
    ])
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(ids(actor.getSnapshot().context.server, 'done')).toEqual([2, 5])
  })

  it('keeps a task last on its new board when update-task-board went through and the reorder was refused', async () => {
    const { actor, refused, settled, step } = startKanban()
    await step({
      ...loaded,
      output: { ...seededBoard, tasks: [...seededBoard.tasks, task(5, 'done')] },
    })
    await step({ type: 'kanban.task.move', key: 'm', taskId: 1, boardId: 'done', index: 0 })
    await step({ type: 'kanban.task.move', key: 'later', taskId: 5, boardId: 'todo', index: 0 })
    await step(taken('updateTaskBoard'))
    await step(refusedBy('reorderTasks'))
    const { server, view, pending } = actor.getSnapshot().context
    // What the server holds: the first step of the move, not its reorder.
    expect(ids(server, 'done')).toEqual([5, 1])
    expect(ids(server, 'todo')).toEqual([2])
    // The later move still shows on top of it.
    expect(pending.map((command) => command.key)).toEqual(['later'])
    expect(ids(view, 'todo')).toEqual([5, 2])
    expect(ids(view, 'done')).toEqual([1])
    expect(refused.map((entry) => entry.command.key)).toEqual(['m'])
    expect(settled).toEqual([{ type: 'kanban.settled', key: 'm', kind: 'move', ok: false }])
  })

  it('sends a second move only once the first one is settled, and keeps it when the first is refused', async () => {
    const { actor, fakes, step } = startKanban()
    await step(loaded)
    await step({ type: 'kanban.task.move', key: 'first', taskId: 2, boardId: 'todo', index: 0 })
    await step({ type: 'kanban.task.move', key: 'second', taskId: 1, boardId: 'done', index: 0 })
    expect(fakes.calls.map((call) => call.id)).toEqual(['loadBoard', 'reorderTasks'])
    expect(ids(actor.getSnapshot().context.view, 'todo')).toEqual([2])
    await step(refusedBy('reorderTasks'))
    // The first move is gone, the second still shows and is on its way.
    expect(ids(actor.getSnapshot().context.view, 'todo')).toEqual([2])
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([1])
    expect(fakes.calls.at(-1)).toEqual({
      id: 'updateTaskBoard',
      input: { taskId: 1, boardId: 'done' },
    })
  })

  it('does not queue a move that changes nothing', async () => {
    const { actor, fakes, step } = startKanban()
    await step(loaded)
    await step({ type: 'kanban.task.move', key: 'm', taskId: 1, boardId: 'todo', index: 0 })
    expect(actor.getSnapshot().context.pending).toEqual([])
    expect(fakes.calls).toHaveLength(1)
  })

  it('skips a queued move whose task an earlier change removed', async () => {
    const { actor, settled, step } = startKanban()
    await step(loaded)
    await step({ type: 'kanban.board.clear', key: 'clear', boardId: 'todo' })
    // Queued against what the screen showed before the clear arrived there.
    actor.send({ type: 'kanban.task.move', key: 'm', taskId: 1, boardId: 'done', index: 0 })
    await step(taken('sendEdit'))
    expect(settled.map((event) => event.key)).toEqual(['clear'])
    expect(actor.getSnapshot().context.pending).toEqual([])
  })

  it('adds a task only once the server gave it an id', async () => {
    const { actor, step } = startKanban()
    await step(loaded)
    const draft: Partial<KanbanTask> = task(9, 'done')
    delete draft.id
    await step({ type: 'kanban.task.add', key: 'a', draft: draft as TaskDraft })
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([])
    await step(taken('sendEdit', { task: task(9, 'done') }))
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([9])
  })

  it('loads again after a failed load when asked', async () => {
    const { actor, failures, step } = startKanban()
    await step(refusedBy('loadBoard'))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(failures).toHaveLength(1)
    await step({ type: 'kanban.retry' })
    await step(loaded)
    expect(actor.getSnapshot().context.view).toEqual(seededBoard)
  })

  it('shows the board from last time and takes a change on it while the server is asked', async () => {
    const { actor, fakes, step } = startKanban(boardShownLastTime)
    expect(actor.getSnapshot().context.view).toEqual(seededBoard)
    await step({ type: 'kanban.task.move', key: 'm', taskId: 1, boardId: 'done', index: 0 })
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([1])
    // Nothing is sent before the server's board is there to send it against.
    expect(fakes.calls.map((call) => call.id)).toEqual(['loadBoard'])

    // The server's board has a task the cache did not: the move lands on top of it.
    const fresh = { ...seededBoard, tasks: [...seededBoard.tasks, task(7, 'done')] }
    await step({ ...loaded, output: fresh })
    expect(ids(actor.getSnapshot().context.view, 'done')).toEqual([1, 7])
    expect(fakes.calls.at(-1)).toEqual({
      id: 'updateTaskBoard',
      input: { taskId: 1, boardId: 'done' },
    })
  })

  it('keeps the board from last time usable when the server cannot be asked', async () => {
    const { actor, failures, step } = startKanban(boardShownLastTime)
    await step(refusedBy('loadBoard'))
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(actor.getSnapshot().context.view).toEqual(seededBoard)
    expect(failures).toHaveLength(1)
  })
})
