import type { KanbanBoard, KanbanTask } from './kanban.ts'
import type { BoardState } from './kanban-board.ts'

/*
 * The kanban board as the local store holds it for the screens (models/local-store/local-schema.ts): one
 * row per board and per task, each with its place, and the tasks a change on its way touches.
 */

export interface KanbanBoardRow extends KanbanBoard {
  /** The board's place, from 0, left to right. */
  position: number
}

export interface KanbanTaskRow extends KanbanTask {
  /** The task's place on its board, from 0, top to bottom. */
  position: number
  /** A change of the task is on its way to the server. */
  pending: boolean
}

/** The rows of a board state; `pending` names the tasks with a change on its way. */
export function rowsOfBoard(
  state: BoardState,
  pending: ReadonlySet<number>,
): { boards: KanbanBoardRow[]; tasks: KanbanTaskRow[] } {
  const places = new Map<string, number>()
  return {
    boards: state.boards.map((board, position) => ({ ...board, position })),
    tasks: state.tasks.map((task) => {
      const position = places.get(task.boardId) ?? 0
      places.set(task.boardId, position + 1)
      return { ...task, position, pending: pending.has(task.id) }
    }),
  }
}

/** The board state the rows hold: boards in their order, each board's tasks in theirs. */
export function boardOfRows(
  boards: readonly KanbanBoardRow[],
  tasks: readonly KanbanTaskRow[],
): BoardState {
  const order = [...boards].sort((a, b) => a.position - b.position)
  const rank = new Map(order.map((board, index) => [board.id, index]))
  const sorted = [...tasks].sort(
    (a, b) =>
      (rank.get(a.boardId) ?? Infinity) - (rank.get(b.boardId) ?? Infinity) ||
      a.position - b.position,
  )
  return {
    boards: order.map(({ id, title }) => ({ id, title })),
    tasks: sorted.map(({ position: _position, pending: _pending, ...task }) => task),
  }
}
