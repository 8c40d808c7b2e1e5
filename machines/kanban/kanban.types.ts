import type { KanbanTask, TaskDraft } from '@models/kanban'
import type { BoardState, CommandOutput, KanbanCommand } from '@models/kanban-board'

export interface KanbanInput {
  /** The board shown last time, from the query cache: shown and changed at once while it loads. */
  board?: BoardState
}

export interface KanbanContext {
  /** The board as the server holds it, as far as its answers tell. */
  server: BoardState
  /** What the screen shows: `server` with the pending changes on top. */
  view: BoardState
  /** Changes not yet taken by the server, oldest first; sent one at a time, in order. */
  pending: KanbanCommand[]
  /** Why the last load failed, for the screen to say; null once a load succeeds. */
  loadError: unknown
}

export type KanbanEvent =
  /** Load the board again after a failed load. */
  | { type: 'kanban.retry' }
  /** Put a task on `boardId` at `index` among that board's other tasks (drag, keyboard or menu). */
  | { type: 'kanban.task.move'; key: string; taskId: number; boardId: string; index: number }
  | { type: 'kanban.task.update'; key: string; task: KanbanTask }
  | { type: 'kanban.task.add'; key: string; draft: TaskDraft }
  | { type: 'kanban.board.add'; key: string; title: string }
  | { type: 'kanban.board.rename'; key: string; boardId: string; title: string }
  /** Delete a board and its tasks. */
  | { type: 'kanban.board.delete'; key: string; boardId: string }
  /** Remove every task of a board. */
  | { type: 'kanban.board.clear'; key: string; boardId: string }

/** What the machine tells the screen: a change was taken by the server (`ok`) or refused. */
export type KanbanEmitted = { type: 'kanban.settled'; key: string; ok: boolean; kind: string }

/** update-task-board's request. */
export interface BoardChange {
  taskId: number
  boardId: string
}

/** reorder-tasks' request: all of a board's task ids in their new order. */
export interface BoardOrder {
  boardId: string
  ids: number[]
}

/** The edits that are not moves, as the sendEdit actor takes them. */
export type KanbanEdit = Exclude<KanbanCommand, { kind: 'move' }>

export type { BoardState, CommandOutput, KanbanCommand }
