import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  boardAnswerSchema,
  boardsResponseSchema,
  defaultDueDate,
  taskAnswerSchema,
  tasksResponseSchema,
} from '@models/kanban/kanban'
import { resetAllStores } from '@mocks/server/store'
import { kanbanHandlers } from '@mocks/kanban/kanban.handlers'
import { adminRequest, client, demoRequest, postJson, withToken } from './demo-request'

const handlers = kanbanHandlers

afterEach(() => {
  resetAllStores()
})

async function boards() {
  const response = await adminRequest(handlers, '/apps/kanban/boards')
  expect(response.status).toBe(200)
  return z.parse(boardsResponseSchema, await response.json())
}

async function tasks() {
  const response = await adminRequest(handlers, '/apps/kanban/tasks')
  expect(response.status).toBe(200)
  return z.parse(tasksResponseSchema, await response.json())
}

const idsOn = async (boardId: string) =>
  (await tasks()).filter((task) => task.boardId === boardId).map((task) => task.id)

const post = (path: string, data: unknown) =>
  adminRequest(handlers, `/apps/kanban/${path}`, postJson({ data }))

describe('kanban demo data (GET /apps/kanban/boards and /tasks)', () => {
  it('starts with the boards todo, in-progress and done, each with tasks', async () => {
    expect((await boards()).map((board) => board.id)).toEqual(['todo', 'in-progress', 'done'])
    const all = await tasks()
    expect(new Set(all.map((task) => task.boardId))).toEqual(
      new Set(['todo', 'in-progress', 'done']),
    )
    expect(all.some((task) => task.coverImage)).toBe(true)
    expect(all.every((task) => task.assignedTo.length > 0)).toBe(true)
  })

  it('seeds the same tasks every time', async () => {
    const first = await tasks()
    resetAllStores()
    expect(await tasks()).toEqual(first)
  })
})

describe('moving tasks', () => {
  it('reorders a board when the ids are exactly its tasks', async () => {
    const ids = await idsOn('todo')
    const response = await post('reorder-tasks', { boardId: 'todo', ids: [...ids].reverse() })
    expect(response.status).toBe(200)
    expect(await idsOn('todo')).toEqual([...ids].reverse())
  })

  it('refuses a reorder that leaves out or adds a task', async () => {
    const ids = await idsOn('todo')
    const response = await post('reorder-tasks', { boardId: 'todo', ids: ids.slice(1) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { ids: ["The ids must be exactly the board's tasks."] },
    })
    expect(await idsOn('todo')).toEqual(ids)
  })

  it('moves a task to another board, last on it, by changing its boardId', async () => {
    const [first] = await idsOn('todo')
    const done = await idsOn('done')
    const response = await post('update-task-board', { id: first, boardId: 'done' })
    expect(response.status).toBe(200)
    expect(z.parse(taskAnswerSchema, await response.json()).task).toMatchObject({
      id: first,
      boardId: 'done',
    })
    expect(await idsOn('done')).toEqual([...done, first])
    expect(await idsOn('todo')).not.toContain(first)
  })

  it('answers 404 for an unknown task or board', async () => {
    expect((await post('update-task-board', { id: 999, boardId: 'done' })).status).toBe(404)
    expect((await post('update-task-board', { id: 1, boardId: 'nowhere' })).status).toBe(404)
    expect((await post('reorder-tasks', { boardId: 'nowhere', ids: [] })).status).toBe(404)
  })
})

describe('adding and editing', () => {
  const draft = {
    title: 'Write the changelog',
    boardId: 'in-progress',
    labels: ['App'],
    description: '',
    dueDate: defaultDueDate(),
    attachments: [],
    comments: [],
    assignedTo: [],
    coverImage: null,
  }

  it('adds a task with a new id at the bottom of its board (201)', async () => {
    const before = await tasks()
    const response = await post('add-task', draft)
    expect(response.status).toBe(201)
    const { task } = z.parse(taskAnswerSchema, await response.json())
    expect(task).toMatchObject(draft)
    expect(before.some((known) => known.id === task.id)).toBe(false)
    expect((await idsOn('in-progress')).at(-1)).toBe(task.id)
  })

  it('refuses a task without a title or with a malformed due date', async () => {
    expect((await post('add-task', { ...draft, title: '  ' })).status).toBe(400)
    expect((await post('add-task', { ...draft, dueDate: 'tomorrow' })).status).toBe(400)
    expect((await post('add-task', { ...draft, boardId: 'nowhere' })).status).toBe(404)
  })

  it('updates a task', async () => {
    const [task] = await tasks()
    const changed = {
      ...task!,
      title: 'New title',
      comments: [{ name: 'A', img: '/a.svg', comment: 'Hi' }],
    }
    const response = await post('update-task', changed)
    expect(response.status).toBe(200)
    expect((await tasks())[0]).toEqual(changed)
  })

  it('adds a board with an id made from its title, and renames it', async () => {
    const response = await post('add-board', { title: 'Needs Review' })
    expect(response.status).toBe(201)
    const { board } = z.parse(boardAnswerSchema, await response.json())
    expect(board).toEqual({ id: 'needs-review', title: 'Needs Review' })
    const again = z.parse(
      boardAnswerSchema,
      await (await post('add-board', { title: 'Needs review' })).json(),
    )
    expect(again.board.id).toBe('needs-review-2')
    expect((await post('update-board', { id: 'needs-review', title: 'Review' })).status).toBe(200)
    expect((await boards()).find((entry) => entry.id === 'needs-review')?.title).toBe('Review')
    expect((await post('add-board', { title: '' })).status).toBe(400)
  })
})

describe('deleting and clearing boards', () => {
  it('deletes a board and its tasks', async () => {
    const response = await adminRequest(handlers, '/apps/kanban/delete-board?id=done', {
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect((await boards()).map((board) => board.id)).toEqual(['todo', 'in-progress'])
    expect(await idsOn('done')).toEqual([])
  })

  it('takes the board id from a JSON body as well', async () => {
    const response = await adminRequest(handlers, '/apps/kanban/delete-board', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { id: 'todo' } }),
    })
    expect(response.status).toBe(200)
    expect((await boards()).map((board) => board.id)).not.toContain('todo')
  })

  it('clears a board of its tasks and keeps the board', async () => {
    const others = await idsOn('done')
    const response = await adminRequest(handlers, '/apps/kanban/clear-tasks?boardId=todo', {
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect(await idsOn('todo')).toEqual([])
    expect((await boards()).map((board) => board.id)).toContain('todo')
    expect(await idsOn('done')).toEqual(others)
  })

  it('answers 404 for an unknown board', async () => {
    const response = await adminRequest(handlers, '/apps/kanban/clear-tasks?boardId=nowhere', {
      method: 'DELETE',
    })
    expect(response.status).toBe(404)
  })
})

describe('a change sent again with the same Idempotency-Key', () => {
  const keyed = (key: string, init: RequestInit): RequestInit => {
    const headers = new Headers(init.headers)
    headers.set('idempotency-key', key)
    return { ...init, headers }
  }
  const postKeyed = (path: string, data: unknown, key: string) =>
    adminRequest(handlers, `/apps/kanban/${path}`, keyed(key, postJson({ data })))

  it('adds the task once and answers the same task again', async () => {
    const before = (await tasks()).length
    const draft = {
      title: 'Sent twice',
      boardId: 'todo',
      labels: [],
      description: '',
      dueDate: defaultDueDate(),
      attachments: [],
      comments: [],
      assignedTo: [],
      coverImage: null,
    }
    const first = await postKeyed('add-task', draft, 'k-add')
    const again = await postKeyed('add-task', draft, 'k-add')
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    expect(await tasks()).toHaveLength(before + 1)
    // Another key is another change.
    await postKeyed('add-task', draft, 'k-other')
    expect(await tasks()).toHaveLength(before + 2)
  })

  it('moves a task to another board once: a second update-task-board does not move it last again', async () => {
    const [first, second] = await idsOn('todo')
    await postKeyed('update-task-board', { id: first, boardId: 'done' }, 'k-move')
    await postKeyed('update-task-board', { id: second, boardId: 'done' }, 'k-move-2')
    const done = await idsOn('done')
    expect(done.slice(-2)).toEqual([first, second])
    // Sent again after a lost answer: the first task stays where the second one followed it.
    expect(
      (await postKeyed('update-task-board', { id: first, boardId: 'done' }, 'k-move')).status,
    ).toBe(200)
    expect(await idsOn('done')).toEqual(done)
  })

  it('deletes a board once: the same delete again gets the first answer, not a 404', async () => {
    const remove = () =>
      adminRequest(
        handlers,
        '/apps/kanban/delete-board?id=done',
        keyed('k-delete', { method: 'DELETE' }),
      )
    expect((await remove()).status).toBe(200)
    const again = await remove()
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ id: 'done' })
  })

  it('does not keep a refusal: the same key is tried again once the change can be made', async () => {
    expect((await postKeyed('update-board', { id: 'todo', title: '  ' }, 'k-rename')).status).toBe(
      400,
    )
    expect(
      (await postKeyed('update-board', { id: 'todo', title: 'Backlog' }, 'k-rename')).status,
    ).toBe(200)
    expect((await boards())[0]).toEqual({ id: 'todo', title: 'Backlog' })
  })

  it('refuses a client first (403), whatever the key, and makes nothing', async () => {
    const response = await demoRequest(
      handlers,
      '/apps/kanban/update-board',
      await withToken(client, keyed('k-client', postJson({ data: { id: 'todo', title: 'Mine' } }))),
    )
    expect(response.status).toBe(403)
    expect(
      (await postKeyed('update-board', { id: 'todo', title: 'Ours' }, 'k-client')).status,
    ).toBe(200)
    expect((await boards())[0]!.title).toBe('Ours')
  })
})
