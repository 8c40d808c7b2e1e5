import {
  boardAnswerSchema,
  boardsResponseSchema,
  taskAnswerSchema,
  tasksResponseSchema,
  type KanbanBoard,
  type KanbanTask,
  type TaskDraft,
} from '@models/kanban/kanban'
import type { BoardState } from '@models/kanban/kanban-board'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/*
 * The demo kanban endpoints (models/kanban/kanban.ts documents each payload). A change is sent with its
 * idempotency key, so that one sent again after a lost answer is made once; it is not retried by
 * the client: the outbox decides.
 */

/** How a change is sent: its idempotency key, and the signal that cancels it. */
export interface SendOptions {
  key: string
  signal?: AbortSignal
}

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

const sent = ({ key, signal }: SendOptions) => ({
  signal,
  retry: 0,
  headers: { 'Idempotency-Key': key },
})

const post = (path: string, data: unknown, options: SendOptions) =>
  http.post(`apps/kanban/${path}`, { json: { data }, ...sent(options) }).json()

/** `POST /apps/kanban/update-task-board`: the task goes last on `boardId`. */
export async function updateTaskBoard(
  input: { taskId: number; boardId: string },
  options: SendOptions,
): Promise<KanbanTask> {
  const body = await post(
    'update-task-board',
    { id: input.taskId, boardId: input.boardId },
    options,
  )
  return parseResponse(taskAnswerSchema, body, 'kanban task').task
}

/** `POST /apps/kanban/reorder-tasks`: `ids` are all of the board's tasks, in their new order. */
export async function reorderTasks(
  input: { boardId: string; ids: number[] },
  options: SendOptions,
): Promise<undefined> {
  await post('reorder-tasks', input, options)
  return undefined
}

export async function addTask(draft: TaskDraft, options: SendOptions): Promise<KanbanTask> {
  return parseResponse(taskAnswerSchema, await post('add-task', draft, options), 'kanban task').task
}

export async function updateTask(task: KanbanTask, options: SendOptions): Promise<KanbanTask> {
  return parseResponse(taskAnswerSchema, await post('update-task', task, options), 'kanban task')
    .task
}

export async function addBoard(title: string, options: SendOptions): Promise<KanbanBoard> {
  return parseResponse(boardAnswerSchema, await post('add-board', { title }, options), 'board')
    .board
}

/** `POST /apps/kanban/update-board` (a demo extra). */
export async function renameBoard(
  id: string,
  title: string,
  options: SendOptions,
): Promise<KanbanBoard> {
  return parseResponse(
    boardAnswerSchema,
    await post('update-board', { id, title }, options),
    'board',
  ).board
}

/** `DELETE /apps/kanban/delete-board?id=`: the board's tasks go with it. */
export async function deleteBoard(id: string, options: SendOptions): Promise<void> {
  await http.delete('apps/kanban/delete-board', { searchParams: { id }, ...sent(options) })
}

/** `DELETE /apps/kanban/clear-tasks?boardId=`. */
export async function clearTasks(boardId: string, options: SendOptions): Promise<void> {
  await http.delete('apps/kanban/clear-tasks', { searchParams: { boardId }, ...sent(options) })
}
