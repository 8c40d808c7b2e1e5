import {
  transition,
  type ActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { kanbanBoards, kanbanTasks } from '@mocks/kanban/kanban'
import { boardIdFor, type KanbanTask, type TaskDraft } from '@models/kanban/kanban'
import {
  applyCommand,
  changeBoard,
  movesOnServer,
  moveTask,
  tasksOf,
  withPending,
  withServerIds,
  type BoardState,
  type KanbanCommand,
} from '@models/kanban/kanban-board'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type { KanbanContext, KanbanEvent, KanbanInput } from '@machines/kanban/kanban.types'
import type { RecordParams } from '@machines/record-params'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
import { allEventlessTransitions, uncoveredMacrosteps } from '../support/macrostep-coverage'
import {
  allStateIds,
  allTransitions,
  transitionPaths,
  uncovered,
  type ModelPath,
  type ModelStep,
} from '../support/model-paths'
import { greedyCover } from '../support/greedy-cover'

/*
 * The kanban screen's paths, on the demo server's own board. The model is the kanban machine
 * together with the world around it: what the local store holds, the server's first load, the
 * outbox and the request it has on its way, the network, and what the demo server holds. Its
 * events are what a user can do on the screen (the "Move to…" dialog, the edit drawer, the add
 * forms, a board's menu, Try again, a reload), how the demo server answers each request the screen
 * or the outbox makes (its own handler, a 409 for a change, a 500 for a load), and the network
 * going and coming back. After each of them the screen shows what the store holds, which the
 * machine is fed (`kanban.shown`), as the screen's live query does.
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

/** The temporary id the model gives the added task (the screen makes its own). */
const TEMPORARY_ID = -1

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
  // Within a board: one reorder.
  { type: 'kanban.task.move', key: 'within', taskId: editedTask.id, boardId: 'todo', index: 0 },
  // Back where it was: after a refused move across, this one has nothing left to do.
  { type: 'kanban.task.move', key: 'back', taskId: movedTask.id, boardId: 'todo', index: 0 },
]

/** A change in the outbox, and how far its sending got. */
export interface Queued {
  command: KanbanCommand
  /** A move across boards whose update-task-board the server took: its reorder is next. */
  boardChanged: boolean
}

/** Everything around the machine that decides what the screen shows and what comes next. */
export interface World {
  /** The store holds the server's board (from this visit's load, or a visit before). */
  stored: boolean
  /** A load of the board is on its way (held until the path answers it). */
  loading: boolean
  /** The last load failed. */
  failed: boolean
  online: boolean
  /** The demo server's board, which the store's copy of it always equals once stored. */
  server: BoardState
  queue: Queued[]
  /** The changes the user has made (of those the model allows). */
  made: number
  /** One of them was made offline. */
  madeOffline: boolean
  /**
   * Another user renamed Done (on a client's path only): on the server, and, once a load brought
   * it, in the store.
   */
  elsewhere: 'no' | 'server' | 'stored'
  /** The page was reloaded once already. */
  reloaded: boolean
  /** The id the demo server gives the next task. */
  nextTaskId: number
}

/** A machine snapshot with the world at that point of the path. */
export type ScreenSnapshot = AnyMachineSnapshot & { world: World }

/** What the world does besides the user. */
export type WorldEvent =
  /** Another user renames Done, and the screen's tab gets the focus back (which loads the board). */
  | { type: 'server.elsewhere' }
  | { type: 'load.answer' }
  | { type: 'load.fail' }
  | { type: 'sync.retry' }
  /** The demo server takes the request on its way, or refuses it (409). */
  | { type: 'server.take'; endpoint: string }
  | { type: 'server.refuse'; endpoint: string }
  | { type: 'network.lost' }
  | { type: 'network.back' }
  | { type: 'page.reload' }

/**
 * How many changes a user makes in one path: two are enough for everything that takes several (a
 * move, a second one queued behind it, the first refused); more only multiply the ways to combine
 * changes that do not meet.
 */
export const MOST_CHANGES = 2

const isRequest = (event: EventObject) => /^kanban\.(task|board)\./.test(event.type)

/** The title another user gives Done. */
export const RENAMED_ELSEWHERE = 'Shipped'

/** The server's board as the store holds it: all of it but what another user did unseen. */
function storedCopy(world: World): BoardState {
  if (world.elsewhere !== 'server') return world.server
  const boards = world.server.boards.map((board) =>
    board.id === 'done' ? { ...board, title: 'Done' } : board,
  )
  return { ...world.server, boards }
}

/** What the store shows: the server's board with the changes on their way applied, in order. */
export const viewOf = (world: World): BoardState | null =>
  world.stored
    ? withPending(
        storedCopy(world),
        world.queue.map((queued) => queued.command),
      )
    : null

/** The request the outbox has on its way for the oldest change, by endpoint. */
export function headEndpoint(world: World): string | null {
  const head = world.queue[0]
  if (!head || !world.online) return null
  const { command } = head
  switch (command.kind) {
    case 'move': {
      const task = world.server.tasks.find((each) => each.id === command.taskId)!
      return task.boardId !== command.boardId && !head.boardChanged
        ? 'update-task-board'
        : 'reorder-tasks'
    }
    case 'updateTask':
      return 'update-task'
    case 'addTask':
      return 'add-task'
    case 'addBoard':
      return 'add-board'
    case 'renameBoard':
      return 'update-board'
    case 'deleteBoard':
      return 'delete-board'
    case 'clearBoard':
      return 'clear-tasks'
  }
}

/** Whether a change still names what it changes on the server's board (else it is not sent). */
function namesWhatIsThere(server: BoardState, command: KanbanCommand): boolean {
  const hasBoard = (id: string) => server.boards.some((board) => board.id === id)
  switch (command.kind) {
    case 'move':
      return movesOnServer(server, command)
    case 'updateTask':
      return server.tasks.some((task) => task.id === command.task.id)
    case 'addTask':
      return hasBoard(command.draft.boardId)
    case 'addBoard':
      return true
    default:
      return hasBoard(command.boardId)
  }
}

/** Online, the outbox settles at once the oldest changes that have nothing left to do. */
function settleHead(world: World): World {
  if (!world.online) return world
  let queue = world.queue
  while (queue[0] && !queue[0].boardChanged && !namesWhatIsThere(world.server, queue[0].command)) {
    queue = queue.slice(1)
  }
  return queue === world.queue ? world : { ...world, queue }
}

/** The demo server takes the request on its way. */
function take(world: World): World {
  const [head, ...rest] = world.queue
  const { command } = head!
  if (command.kind === 'move') {
    if (headEndpoint(world) === 'update-task-board') {
      const tasks = changeBoard(world.server.tasks, command.taskId, command.boardId)
      return {
        ...world,
        server: { ...world.server, tasks },
        queue: [{ ...head!, boardChanged: true }, ...rest],
      }
    }
    const tasks = moveTask(world.server.tasks, command.taskId, command.boardId, command.index)
    return settleHead({ ...world, server: { ...world.server, tasks }, queue: rest })
  }
  let server = world.server
  let queue = rest
  let nextTaskId = world.nextTaskId
  if (command.kind === 'addTask') {
    const task: KanbanTask = { ...command.draft, id: nextTaskId++ }
    server = applyCommand(server, command, { task })
    const ids = { tasks: new Map([[command.tempId, task.id]]), boards: new Map<string, string>() }
    queue = rest.map((queued) => ({ ...queued, command: withServerIds(queued.command, ids) }))
  } else if (command.kind === 'addBoard') {
    const id = boardIdFor(
      command.title,
      server.boards.map((board) => board.id),
    )
    server = applyCommand(server, command, { board: { id, title: command.title } })
    const ids = { tasks: new Map<number, number>(), boards: new Map([[command.boardId, id]]) }
    queue = rest.map((queued) => ({ ...queued, command: withServerIds(queued.command, ids) }))
  } else {
    server = applyCommand(server, command)
  }
  return settleHead({ ...world, server, queue, nextTaskId })
}

/** The demo server refuses the request on its way: the change is dropped (and taken back). */
function refuse(world: World): World {
  // A move whose board change went through: the outbox reloads the board, which the store then
  // holds as the server does (the task last on its new board).
  return settleHead({ ...world, queue: world.queue.slice(1) })
}

/** The world after one of its events. */
function worldAfter(world: World, event: WorldEvent): World {
  switch (event.type) {
    case 'load.answer': {
      const elsewhere = world.elsewhere === 'server' ? 'stored' : world.elsewhere
      return settleHead({ ...world, stored: true, loading: false, failed: false, elsewhere })
    }
    case 'server.elsewhere': {
      const boards = world.server.boards.map((board) =>
        board.id === 'done' ? { ...board, title: RENAMED_ELSEWHERE } : board,
      )
      const server = { ...world.server, boards }
      return { ...world, server, elsewhere: 'server', loading: true }
    }
    case 'load.fail':
      return { ...world, loading: false, failed: true }
    case 'sync.retry':
      return { ...world, loading: true }
    case 'server.take':
      return take(world)
    case 'server.refuse':
      return refuse(world)
    case 'network.lost':
      return { ...world, online: false }
    case 'network.back':
      // The outbox sends again, and the screen loads the board again (held by the path).
      return settleHead({ ...world, online: true, loading: true })
    case 'page.reload':
      // The screen asks for the board as it opens again: held, offline or not.
      return { ...world, reloaded: true, loading: true }
  }
}

/** The changes a request records (the machine's `record` action), if any. */
function queuedBy(actions: { type: string; params?: unknown }[]): KanbanCommand[] {
  return actions
    .filter((action) => action.type === 'record')
    .flatMap((action) => (action.params as RecordParams).events)
    .flatMap((event) => (event.type === 'change.queued' ? [event.change as KanbanCommand] : []))
}

const sameBoard = (a: BoardState, b: BoardState) => JSON.stringify(a) === JSON.stringify(b)

/**
 * One step of the screen: the event (the user's, to the machine; the world's, to the world), then,
 * when the store shows something new, `kanban.shown` to the machine. Returns the machine snapshot
 * before that (for the coverage of the machine's own transitions) and after.
 */
export function screenStep(
  before: ScreenSnapshot,
  event: EventObject,
  input: KanbanInput,
): { machine: AnyMachineSnapshot; shown: BoardState | null; after: ScreenSnapshot } {
  let machine: AnyMachineSnapshot = before
  let world = before.world
  if (isRequest(event)) {
    const [next, actions] = transition(kanbanMachine, before, event as KanbanEvent)
    machine = next
    const queued = queuedBy(actions as { type: string; params?: unknown }[])
    world = settleHead({
      ...world,
      made: world.made + 1,
      madeOffline: world.madeOffline || (!world.online && queued.length > 0),
      queue: [...world.queue, ...queued.map((command) => ({ command, boardChanged: false }))],
    })
  } else if (event.type !== 'xstate.init') {
    world = worldAfter(world, event as WorldEvent)
    if (event.type === 'page.reload') {
      machine = kanbanMachine.getInitialSnapshot(scope() as never, input)
    }
  }
  const view = viewOf(world)
  const board = (machine.context as KanbanContext).board
  const shown = view && (machine.matches('opening') || !sameBoard(view, board)) ? view : null
  const after = shown
    ? transition(kanbanMachine, machine, { type: 'kanban.shown', board: shown })[0]
    : machine
  return { machine, shown, after: { ...after, world } as ScreenSnapshot }
}

/** The scope the machine's own initial snapshot is made in (nothing runs in it). */
function scope(): ActorScope<never, never> {
  return {
    self: undefined,
    defer: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
    logger: () => undefined,
    id: '',
    sessionId: 'model',
    system: undefined,
    stopChild: () => undefined,
  } as unknown as ActorScope<never, never>
}

/** The kanban machine with its world, as logic xstate/graph can traverse. */
function screenLogic(input: KanbanInput, cached: boolean) {
  const start: World = {
    stored: cached,
    loading: true,
    failed: false,
    online: true,
    server: seeded,
    queue: [],
    made: 0,
    madeOffline: false,
    elsewhere: 'no',
    reloaded: false,
    nextTaskId: Math.max(...seeded.tasks.map((task) => task.id)) + 1,
  }
  return {
    ...kanbanMachine,
    getInitialSnapshot: (actorScope: ActorScope<never, never>) => {
      const first = {
        ...kanbanMachine.getInitialSnapshot(actorScope as never, input as never),
        world: start,
      } as ScreenSnapshot
      // Back on a board stored before, the store shows it at once.
      return cached ? screenStep(first, { type: 'xstate.init' }, input).after : first
    },
    transition: (snapshot: ScreenSnapshot, event: EventObject) =>
      screenStep(snapshot, event, input).after,
  } as unknown as AnyStateMachine
}

/**
 * What a path looks at: every kind of change and how the server answers it, online all along
 * ('changes'); or the network going and coming back, reloads and loads, with a move and a new task
 * ('network'). Apart, the two stay small enough to walk whole.
 */
export type Scope = 'changes' | 'network'

/** Each kind of change once; the moves also while another change is on its way. */
function userEvents(view: BoardState, world: World, scope: Scope): KanbanEvent[] {
  if (world.queue.length > 1) return []
  if (scope === 'network') {
    return [
      ...moves.filter(
        (move) =>
          move.key === 'across' &&
          view.tasks.some((t) => t.id === move.taskId && t.boardId === 'todo'),
      ),
      ...(world.queue.length === 0 && !view.tasks.some((task) => task.title === typed.newTask)
        ? [{ type: 'kanban.task.add', key: 'addTask', draft, tempId: TEMPORARY_ID } as const]
        : []),
    ]
  }
  const hasBoard = (id: string) => view.boards.some((board) => board.id === id)
  const shownTask = (id: number) => view.tasks.find((task) => task.id === id)
  const events: KanbanEvent[] = moves.filter(
    (move) => shownTask(move.taskId) && hasBoard(move.boardId),
  )
  if (world.queue.length === 1) return events
  const edited = shownTask(editedTask.id)
  if (edited) {
    events.push({
      type: 'kanban.task.update',
      key: 'update',
      task: { ...edited, title: typed.edited },
    })
  }
  if (hasBoard('todo') && !view.tasks.some((task) => task.title === typed.newTask)) {
    events.push({ type: 'kanban.task.add', key: 'addTask', draft, tempId: TEMPORARY_ID })
  }
  if (!view.boards.some((board) => board.title === typed.newBoard)) {
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
    if (tasksOf(view.tasks, 'todo').length > 0) {
      events.push({ type: 'kanban.board.clear', key: 'clear', boardId: 'todo' })
    }
  }
  if (hasBoard('done')) events.push({ type: 'kanban.board.delete', key: 'delete', boardId: 'done' })
  return events
}

/** What the user, the demo server and the network can bring to the screen, state by state. */
export const screenEvents =
  (scope: Scope) =>
  (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const { world } = snapshot as ScreenSnapshot
    const { context } = snapshot as unknown as { context: KanbanContext }
    const events: AnyEventObject[] = []
    if (world.loading && world.online) events.push({ type: 'load.answer' }, { type: 'load.fail' })
    if (!world.stored) {
      if (!world.loading && world.failed) events.push({ type: 'sync.retry' })
      return events
    }
    const view = viewOf(world)!
    if (context.mayChange && world.made < MOST_CHANGES)
      events.push(...userEvents(view, world, scope))
    if (world.online && !world.loading && world.failed) events.push({ type: 'sync.retry' })
    const endpoint = headEndpoint(world)
    if (endpoint) {
      events.push({ type: 'server.take', endpoint })
      // The outbox reloads the board after a refused reorder whose board change went through: not
      // while the screen's own load is held, which would take its place.
      const reloads = endpoint === 'reorder-tasks' && world.queue[0]!.boardChanged
      if (!reloads || !world.loading) events.push({ type: 'server.refuse', endpoint })
    }
    if (scope === 'changes') return events
    // What a client sees change: what others do.
    if (!context.mayChange && world.online && !world.loading && world.elsewhere === 'no') {
      events.push({ type: 'server.elsewhere' })
    }
    // Not while a load is held, nor between a move's two calls (the outbox would send its board
    // change again on the store's copy, which does not know of the first).
    if (world.online && !world.loading && !world.queue[0]?.boardChanged) {
      events.push({ type: 'network.lost' })
    }
    if (!world.online) {
      events.push({ type: 'network.back' })
      if (world.queue.length > 0 && !world.reloaded) events.push({ type: 'page.reload' })
    }
    return events
  }

/** A step's event as the user, the demo server or the network brings it about on screen. */
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
    case 'load.answer':
      return 'the board loads'
    case 'load.fail':
      return 'the board fails to load (500)'
    case 'sync.retry':
      return 'Try again'
    case 'server.take':
      return `the server takes ${e.endpoint}`
    case 'server.refuse':
      return `the server refuses ${e.endpoint} (409)`
    case 'network.lost':
      return 'the network is lost'
    case 'network.back':
      return 'the network is back'
    case 'page.reload':
      return 'the page is reloaded'
    case 'server.elsewhere':
      return 'another user renames Done, and the tab gets the focus back'
    default:
      return e.type
  }
}

/**
 * What the screen's machine must be in after a step: its state and the board it was shown, the
 * tasks told apart by title (an added task's temporary id is the screen's own).
 */
export function machineKey(snapshot: AnyMachineSnapshot): string {
  const { board, mayChange } = snapshot.context as KanbanContext
  return JSON.stringify([
    snapshot.value,
    mayChange,
    board.boards.map((entry) => [
      entry.id,
      entry.title,
      tasksOf(board.tasks, entry.id).map((task) => task.title),
    ]),
  ])
}

/** The machine's key and the world's. */
export function serializeScreenState(snapshot: AnyMachineSnapshot): string {
  const { world } = snapshot as ScreenSnapshot
  // The screen makes its own keys: the changes are told apart by what they do.
  const queue = world.queue.map(({ command, boardChanged }) => [
    JSON.stringify(command, (name, value: unknown) => (name === 'key' ? undefined : value)),
    boardChanged,
  ])
  const server = world.server.boards.map((board) => [
    board.id,
    board.title,
    tasksOf(world.server.tasks, board.id).map((task) => task.id),
  ])
  return JSON.stringify([machineKey(snapshot), { ...world, server, queue }])
}

/** Where a screen path starts: a first visit, or back on a board stored before. */
export type ScreenPath = ModelPath & { input: KanbanInput; cached: boolean }

/** Whether the user changes the board on the path. */
export const userActs = (path: ModelPath) => path.steps.some((step) => isRequest(step.event))

/**
 * Every transition path of the screen model (for each state and each event the screen offers
 * there, the shortest path to the state, then that event), labelled as readable scenarios.
 */
export function screenPaths(input: KanbanInput): ScreenPath[] {
  const from = (cached: boolean, scope: Scope, prefix: string) =>
    transitionPaths(screenLogic(input, cached), {
      events: screenEvents(scope),
      serializeState: serializeScreenState,
      limit: TRAVERSAL_LIMIT,
    }).map((path) => ({ ...labelled(path, screenLabel, prefix), input, cached }))
  return [
    ...from(false, 'changes', 'first visit: '),
    ...from(false, 'network', 'first visit: '),
    ...from(true, 'network', 'back on the board stored before: '),
  ]
}

/**
 * The paths as the kanban machine sees them: each step's own event, then, where the store showed
 * something new after it, `kanban.shown`; a reload starts the machine again.
 */
export function machinePaths(paths: ScreenPath[]): ModelPath[] {
  return paths.map((path) => {
    const steps: ModelStep[] = [path.steps[0]!]
    path.steps.slice(1).forEach((step, index) => {
      const { machine, shown } = screenStep(
        path.steps[index]!.state as ScreenSnapshot,
        step.event,
        path.input,
      )
      if (step.event.type === 'page.reload') {
        steps.push({ event: { type: 'xstate.init' }, state: machine })
      } else {
        steps.push({ event: step.event, state: machine })
      }
      if (shown) {
        const event: KanbanEvent = { type: 'kanban.shown', board: shown }
        steps.push({ event, state: step.state })
      }
    })
    return { ...path, steps }
  })
}

/** What the paths leave out of the kanban machine: every state and transition, on screen. */
export const uncoveredOnScreen = (paths: ScreenPath[]) =>
  uncoveredMacrosteps(kanbanMachine, machinePaths(paths))

const queueOf = (step: ModelStep) => (step.state as ScreenSnapshot).world.queue
const isRefusal = (event: EventObject) => event.type === 'server.refuse'

/**
 * Behaviours that take more than one step to see, which a main path must show as a whole: each is
 * a coverage item of its own.
 */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  'a move across boards: the board change, then the reorder, both taken': (path) =>
    path.steps.some(
      (step, index) =>
        screenLabel(step.event) === 'the server takes reorder-tasks' &&
        screenLabel(path.steps[index - 1]!.event) === 'the server takes update-task-board',
    ),
  'a move across boards whose board change is taken and whose reorder is refused': (path) =>
    path.steps.some(
      (step, index) =>
        screenLabel(step.event) === 'the server refuses reorder-tasks (409)' &&
        screenLabel(path.steps[index - 1]!.event) === 'the server takes update-task-board',
    ),
  'a refused change takes the queued move behind it along when nothing is left for it to do': (
    path,
  ) =>
    path.steps.some(
      (step, index) =>
        isRefusal(step.event) &&
        queueOf(path.steps[index - 1]!).length === 2 &&
        queueOf(step).length === 0,
    ),
  'a change made on the board stored before, sent while the server’s board loads': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'server.take' &&
        (path.steps[index - 1]!.state as ScreenSnapshot).world.loading &&
        (step.state as ScreenSnapshot).world.made > 0,
    ),
  'a change made while another is on its way, sent once that one is taken': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'server.take' &&
        queueOf(path.steps[index - 1]!).length === 2 &&
        queueOf(step).length === 1 &&
        headEndpoint((step.state as ScreenSnapshot).world) !== null,
    ),
  'a change made offline waits for the network, then the server takes it': (path) => {
    const made = path.steps.findIndex(
      (step, index) =>
        isRequest(step.event) &&
        !(step.state as ScreenSnapshot).world.online &&
        queueOf(step).length > queueOf(path.steps[index - 1]!).length,
    )
    return made > 0 && path.steps.slice(made).some((step) => step.event.type === 'server.take')
  },
  'a client sees what another user changed once the board is loaded again': (path) =>
    path.steps.some(
      (step) =>
        step.event.type === 'load.answer' &&
        (step.state as ScreenSnapshot).world.elsewhere === 'stored' &&
        !(step.state.context as KanbanContext).mayChange,
    ),
  'a reload keeps the changes made offline, and they are sent once the network is back': (path) => {
    const reload = path.steps.findIndex((step) => step.event.type === 'page.reload')
    return reload > 0 && path.steps.slice(reload).some((step) => step.event.type === 'server.take')
  },
  'a failed refresh of a stored board is said, and Try again refreshes it': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'load.answer' &&
        path.steps[index - 1]!.event.type === 'sync.retry' &&
        (step.state as ScreenSnapshot).world.stored &&
        (path.steps[index - 1]!.state as ScreenSnapshot).world.stored,
    ),
}

/**
 * Every state and transition of the machine, every event of the screen and every scenario of
 * `screenScenarios` the paths show, as coverage items.
 */
export function coverageItems(paths: ScreenPath[]): Set<string> {
  // The machine has no eventless transitions and raises nothing: the plain coverage is exact.
  const missed = uncovered(kanbanMachine, machinePaths(paths))
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
    ...paths.map((path) =>
      path.cached ? 'start back on the board stored before' : 'start first visit',
    ),
    ...Object.entries(screenScenarios)
      .filter(([, shows]) => paths.some(shows))
      .map(([name]) => `scenario ${name}`),
  ])
}

/** The main paths: the fewest of `candidates` that cover all they cover (support/greedy-cover.ts). */
export function mainPaths(candidates: ScreenPath[], already = new Set<string>()): ScreenPath[] {
  return greedyCover(candidates, (path) => coverageItems([path]), already)
}
