import type {
  ActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
} from 'xstate'
import { kanbanBoards, kanbanTasks } from '@mocks/data/kanban'
import type { KanbanBoard, KanbanTask, TaskDraft } from '@models/kanban'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type {
  BoardState,
  KanbanContext,
  KanbanEdit,
  KanbanEvent,
  KanbanInput,
} from '@machines/kanban/kanban.types'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
import { allEventlessTransitions, uncoveredMacrosteps } from '../support/macrostep-coverage'
import {
  allStateIds,
  allTransitions,
  transitionPaths,
  type ModelPath,
} from '../support/model-paths'
import { greedyCover } from '../support/greedy-cover'
import { eventLabel, serializeState } from './kanban-model'

/*
 * The kanban machine's paths that the real kanban screen can walk, on the demo server's own board.
 * The model is the machine itself; its events are what a user can do on the screen (the "Move
 * to…" dialog, the edit drawer, the add forms, a board's menu and its confirmations, Try again)
 * and how the demo server can answer each request the screen makes (its own handler, or a 500),
 * offered only where the screen offers them: a board's menu is there only while the board is,
 * "Clear tasks" only while it has tasks, nothing while the edit drawer waits for the server (it
 * is modal), and while one change is on its way, only more moves (the dialog closes at once).
 */

/** The demo server's board as it is seeded: what the first load answers. */
export function seededBoard(): BoardState {
  return structuredClone({ boards: kanbanBoards(), tasks: kanbanTasks() })
}

const seeded = seededBoard()

/** Todo's first two tasks: the ones the user moves and edits. */
const movedTask = seeded.tasks.find((task) => task.id === 1 && task.boardId === 'todo')!
const editedTask = seeded.tasks.find((task) => task.id === 2 && task.boardId === 'todo')!

/** What the user types. */
export const typed = {
  newTask: 'Write the onboarding checklist',
  newBoard: 'Later',
  renamed: 'Backlog',
  edited: 'Review the widget code',
  blank: '   ',
}

/**
 * What the demo server answers an addition with: the next task id (one more than the seed's
 * highest), and a board id made from the title.
 */
const addedTaskId = Math.max(...seeded.tasks.map((task) => task.id)) + 1
const addedBoard: KanbanBoard = { id: 'later', title: typed.newBoard }

// What the add-task form sends; the screen gives its own due date, which no state depends on.
const draft: TaskDraft = {
  title: typed.newTask,
  boardId: 'todo',
  labels: [],
  description: '',
  dueDate: '2026-01-01',
  attachments: [],
  comments: [],
  assignedTo: [],
  coverImage: null,
}

type Move = Extract<KanbanEvent, { type: 'kanban.task.move' }>

/** The moves of the model, as the "Move to…" dialog asks for them. */
const moves: Move[] = [
  // Across boards: update-task-board, then the reorder of the board it went to.
  { type: 'kanban.task.move', key: 'across', taskId: movedTask.id, boardId: 'done', index: 0 },
  // Within a board: one reorder (or, when the task is already first, nothing at all).
  { type: 'kanban.task.move', key: 'within', taskId: editedTask.id, boardId: 'todo', index: 0 },
  // Back where it was: after a refused move across, this one has nothing left to do.
  { type: 'kanban.task.move', key: 'back', taskId: movedTask.id, boardId: 'todo', index: 0 },
]

/** Each kind of change once; the moves also while another change is on its way. */
function userEvents({ view, pending }: KanbanContext): KanbanEvent[] {
  if (view.boards.length === 0) return []
  if (pending.length > 1 || pending.some((command) => command.kind === 'updateTask')) return []
  const hasBoard = (id: string) => view.boards.some((board) => board.id === id)
  const shownTask = (id: number) => view.tasks.find((task) => task.id === id)
  const events: KanbanEvent[] = moves.filter(
    (move) => shownTask(move.taskId) && hasBoard(move.boardId),
  )
  if (pending.length === 1) return events
  const edited = shownTask(editedTask.id)
  if (edited) {
    events.push({
      type: 'kanban.task.update',
      key: 'update',
      task: { ...edited, title: typed.edited },
    })
  }
  if (hasBoard('todo') && !shownTask(addedTaskId)) {
    events.push({ type: 'kanban.task.add', key: 'addTask', draft })
  }
  if (!hasBoard(addedBoard.id)) {
    events.push({ type: 'kanban.board.add', key: 'addBoard', title: typed.newBoard })
  }
  const todo = view.boards.find((board) => board.id === 'todo')
  if (todo) {
    if (todo.title !== typed.renamed) {
      events.push({
        type: 'kanban.board.rename',
        key: 'rename',
        boardId: 'todo',
        title: typed.renamed,
      })
    }
    events.push({ type: 'kanban.board.rename', key: 'blank', boardId: 'todo', title: typed.blank })
    // "Clear tasks" is offered only for a board with tasks.
    if (view.tasks.some((task) => task.boardId === 'todo')) {
      events.push({ type: 'kanban.board.clear', key: 'clear', boardId: 'todo' })
    }
  }
  if (hasBoard('done')) events.push({ type: 'kanban.board.delete', key: 'delete', boardId: 'done' })
  return events
}

const refusal = new Error('500 Internal Server Error')

/**
 * How many changes a user makes in one path. Three are enough for everything that takes several
 * (a move, a second one queued behind it, the first refused); more only multiply the ways to
 * combine changes that do not meet, and the traversal with them.
 */
export const MOST_CHANGES = 3

/** A machine snapshot and the number of changes the user has made so far. */
export type ScreenSnapshot = AnyMachineSnapshot & { made: number }

const isUserEvent = (event: EventObject) => /^kanban\.(task|board)\./.test(event.type)

/** The kanban machine, counting the user's changes, as logic xstate/graph can traverse. */
function screenLogic() {
  const withMade = (snapshot: AnyMachineSnapshot, made: number) =>
    ({ ...snapshot, made }) as ScreenSnapshot
  return {
    ...kanbanMachine,
    getInitialSnapshot: (scope: ActorScope<never, never>, input: unknown) =>
      withMade(kanbanMachine.getInitialSnapshot(scope as never, input as never), 0),
    transition: (snapshot: ScreenSnapshot, event: EventObject, scope: ActorScope<never, never>) =>
      withMade(
        kanbanMachine.transition(snapshot, event as never, scope as never),
        snapshot.made + (isUserEvent(event) ? 1 : 0),
      ),
  } as unknown as AnyStateMachine
}

/**
 * What the screen's machine must be in after a step: its state, its queue and the boards of
 * kanban-model.ts's key, with the queued changes told apart by what they do, not by their keys
 * (the screen makes its own).
 */
export function screenStateKey(snapshot: AnyMachineSnapshot): string {
  const { pending } = snapshot.context as KanbanContext
  const [value, , server, view] = JSON.parse(serializeState(snapshot)) as unknown[]
  const what = pending.map((command) =>
    command.kind === 'move'
      ? `move ${command.taskId} to ${command.boardId} at ${command.index}`
      : command.kind,
  )
  return JSON.stringify([value, what, server, view])
}

/** The machine's key (kanban-model.ts) and the changes made so far. */
export const serializeScreenState = (snapshot: AnyMachineSnapshot) =>
  `${serializeState(snapshot)} ${(snapshot as ScreenSnapshot).made}`

/** What the user and the demo server can bring to the screen, state by state. */
export function screenEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as KanbanContext
  if (snapshot.matches('failed')) return [{ type: 'kanban.retry' }]
  const made = (snapshot as ScreenSnapshot).made
  const events: AnyEventObject[] = made < MOST_CHANGES ? [...userEvents(context)] : []
  if (snapshot.matches('loading')) {
    events.push(
      { type: 'xstate.done.actor.loadBoard', output: seeded },
      { type: 'xstate.error.actor.loadBoard', error: refusal },
    )
  }
  if (snapshot.matches({ ready: 'changingBoard' })) {
    events.push(
      { type: 'xstate.done.actor.updateTaskBoard', output: undefined },
      { type: 'xstate.error.actor.updateTaskBoard', error: refusal },
    )
  }
  if (snapshot.matches({ ready: 'reordering' })) {
    events.push(
      { type: 'xstate.done.actor.reorderTasks', output: undefined },
      { type: 'xstate.error.actor.reorderTasks', error: refusal },
    )
  }
  if (snapshot.matches({ ready: 'editing' })) {
    const head = context.pending[0] as KanbanEdit
    const output =
      head.kind === 'addTask'
        ? { task: { ...head.draft, id: addedTaskId } satisfies KanbanTask }
        : head.kind === 'addBoard'
          ? { board: addedBoard }
          : head.kind === 'updateTask'
            ? { task: head.task }
            : undefined
    events.push(
      { type: 'xstate.done.actor.sendEdit', output },
      { type: 'xstate.error.actor.sendEdit', error: refusal },
    )
  }
  return events
}

/** A step's event as the user or the demo server brings it about on screen. */
export function screenLabel(event: EventObject): string {
  const e = event as AnyEventObject
  switch (e.type) {
    case 'kanban.task.move':
      return {
        across: 'a task moved to another board',
        within: 'a task moved up its board',
        back: 'the task moved back to its board',
      }[e.key as string]!
    case 'kanban.task.update':
      return 'a task renamed in the drawer'
    case 'kanban.task.add':
      return 'a task added'
    case 'kanban.board.add':
      return 'a board added'
    case 'kanban.board.rename':
      return e.key === 'blank' ? 'a board renamed to blanks' : 'a board renamed'
    case 'kanban.board.clear':
      return 'a board cleared'
    case 'kanban.board.delete':
      return 'a board deleted'
    case 'kanban.retry':
      return 'Try again'
    default: {
      const label = eventLabel(event)
      return e.type.startsWith('xstate.error.') ? `${label} (500)` : label
    }
  }
}

/** Where a screen path starts: a first visit, or a visit back with the board shown last time. */
export type ScreenPath = ModelPath & { input: KanbanInput; cached: boolean }

/** Whether the user changes the board on the path: a path where they do not, a client can walk. */
export const userActs = (path: ModelPath) => path.steps.some((step) => isUserEvent(step.event))

/**
 * Every transition path of the screen model (for each state and each event the screen offers
 * there, the shortest path to the state, then that event), labelled as readable scenarios. From
 * the board shown last time only what the user does while it loads is new (once it has loaded the
 * machine is where a first visit brings it): those paths go on with the server's answers only.
 */
export function screenPaths(): ScreenPath[] {
  const from = (cached: boolean, prefix: string, events: typeof screenEvents) => {
    const input: KanbanInput = cached ? { board: seeded } : {}
    return transitionPaths(screenLogic(), {
      events,
      serializeState: serializeScreenState,
      limit: TRAVERSAL_LIMIT,
      input,
    }).map((path) => ({ ...labelled(path, screenLabel, prefix), input, cached }))
  }
  // Once it has loaded, the server answers what the user did while it loaded; the user does no more.
  const whileLoading = (snapshot: AnyMachineSnapshot) =>
    snapshot.matches('loading')
      ? screenEvents(snapshot)
      : screenEvents(snapshot).filter((event) => event.type.startsWith('xstate.'))
  return [
    ...from(false, 'first visit: ', screenEvents),
    ...from(true, 'back on the board shown last time: ', whileLoading),
  ]
}

const pendingOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as KanbanContext).pending
const isError = (event: EventObject) => event.type.startsWith('xstate.error.actor.')

/**
 * Behaviours that take more than one transition to see, which a main path must show as a whole:
 * each is a coverage item of its own.
 */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  'a move across boards: the board change, then the reorder, both taken': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'xstate.done.actor.reorderTasks' &&
        path.steps[index - 1]?.event.type === 'xstate.done.actor.updateTaskBoard',
    ),
  'a move across boards whose board change is taken and whose reorder is refused': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'xstate.error.actor.reorderTasks' &&
        path.steps[index - 1]?.event.type === 'xstate.done.actor.updateTaskBoard',
    ),
  'a refused change takes the queued move behind it along when nothing is left for it to do': (
    path,
  ) =>
    path.steps.some(
      (step, index) =>
        isError(step.event) &&
        pendingOf(path.steps[index - 1]!.state).length === 2 &&
        pendingOf(step.state).length === 0,
    ),
  'a change made on the board shown last time, sent once the server’s board is in': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'xstate.done.actor.loadBoard' &&
        pendingOf(path.steps[index - 1]!.state).length > 0 &&
        !step.state.matches({ ready: 'idle' }),
    ),
  'a change made while another is on its way, sent once that one is taken': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type.startsWith('xstate.done.actor.') &&
        index > 0 &&
        pendingOf(path.steps[index - 1]!.state).length === 2 &&
        pendingOf(step.state).length === 1 &&
        !step.state.matches({ ready: 'idle' }),
    ),
}

/**
 * Every state and transition of the machine, every event of the screen and every scenario of
 * `screenScenarios` the paths show, as coverage items.
 */
export function coverageItems(paths: ModelPath[]): Set<string> {
  const missed = uncoveredMacrosteps(kanbanMachine, paths)
  const transitions = [...allTransitions(kanbanMachine), ...allEventlessTransitions(kanbanMachine)]
  return new Set([
    ...allStateIds(kanbanMachine)
      .filter((id) => !missed.states.includes(id))
      .map((id) => `state ${id}`),
    ...transitions
      .filter((key) => !missed.transitions.includes(key))
      .map((key) => `transition ${key}`),
    ...paths.flatMap((path) =>
      path.steps.slice(1).map((step) => `event ${screenLabel(step.event)}`),
    ),
    ...Object.entries(screenScenarios)
      .filter(([, shows]) => paths.some(shows))
      .map(([name]) => `scenario ${name}`),
  ])
}

/** The main paths: the fewest of `candidates` that cover all they cover (support/greedy-cover.ts). */
export function mainPaths<TPath extends ModelPath>(
  candidates: TPath[],
  already = new Set<string>(),
): TPath[] {
  return greedyCover(candidates, (path) => coverageItems([path]), already)
}
