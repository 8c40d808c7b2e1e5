import i18next from 'i18next'
import { log } from '@models/log'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type { CommandOutput, KanbanEdit } from '@machines/kanban/kanban.types'
import { reportError } from '../error-catalogue'
import {
  addBoard,
  addTask,
  clearTasks,
  deleteBoard,
  fetchKanban,
  renameBoard,
  reorderTasks,
  updateTask,
  updateTaskBoard,
} from './kanban-api'
import { apiActor } from '../api-actor'

/** The one call of each edit that is not a move. */
async function sendEdit(edit: KanbanEdit, signal: AbortSignal): Promise<CommandOutput> {
  switch (edit.kind) {
    case 'updateTask':
      return { task: await updateTask(edit.task, signal) }
    case 'addTask':
      return { task: await addTask(edit.draft, signal) }
    case 'addBoard':
      return { board: await addBoard(edit.title, signal) }
    case 'renameBoard':
      return { board: await renameBoard(edit.boardId, edit.title, signal) }
    case 'deleteBoard':
      return void (await deleteBoard(edit.boardId, signal))
    case 'clearBoard':
      return void (await clearTasks(edit.boardId, signal))
  }
}

/** The kanban machine wired to the demo API, toasts and the log. */
export const appKanbanMachine = kanbanMachine.provide({
  actors: {
    loadBoard: apiActor((_: unknown, signal) => fetchKanban(signal)),
    updateTaskBoard: apiActor(updateTaskBoard),
    reorderTasks: apiActor(reorderTasks),
    sendEdit: apiActor(sendEdit),
  },
  actions: {
    notifyRefused: (_, params) =>
      void reportError(params.error, i18next.t(`kanban.refused.${params.command.kind}`)),
    reportFailure: (_, params) => log.error('kanban', 'Loading the board failed.', params.error),
    notifyStale: (_, params) => void reportError(params.error, i18next.t('kanban.staleBoard')),
  },
})
