import {
  boardAnswerSchema,
  boardsResponseSchema,
  taskAnswerSchema,
  tasksResponseSchema,
  type KanbanBoard,
  type KanbanTask,
  type TaskDraft,
} from '@models/kanban'
import type { BoardState } from '@models/kanban-board'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/*
 * The demo kanban endpoints (models/kanban.ts documents each payload). Changes are not retried by
 * the client: the kanban machine decides what a refusal means.
 */

/** `GET /apps/kanban/boards` and `GET /apps/kanban/tasks`, together. */
export async function fetchKanban(signal?: AbortSignal): Promise<BoardState> {
  const [boards, tasks] = await Promise.all([
    http.get('apps/kanban/boards', { signal }).json(),
    http.get('apps/kanban/tasks', { signal }).json(),
  ])
  return {
    boards: parseResponse(boardsResponseSchema, boards, 'kanban boards'),
    tasks: parseResponse(tasksResponseSchema, tasks, 'kanban tasks'),
  }
}

const post = (path: string, data: unknown, signal?: AbortSignal) =>
  http.post(`apps/kanban/${path}`, { json: { data }, signal, retry: 0 }).json()

/** `POST /apps/kanban/update-task-board`: the task goes last on `boardId`. */
export async function updateTaskBoard(
  input: { taskId: number; boardId: string },
  signal?: AbortSignal,
): Promise<KanbanTask> {
  const body = await post('update-task-board', { id: input.taskId, boardId: input.boardId }, signal)
  return parseResponse(taskAnswerSchema, body, 'kanban task').task
}

/** `POST /apps/kanban/reorder-tasks`: `ids` are all of the board's tasks, in their new order. */
export async function reorderTasks(
  input: { boardId: string; ids: number[] },
  signal?: AbortSignal,
): Promise<undefined> {
  await post('reorder-tasks', input, signal)
  return undefined
}

export async function addTask(draft: TaskDraft, signal?: AbortSignal): Promise<KanbanTask> {
  return parseResponse(taskAnswerSchema, await post('add-task', draft, signal), 'kanban task').task
}

export async function updateTask(task: KanbanTask, signal?: AbortSignal): Promise<KanbanTask> {
  return parseResponse(taskAnswerSchema, await post('update-task', task, signal), 'kanban task')
    .task
}

export async function addBoard(title: string, signal?: AbortSignal): Promise<KanbanBoard> {
  return parseResponse(boardAnswerSchema, await post('add-board', { title }, signal), 'board').board
}

/** `POST /apps/kanban/update-board` (a demo extra). */
export async function renameBoard(
  id: string,
  title: string,
  signal?: AbortSignal,
): Promise<KanbanBoard> {
  return parseResponse(
    boardAnswerSchema,
    await post('update-board', { id, title }, signal),
    'board',
  ).board
}

/** `DELETE /apps/kanban/delete-board?id=`: the board's tasks go with it. */
export async function deleteBoard(id: string, signal?: AbortSignal): Promise<void> {
  await http.delete('apps/kanban/delete-board', { searchParams: { id }, signal, retry: 0 })
}

/** `DELETE /apps/kanban/clear-tasks?boardId=`. */
export async function clearTasks(boardId: string, signal?: AbortSignal): Promise<void> {
  await http.delete('apps/kanban/clear-tasks', { searchParams: { boardId }, signal, retry: 0 })
}
