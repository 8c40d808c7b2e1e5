import type { KanbanTask, TaskDraft } from '@models/kanban/kanban'
import type { BoardState, CommandKind, KanbanCommand } from '@models/kanban/kanban-board'

export interface KanbanInput {
  /** Whether the signed-in user may change the board: the admin and employees may, a client not. */
  mayChange: boolean
}

export interface KanbanContext {
  /** The board the screen shows: the local store's, as the screen last read it. */
  board: BoardState
  mayChange: boolean
}

/**
 * A change the user asks for. `key` names it for good: its idempotency key in the outbox, made by
 * the screen (a uuid), so the same change queued twice (a second tab, a retry) is made once.
 */
export type KanbanRequest =
  /** Put a task on `boardId` at `index` among that board's other tasks (drag, keyboard or menu). */
  | { type: 'kanban.task.move'; key: string; taskId: number; boardId: string; index: number }
  | { type: 'kanban.task.update'; key: string; task: KanbanTask }
  /** `tempId` (below 0) is the id the task shows with until the server gives it its own. */
  | { type: 'kanban.task.add'; key: string; draft: TaskDraft; tempId: number }
  | { type: 'kanban.board.add'; key: string; title: string }
  | { type: 'kanban.board.rename'; key: string; boardId: string; title: string }
  /** Delete a board and its tasks. */
  | { type: 'kanban.board.delete'; key: string; boardId: string }
  /** Remove every task of a board. */
  | { type: 'kanban.board.clear'; key: string; boardId: string }

export type KanbanEvent =
  /** What the local store holds for the screen now (the server's board with the changes on their way). */
  { type: 'kanban.shown'; board: BoardState } | KanbanRequest

/** What the machine tells the screen: a change was queued (a form that sent it may close). */
export type KanbanEmitted = { type: 'kanban.queued'; key: string; kind: CommandKind }

export type { BoardState, KanbanCommand }
