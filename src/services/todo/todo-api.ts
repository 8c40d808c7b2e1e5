import {
  todoAssigneesAnswerSchema,
  todoTaskAnswerSchema,
  todoTasksAnswerSchema,
  type TodoAssignee,
  type TodoFields,
  type TodoTask,
} from '@models/todo/todo'
import type { ListPage, ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/**
 * Every task that matches (`GET /apps/todo/tasks`), as one page: the server does not page them.
 * The list's params go out as the spec names them: q, filter, tag and sortBy, empty ones left out.
 */
export async function fetchTaskPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<TodoTask>> {
  const searchParams: Record<string, string> = {}
  if (params.q) searchParams.q = params.q
  for (const [name, value] of Object.entries(params.filters)) if (value) searchParams[name] = value
  const body = await http.get('apps/todo/tasks', { signal, searchParams }).json()
  const { tasks } = parseResponse(todoTasksAnswerSchema, body, 'to-do list')
  return { rows: tasks, total: tasks.length }
}

/** The people a task may be given to (`GET /apps/todo/assignees`). */
export async function fetchAssignees(signal?: AbortSignal): Promise<TodoAssignee[]> {
  const body = await http.get('apps/todo/assignees', { signal }).json()
  return parseResponse(todoAssigneesAnswerSchema, body, 'assignees').assignees
}

/** Adds a task (`POST /apps/todo/add-tasks`, 201); the server gives the id. */
export async function addTask(task: Partial<TodoFields>, signal?: AbortSignal): Promise<TodoTask> {
  const body = await http.post('apps/todo/add-tasks', { json: { task }, signal }).json()
  return parseResponse(todoTaskAnswerSchema, body, 'task').task
}

/** Changes some of a task's fields (`POST /apps/todo/update-task`); isDeleted false restores it. */
export async function updateTask(
  id: number,
  patch: Partial<TodoTask>,
  signal?: AbortSignal,
): Promise<TodoTask> {
  const body = await http
    .post('apps/todo/update-task', { json: { task: { ...patch, id } }, signal })
    .json()
  return parseResponse(todoTaskAnswerSchema, body, 'task').task
}

/** Deletes a task softly (`DELETE /apps/todo/delete-task?taskId=`): it is marked deleted. */
export async function deleteTask(id: number, signal?: AbortSignal): Promise<TodoTask> {
  const body = await http
    .delete('apps/todo/delete-task', { searchParams: { taskId: String(id) }, signal })
    .json()
  return parseResponse(todoTaskAnswerSchema, body, 'task').task
}
