import i18next from 'i18next'
import {
  idsOf,
  moveTask,
  movesOnServer,
  type BoardState,
  type CommandOutput,
  type KanbanCommand,
} from '@models/kanban/kanban-board'
import { getLocalDatabase } from '@/services/local-store/local-database'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import { reportError } from '../error-catalogue'
import type { OutboxAdapter } from '../local-store/outbox-adapter'
import { recordEvents } from '../local-store/record-events'
import { classifiedChange } from '../local-store/send-failure'
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
import { loadKanban } from './kanban-load'

/** The board as the server last held it, as the store keeps it. */
async function serverBoard(): Promise<BoardState> {
  const state = await getLocalDatabase().syncState.get('kanban')
  return (state?.area === 'kanban' && state.server) || { boards: [], tasks: [] }
}

/**
 * Stores the server's board as it is now. After a move's board change went through and its
 * reorder did not, the server holds the task last on its new board, which the store's copy does
 * not know: without this, taking the move back would show the task where it no longer is, and
 * sending it again would ask to change its board once more. A failure here changes nothing.
 */
async function reloadBoard(signal = new AbortController().signal): Promise<void> {
  try {
    await recordEvents(await loadKanban(new Date().toISOString(), signal))
  } catch {
    // Offline, or the server fails too: the screen's next load brings the board.
  }
}

/**
 * A move, as the server makes it: to another board (update-task-board puts the task last there),
 * then the board's new order (reorder-tasks), computed from the server's board as the store holds
 * it now. A move that changes nothing there sends nothing. Each call has its own key, so a move
 * sent again makes each once.
 */
async function sendMove(
  command: Extract<KanbanCommand, { kind: 'move' }>,
  { key, signal }: SendOptions,
): Promise<CommandOutput> {
  const board = await serverBoard()
  if (!movesOnServer(board, command)) return undefined
  const { taskId, boardId, index } = command
  const changesBoard = board.tasks.some((task) => task.id === taskId && task.boardId !== boardId)
  if (changesBoard) await updateTaskBoard({ taskId, boardId }, { key: `${key}:board`, signal })
  const ids = idsOf(moveTask(board.tasks, taskId, boardId, index), boardId)
  try {
    await reorderTasks({ boardId, ids }, { key: `${key}:order`, signal })
  } catch (error) {
    if (changesBoard) await reloadBoard(signal)
    throw error
  }
  return undefined
}

/**
 * Whether a change still names what it changes on the server's board. One that does not has
 * nothing left to do: what it names was added here and refused (its toast told the user), or was
 * deleted meanwhile. It is not sent, and so not refused a second time.
 */
function namesWhatIsThere(board: BoardState, command: KanbanCommand): boolean {
  const hasBoard = (id: string) => board.boards.some((each) => each.id === id)
  switch (command.kind) {
    case 'updateTask':
      return (
        board.tasks.some((task) => task.id === command.task.id) && hasBoard(command.task.boardId)
      )
    case 'addTask':
      return hasBoard(command.draft.boardId)
    case 'renameBoard':
    case 'deleteBoard':
    case 'clearBoard':
      return hasBoard(command.boardId)
    default:
      return true
  }
}

/** The calls of each change; resolves with what the server stored (nothing when not sent). */
async function send(command: KanbanCommand, options: SendOptions): Promise<CommandOutput> {
  if (command.kind === 'move') return sendMove(command, options)
  if (!namesWhatIsThere(await serverBoard(), command)) return undefined
  switch (command.kind) {
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
  deliver: (item, signal) => classifiedChange(() => send(item.change, { key: item.kid, signal })),
  refused: (item, error) =>
    void reportError(error, i18next.t(`kanban.refused.${item.change.kind}`)),
}
