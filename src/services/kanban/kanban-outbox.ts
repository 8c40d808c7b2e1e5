import i18next from 'i18next'
import {
  idsOf,
  moveTask,
  movesAnything,
  type BoardState,
  type CommandOutput,
  type KanbanCommand,
} from '@models/kanban-board'
import { getLocalDatabase } from '@models/local-database'
import type { ChangeOutboxRecord } from '@models/outbox'
import { reportError } from '../error-catalogue'
import type { OutboxAdapter } from '../local-store/outbox-adapter'
import { classified } from '../local-store/send-failure'
import {
  addBoard,
  addTask,
  clearTasks,
  deleteBoard,
  renameBoard,
  reorderTasks,
  updateTask,
  updateTaskBoard,
  type SendOptions,
} from './kanban-api'

/** The board as the server last held it, as the store keeps it. */
async function serverBoard(): Promise<BoardState> {
  const state = await getLocalDatabase().syncState.get('kanban')
  return (state?.area === 'kanban' && state.server) || { boards: [], tasks: [] }
}

/**
 * A move, as the server makes it: to another board (update-task-board puts the task last there),
 * then the board's new order (reorder-tasks). A move that changes nothing on the server's board
 * sends nothing. Each call has its own key, so a move sent again makes each once.
 */
async function sendMove(
  command: Extract<KanbanCommand, { kind: 'move' }>,
  { key, signal }: SendOptions,
): Promise<CommandOutput> {
  const board = await serverBoard()
  if (!movesAnything(board.tasks, command)) return undefined
  const { taskId, boardId, index } = command
  const task = board.tasks.find((each) => each.id === taskId)
  if (task && task.boardId !== boardId) {
    await updateTaskBoard({ taskId, boardId }, { key: `${key}:board`, signal })
  }
  const ids = idsOf(moveTask(board.tasks, taskId, boardId, index), boardId)
  await reorderTasks({ boardId, ids }, { key: `${key}:order`, signal })
  return undefined
}

/** The one call of each change; resolves with what the server stored. */
async function send(command: KanbanCommand, options: SendOptions): Promise<CommandOutput> {
  switch (command.kind) {
    case 'move':
      return sendMove(command, options)
    case 'updateTask':
      return { task: await updateTask(command.task, options) }
    case 'addTask':
      return { task: await addTask(command.draft, options) }
    case 'addBoard':
      return { board: await addBoard(command.title, options) }
    case 'renameBoard':
      return { board: await renameBoard(command.boardId, command.title, options) }
    case 'deleteBoard':
      return void (await deleteBoard(command.boardId, options))
    case 'clearBoard':
      return void (await clearTasks(command.boardId, options))
  }
}

/** The kanban board's part of the outbox. */
export const kanbanOutbox: OutboxAdapter<ChangeOutboxRecord<'kanban'>> = {
  deliver: (item, signal) => classified(() => send(item.change, { key: item.kid, signal })),
  refused: (item, error) =>
    void reportError(error, i18next.t(`kanban.refused.${item.change.kind}`)),
}
