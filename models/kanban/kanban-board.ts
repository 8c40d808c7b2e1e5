import type { KanbanBoard, KanbanTask, TaskDraft } from './kanban.ts'

/** What the board screen shows: the boards in order, and every task (a board's in order). */
export interface BoardState {
  boards: KanbanBoard[]
  tasks: KanbanTask[]
}

/**
 * A change the user asked for, queued until the server takes it. `key` is its idempotency key in
 * the outbox. Every change shows at once: a task added here has a temporary id (below 0), and a
 * board the id made from its title, until the server gives them theirs.
 */
export type KanbanCommand =
  /** Puts a task on `boardId` at `index` (among that board's other tasks). */
  | { kind: 'move'; key: string; taskId: number; boardId: string; index: number }
  | { kind: 'updateTask'; key: string; task: KanbanTask }
  | { kind: 'addTask'; key: string; draft: TaskDraft; tempId: number }
  | { kind: 'addBoard'; key: string; title: string; boardId: string }
  | { kind: 'renameBoard'; key: string; boardId: string; title: string }
  | { kind: 'deleteBoard'; key: string; boardId: string }
  | { kind: 'clearBoard'; key: string; boardId: string }

export type CommandKind = KanbanCommand['kind']

/** What the server answers an addition with: the stored task or board. */
export type CommandOutput = { task: KanbanTask } | { board: KanbanBoard } | undefined

/** The tasks of one board, in order. */
export function tasksOf(tasks: readonly KanbanTask[], boardId: string): KanbanTask[] {
  return tasks.filter((task) => task.boardId === boardId)
}

/**
 * Moves a task to `boardId` at `index` among that board's other tasks (clamped). The order of
 * every other board stays as it was. An unknown task changes nothing.
 */
export function moveTask(
  tasks: readonly KanbanTask[],
  taskId: number,
  boardId: string,
  index: number,
): KanbanTask[] {
  const moving = tasks.find((task) => task.id === taskId)
  if (!moving) return [...tasks]
  const rest = tasks.filter((task) => task.id !== taskId)
  const target = tasksOf(rest, boardId)
  const at = Math.max(0, Math.min(index, target.length))
  const moved = { ...moving, boardId }
  // Placed before the task it goes ahead of, or after the board's last task (or at the end).
  const before = target[at]
  const position = before
    ? rest.indexOf(before)
    : target.length > 0
      ? rest.indexOf(target[target.length - 1]!) + 1
      : rest.length
  return [...rest.slice(0, position), moved, ...rest.slice(position)]
}

/** True when a move changes where the task is. */
export function movesAnything(
  tasks: readonly KanbanTask[],
  command: Extract<KanbanCommand, { kind: 'move' }>,
): boolean {
  const task = tasks.find((candidate) => candidate.id === command.taskId)
  if (!task) return false
  const board = tasksOf(tasks, command.boardId)
  if (task.boardId !== command.boardId) return true
  const clamped = Math.max(0, Math.min(command.index, board.length - 1))
  return board.indexOf(task) !== clamped
}

/**
 * True when a move changes anything on `state` as the server holds it: its task and its board are
 * both there, and the task is not already in that place. Earlier changes (a refused addition, a
 * board deleted meanwhile) can leave a move with nothing to do: it is then not sent.
 */
export function movesOnServer(
  state: BoardState,
  command: Extract<KanbanCommand, { kind: 'move' }>,
): boolean {
  return (
    state.boards.some((board) => board.id === command.boardId) &&
    movesAnything(state.tasks, command)
  )
}

/** The ids of a board's tasks, in order: what reorder-tasks sends. */
export function idsOf(tasks: readonly KanbanTask[], boardId: string): number[] {
  return tasksOf(tasks, boardId).map((task) => task.id)
}

/** What update-task-board does on the server: the task goes last on its new board. */
export function changeBoard(tasks: readonly KanbanTask[], taskId: number, boardId: string) {
  return moveTask(tasks, taskId, boardId, Number.MAX_SAFE_INTEGER)
}

/** Puts a board's tasks in the order of `ids` (all of the board's ids), others unchanged. */
export function reorderBoard(
  tasks: readonly KanbanTask[],
  boardId: string,
  ids: readonly number[],
): KanbanTask[] {
  const byId = new Map(tasks.map((task) => [task.id, task]))
  const ordered = ids.map((id) => byId.get(id)!)
  let next = 0
  return tasks.map((task) => (task.boardId === boardId ? ordered[next++]! : task))
}

/**
 * A command applied to a board state: as the server answered it (`output`, for an addition the
 * stored task or board), or, without an answer yet, as the screen shows it meanwhile.
 */
export function applyCommand(
  state: BoardState,
  command: KanbanCommand,
  output?: CommandOutput,
): BoardState {
  switch (command.kind) {
    case 'move':
      return {
        ...state,
        tasks: moveTask(state.tasks, command.taskId, command.boardId, command.index),
      }
    case 'updateTask': {
      // As update-task does on the server: a task that changes board goes last on the new one.
      const before = state.tasks.find((task) => task.id === command.task.id)
      const tasks = state.tasks.map((task) => (task.id === command.task.id ? command.task : task))
      return {
        ...state,
        tasks:
          before && before.boardId !== command.task.boardId
            ? changeBoard(tasks, command.task.id, command.task.boardId)
            : tasks,
      }
    }
    case 'addTask': {
      const task =
        output && 'task' in output ? output.task : { ...command.draft, id: command.tempId }
      return state.tasks.some((each) => each.id === task.id)
        ? state
        : { ...state, tasks: [...state.tasks, task] }
    }
    case 'addBoard': {
      const board =
        output && 'board' in output ? output.board : { id: command.boardId, title: command.title }
      return state.boards.some((each) => each.id === board.id)
        ? state
        : { ...state, boards: [...state.boards, board] }
    }
    case 'renameBoard':
      return {
        ...state,
        boards: state.boards.map((board) =>
          board.id === command.boardId ? { ...board, title: command.title } : board,
        ),
      }
    case 'deleteBoard':
      return {
        boards: state.boards.filter((board) => board.id !== command.boardId),
        tasks: state.tasks.filter((task) => task.boardId !== command.boardId),
      }
    case 'clearBoard':
      return { ...state, tasks: state.tasks.filter((task) => task.boardId !== command.boardId) }
  }
}

/** What the screen shows: the server's state with the queued changes on top, in order. */
export function withPending(server: BoardState, pending: readonly KanbanCommand[]): BoardState {
  return pending.reduce((state, command) => applyCommand(state, command), server)
}

/** The ids additions made here had, and those the server gave them. */
export interface KanbanIds {
  tasks: ReadonlyMap<number, number>
  boards: ReadonlyMap<string, string>
}

/** A command with the temporary ids of tasks and boards replaced by the server's. */
export function withServerIds(command: KanbanCommand, ids: KanbanIds): KanbanCommand {
  const task = (id: number) => ids.tasks.get(id) ?? id
  const board = (id: string) => ids.boards.get(id) ?? id
  switch (command.kind) {
    case 'move':
      return { ...command, taskId: task(command.taskId), boardId: board(command.boardId) }
    case 'updateTask':
      return {
        ...command,
        task: { ...command.task, id: task(command.task.id), boardId: board(command.task.boardId) },
      }
    case 'addTask':
      return { ...command, draft: { ...command.draft, boardId: board(command.draft.boardId) } }
    case 'addBoard':
      return command
    case 'renameBoard':
    case 'deleteBoard':
    case 'clearBoard':
      return { ...command, boardId: board(command.boardId) }
  }
}

/** The tasks a command changes, for the screen to mark while it is on its way. */
export function tasksOfCommand(command: KanbanCommand): number[] {
  switch (command.kind) {
    case 'move':
      return [command.taskId]
    case 'updateTask':
      return [command.task.id]
    case 'addTask':
      return [command.tempId]
    default:
      return []
  }
}
