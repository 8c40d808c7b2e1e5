import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { kanbanTaskSchema } from '../../models/kanban/kanban.ts'
import {
  addKanbanBoard,
  addKanbanTask,
  clearKanbanTasks,
  deleteKanbanBoard,
  hasBoard,
  hasTask,
  kanbanBoards,
  kanbanTasks,
  moveKanbanTask,
  renameKanbanBoard,
  reorderKanbanTasks,
  updateKanbanTask,
} from './kanban.ts'
import { once } from '../server/idempotency.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError } from '../server/field-errors.ts'

/** The `data` object every kanban POST carries, or an empty one. */
async function readData(request: Request): Promise<Record<string, unknown>> {
  const data = (await readJsonObject(request))?.data
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {}
}

const boardNotFound = () => HttpResponse.json({ message: 'Board not found' }, { status: 404 })
const taskNotFound = () => HttpResponse.json({ message: 'Task not found' }, { status: 404 })

const isTitle = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 200

const draftSchema = z.omit(kanbanTaskSchema, { id: true })

/** The board id of a DELETE: a query parameter, or `data.id`/`data.boardId` in a JSON body. */
async function boardIdOf(request: Request, name: string): Promise<string | null> {
  const fromQuery = new URL(request.url).searchParams.get(name)
  if (fromQuery) return fromQuery
  const data = await readData(request)
  const value = data[name] ?? data.id
  return typeof value === 'string' && value ? value : null
}

/** Changing the team's board: the admin and employees may, a client only looks (models/session/roles.ts). */
const manageKanban: Need = { action: 'manage', subject: 'Kanban' }

/**
 * A change of the board: refused first without a valid token (401) or the right to manage the
 * board (403), then made once per idempotency key, so that a change the client sends again after a
 * lost answer gets the first answer and changes nothing twice.
 */
const change =
  (handle: (request: Request) => Promise<Response>) =>
  async ({ request }: { request: Request }) => {
    const auth = await authorize(request, manageKanban)
    if (auth instanceof Response) return auth
    return once(request, auth.userId, () => handle(request))
  }

/**
 * The template's demo kanban (SPEC.md section 7, "Kanban"; the payloads are documented in
 * models/kanban/kanban.ts), state in memory. Renaming a board is a demo extra.
 *
 * Access: signed-in (reading the board needs a valid token); every change also needs
 * `manage Kanban`, so a client's change is refused with 403. A change sent with an
 * `Idempotency-Key` is made once per key (mocks/server/idempotency.ts).
 */
export const kanbanHandlers = [
  http.get('*/apps/kanban/boards', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json(kanbanBoards())
  }),

  http.get('*/apps/kanban/tasks', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json(kanbanTasks())
  }),

  http.post(
    '*/apps/kanban/reorder-tasks',
    change(async (request) => {
      const { boardId, ids } = await readData(request)
      if (typeof boardId !== 'string' || !hasBoard(boardId)) return boardNotFound()
      if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) {
        return fieldError('ids', 'The ids must be a list of task ids.')
      }
      if (!reorderKanbanTasks(boardId, ids as number[])) {
        return fieldError('ids', "The ids must be exactly the board's tasks.")
      }
      return HttpResponse.json({ boardId, ids })
    }),
  ),

  http.post(
    '*/apps/kanban/update-task-board',
    change(async (request) => {
      const { id, boardId } = await readData(request)
      if (typeof id !== 'number' || !hasTask(id)) return taskNotFound()
      if (typeof boardId !== 'string' || !hasBoard(boardId)) return boardNotFound()
      return HttpResponse.json({ task: moveKanbanTask(id, boardId) })
    }),
  ),

  http.post(
    '*/apps/kanban/add-task',
    change(async (request) => {
      const result = z.safeParse(draftSchema, await readData(request))
      if (!result.success) return fieldError('task', 'The task is not complete.')
      if (!isTitle(result.data.title)) return fieldError('title', 'The title is required.')
      if (!hasBoard(result.data.boardId)) return boardNotFound()
      return HttpResponse.json({ task: addKanbanTask(result.data) }, { status: 201 })
    }),
  ),

  http.post(
    '*/apps/kanban/update-task',
    change(async (request) => {
      const result = z.safeParse(kanbanTaskSchema, await readData(request))
      if (!result.success) return fieldError('task', 'The task is not complete.')
      if (!isTitle(result.data.title)) return fieldError('title', 'The title is required.')
      if (!hasTask(result.data.id)) return taskNotFound()
      if (!hasBoard(result.data.boardId)) return boardNotFound()
      return HttpResponse.json({ task: updateKanbanTask(result.data) })
    }),
  ),

  http.post(
    '*/apps/kanban/add-board',
    change(async (request) => {
      const { title } = await readData(request)
      if (!isTitle(title)) return fieldError('title', 'The board title is required.')
      return HttpResponse.json({ board: addKanbanBoard(title.trim()) }, { status: 201 })
    }),
  ),

  http.post(
    '*/apps/kanban/update-board',
    change(async (request) => {
      const { id, title } = await readData(request)
      if (typeof id !== 'string' || !hasBoard(id)) return boardNotFound()
      if (!isTitle(title)) return fieldError('title', 'The board title is required.')
      return HttpResponse.json({ board: renameKanbanBoard(id, title.trim()) })
    }),
  ),

  http.delete(
    '*/apps/kanban/delete-board',
    change(async (request) => {
      const id = await boardIdOf(request, 'id')
      if (!id || !hasBoard(id)) return boardNotFound()
      deleteKanbanBoard(id)
      return HttpResponse.json({ id })
    }),
  ),

  http.delete(
    '*/apps/kanban/clear-tasks',
    change(async (request) => {
      const boardId = await boardIdOf(request, 'boardId')
      if (!boardId || !hasBoard(boardId)) return boardNotFound()
      clearKanbanTasks(boardId)
      return HttpResponse.json({ boardId })
    }),
  ),
]
