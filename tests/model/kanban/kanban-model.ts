import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { KanbanBoard, KanbanTask, TaskDraft } from '@models/kanban'
import type { BoardState } from '@models/kanban-board'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type {
  KanbanContext,
  KanbanEdit,
  KanbanEvent,
  KanbanInput,
} from '@machines/kanban/kanban.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

export function task(id: number, boardId: string): KanbanTask {
  return {
    id,
    title: `Task ${id}`,
    boardId,
    labels: [],
    description: '',
    dueDate: '2026-11-24',
    attachments: [],
    comments: [],
    assignedTo: [],
    coverImage: null,
  }
}

const boards: KanbanBoard[] = [
  { id: 'todo', title: 'Todo' },
  { id: 'done', title: 'Done' },
]

/** The board the server answers the first load with. */
export const seededBoard: BoardState = { boards, tasks: [task(1, 'todo'), task(2, 'todo')] }

/** What the server answers an added task or board with. */
export const addedTask = task(3, 'todo')
export const addedBoard: KanbanBoard = { id: 'later', title: 'Later' }
const addedDraft: TaskDraft = { ...task(3, 'todo') }
delete (addedDraft as Partial<KanbanTask>).id

/** What the user does in the model: one of each kind of change, and a few that change nothing. */
export const userEvents: KanbanEvent[] = [
  // Across boards: update-task-board, then the reorder of the board it went to.
  { type: 'kanban.task.move', key: 'across', taskId: 1, boardId: 'done', index: 0 },
  // Within a board: one reorder.
  { type: 'kanban.task.move', key: 'within', taskId: 2, boardId: 'todo', index: 0 },
  // Back where it was: after a refused move across, this one has nothing left to do.
  { type: 'kanban.task.move', key: 'back', taskId: 1, boardId: 'todo', index: 0 },
  { type: 'kanban.task.update', key: 'update', task: { ...task(2, 'todo'), title: 'Renamed' } },
  { type: 'kanban.task.add', key: 'add', draft: addedDraft },
  { type: 'kanban.board.add', key: 'addBoard', title: 'Later' },
  { type: 'kanban.board.clear', key: 'clear', boardId: 'todo' },
  { type: 'kanban.board.rename', key: 'rename', boardId: 'todo', title: 'Later' },
  { type: 'kanban.board.delete', key: 'delete', boardId: 'done' },
  // Nothing to change: refused by the machine's guard.
  { type: 'kanban.board.rename', key: 'blank', boardId: 'todo', title: '   ' },
]

const refusal = new Error('refused by the server')

/** Every event the user, a settling actor or the server can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as KanbanContext
  if (snapshot.matches('failed')) return [{ type: 'kanban.retry' }]
  const outcomes: AnyEventObject[] = []
  if (snapshot.matches('loading')) {
    outcomes.push(
      { type: 'xstate.done.actor.loadBoard', output: seededBoard },
      { type: 'xstate.error.actor.loadBoard', error: refusal },
    )
    // Loading with nothing on screen, there is nothing to change yet.
    if (context.view.boards.length === 0) return outcomes
  }
  // A task is added once: the server gives every added task the same id in this model.
  const added = (kind: string, present: boolean) =>
    present || context.pending.some((command) => command.kind === kind)
  const addedAlready = {
    'kanban.task.add': added(
      'addTask',
      context.view.tasks.some((entry) => entry.id === addedTask.id),
    ),
    'kanban.board.add': added(
      'addBoard',
      context.view.boards.some((entry) => entry.id === addedBoard.id),
    ),
  } as Record<string, boolean>
  // Any change when nothing waits; while one waits, the moves that show queueing and rollback.
  const user =
    context.pending.length === 0
      ? userEvents.filter((event) => !addedAlready[event.type])
      : context.pending.length === 1
        ? userEvents.filter((event) => event.type === 'kanban.task.move')
        : []
  if (snapshot.matches({ ready: 'changingBoard' })) {
    outcomes.push(
      { type: 'xstate.done.actor.updateTaskBoard', output: undefined },
      { type: 'xstate.error.actor.updateTaskBoard', error: refusal },
    )
  }
  if (snapshot.matches({ ready: 'reordering' })) {
    outcomes.push(
      { type: 'xstate.done.actor.reorderTasks', output: undefined },
      { type: 'xstate.error.actor.reorderTasks', error: refusal },
    )
  }
  if (snapshot.matches({ ready: 'editing' })) {
    const head = context.pending[0] as KanbanEdit
    const output =
      head.kind === 'addTask'
        ? { task: addedTask }
        : head.kind === 'addBoard'
          ? { board: addedBoard }
          : undefined
    outcomes.push(
      { type: 'xstate.done.actor.sendEdit', output },
      { type: 'xstate.error.actor.sendEdit', error: refusal },
    )
  }
  return [...user, ...outcomes]
}

// What decides what comes next: the state, the queue and what the server and the screen hold.
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const { server, view, pending } = snapshot.context as KanbanContext
  const board = (state: BoardState) => [
    state.boards.map((entry) => `${entry.id}=${entry.title}`),
    state.tasks.map((entry) => `${entry.id}@${entry.boardId}`),
  ]
  return JSON.stringify([
    snapshot.value,
    pending.map((command) => command.key),
    board(server),
    board(view),
  ])
}

export function eventLabel(event: EventObject): string {
  const known = event as { key?: string; error?: unknown }
  if (known.key) return `${event.type} (${known.key})`
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
  if (match) return `${match[2]} ${match[1] === 'done' ? 'taken' : 'refused'}`
  return event.type
}

/** Where a path starts: from nothing, or from the board the query cache kept from last time. */
export type KanbanPath = ModelPath & { input: KanbanInput }

/** The board shown last time: the same the server then answers with. */
export const boardShownLastTime: KanbanInput = { board: seededBoard }

export function kanbanPaths(): KanbanPath[] {
  const from = (input: KanbanInput, prefix: string, events: typeof modelEvents) =>
    transitionPaths(kanbanMachine, { events, serializeState, limit: TRAVERSAL_LIMIT, input }).map(
      (path) => ({ ...labelled(path, eventLabel, prefix), input }),
    )
  // From the board shown last time, only the load is new: once it settles, the machine is where
  // a start from nothing brings it, and those paths go on from there.
  const whileLoading = (snapshot: AnyMachineSnapshot) =>
    snapshot.matches('loading') ? modelEvents(snapshot) : []
  return [
    ...from({}, '', modelEvents),
    ...from(boardShownLastTime, 'from the board shown last time: ', whileLoading),
  ]
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'kanban', paths: kanbanPaths }
