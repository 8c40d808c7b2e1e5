import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  todoAssigneesAnswerSchema,
  todoTaskAnswerSchema,
  todoTasksAnswerSchema,
  type TodoAssignee,
  type TodoTask,
} from '@models/todo/todo'
import { resetAllStores } from '@mocks/server/store'
import { allTasks } from '@mocks/todo/todos'
import { allUsers, updateUser } from '@mocks/users/users'
import { todoHandlers } from '@mocks/todo/todo.handlers'
import { adminRequest, client, demoRequest, postJson, withToken } from './demo-request'

// Every request signs a token; a busy machine needs more than the default 5 s for some tests.
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => resetAllStores())

// SPEC.md section 3 and 7, written here rather than imported from the code under test.
const tags = ['update', 'team', 'high', 'medium', 'low']

async function tasks(query = ''): Promise<TodoTask[]> {
  const response = await adminRequest(todoHandlers, `/apps/todo/tasks${query}`)
  expect(response.status).toBe(200)
  return z.parse(todoTasksAnswerSchema, await response.json()).tasks
}

async function assignees(): Promise<TodoAssignee[]> {
  const response = await adminRequest(todoHandlers, '/apps/todo/assignees')
  expect(response.status).toBe(200)
  return z.parse(todoAssigneesAnswerSchema, await response.json()).assignees
}

const ids = (list: readonly { id: number }[]) => list.map((task) => task.id)
const add = (task: unknown) =>
  adminRequest(todoHandlers, '/apps/todo/add-tasks', postJson({ task }))
const update = (task: unknown) =>
  adminRequest(todoHandlers, '/apps/todo/update-task', postJson({ task }))
const remove = (query: string) =>
  adminRequest(todoHandlers, `/apps/todo/delete-task${query}`, { method: 'DELETE' })

const notDeleted = () => allTasks().filter((task) => !task.isDeleted)
const byIdDown = (a: TodoTask, b: TodoTask) => b.id - a.id
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

describe('the seeded to-do list', () => {
  it('has about twenty tasks with every field, the five tags, several assignees and due dates', () => {
    const seeded = allTasks()
    expect(seeded.length).toBeGreaterThanOrEqual(18)
    expect(new Set(seeded.flatMap((task) => task.tags))).toEqual(new Set(tags))
    expect(new Set(seeded.map((task) => task.assignee?.fullName)).size).toBeGreaterThan(5)
    expect(new Set(seeded.map((task) => task.dueDate)).size).toBeGreaterThan(5)
    for (const flag of ['isCompleted', 'isDeleted', 'isImportant'] as const) {
      expect(seeded.some((task) => task[flag])).toBe(true)
      expect(seeded.some((task) => !task[flag])).toBe(true)
    }
    expect(seeded.every((task) => task.description.length > 0)).toBe(true)
  })
})

describe('GET /apps/todo/tasks', () => {
  it('without a filter lists the tasks not deleted, the latest first: the id order reversed', async () => {
    expect(ids(await tasks())).toEqual(ids(notDeleted()).reverse())
    expect(ids(await tasks('?sortBy=latest'))).toEqual(ids(notDeleted()).reverse())
  })

  it.each([
    ['important', (task: TodoTask) => task.isImportant && !task.isDeleted],
    ['completed', (task: TodoTask) => task.isCompleted && !task.isDeleted],
    ['deleted', (task: TodoTask) => task.isDeleted],
  ])('filter=%s lists those tasks', async (filter, wanted) => {
    const expected = allTasks().filter(wanted).sort(byIdDown)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(await tasks(`?filter=${filter}`))).toEqual(ids(expected))
  })

  it.each(tags)('tag=%s lists the tasks not deleted that carry it', async (tag) => {
    const expected = notDeleted()
      .filter((task) => task.tags.includes(tag))
      .sort(byIdDown)
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(await tasks(`?tag=${tag}`))).toEqual(ids(expected))
  })

  it('takes a tag within a filter', async () => {
    const expected = allTasks()
      .filter((task) => task.isImportant && !task.isDeleted && task.tags.includes('high'))
      .sort(byIdDown)
    expect(ids(await tasks('?filter=important&tag=high'))).toEqual(ids(expected))
  })

  it('searches the title and the description, whatever the case', async () => {
    const found = await tasks('?q=%20NEWSLETTER%20')
    expect(found.map((task) => task.title)).toEqual(['Plan the spring newsletter'])
    expect((await tasks('?q=forty%20questions')).map((task) => task.title)).toEqual([
      'Answer the security questionnaire',
    ])
    expect(await tasks('?q=nothing-like-this')).toEqual([])
  })

  it('sorts by title from A and from Z', async () => {
    const ascending = [...notDeleted()].sort((a, b) => text(a.title, b.title))
    expect((await tasks('?sortBy=title-asc')).map((task) => task.title)).toEqual(
      ascending.map((task) => task.title),
    )
    expect((await tasks('?sortBy=title-desc')).map((task) => task.title)).toEqual(
      ascending.map((task) => task.title).reverse(),
    )
  })

  it('sorts by assignee name, the unassigned last', async () => {
    const sorted = await tasks('?sortBy=assignee')
    const names = sorted.map((task) => task.assignee?.fullName ?? null)
    const assigned = names.filter((name): name is string => name !== null)
    expect(assigned).toEqual([...assigned].sort(text))
    expect(names.indexOf(null)).toBe(assigned.length)
    expect(sorted).toHaveLength(notDeleted().length)
  })

  it('sorts by due date, the soonest first and those without one last', async () => {
    const sorted = await tasks('?sortBy=due-date')
    const days = sorted.map((task) => task.dueDate)
    const dated = days.filter((day): day is string => day !== null)
    expect(dated).toEqual([...dated].sort())
    expect(days.slice(dated.length).every((day) => day === null)).toBe(true)
  })

  it('refuses a filter, tag or sort it does not know, naming those it does', async () => {
    for (const query of ['?filter=urgent', '?tag=urgent', '?sortBy=priority']) {
      const response = await adminRequest(todoHandlers, `/apps/todo/tasks${query}`)
      expect(response.status).toBe(400)
    }
    const response = await adminRequest(todoHandlers, '/apps/todo/tasks?filter=urgent')
    expect(await response.json()).toEqual({
      errors: { filter: ['filter must be important, completed or deleted.'] },
    })
  })
})

describe('GET /apps/todo/assignees', () => {
  it('answers the team: the active users of the user list, by name', async () => {
    const active = allUsers()
      .filter((user) => user.status === 'active')
      .map((user) => user.fullName)
      .sort((a, b) => a.localeCompare(b, 'en'))
    expect((await assignees()).map((person) => person.fullName)).toEqual(active)
  })
})

describe('POST /apps/todo/add-tasks', () => {
  it('answers 201 with the task, the next id, neither completed, important nor deleted', async () => {
    const [member] = await assignees()
    const response = await add({
      title: '  Write the FAQ  ',
      dueDate: '2030-05-04',
      description: 'Ten questions.',
      assignee: { fullName: member!.fullName, avatar: 'ignored.svg' },
      tags: ['low', 'team', 'low'],
    })
    expect(response.status).toBe(201)
    const { task } = z.parse(todoTaskAnswerSchema, await response.json())
    expect(task).toEqual({
      id: 21,
      title: 'Write the FAQ',
      dueDate: '2030-05-04',
      description: 'Ten questions.',
      assignee: member,
      tags: ['team', 'low'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    })
    expect(ids(await tasks()).at(0)).toBe(21)
  })

  it('takes a task with a title alone', async () => {
    const response = await add({ title: 'Water the plants', isImportant: true })
    expect(response.status).toBe(201)
    expect(z.parse(todoTaskAnswerSchema, await response.json()).task).toMatchObject({
      dueDate: null,
      assignee: null,
      tags: [],
      description: '',
      isImportant: true,
    })
  })

  it('refuses a missing title, or one of blanks and invisible characters', async () => {
    for (const title of [undefined, '', '   ', '\u200b\u2060\u00a0', '\u3164']) {
      const response = await add({ title })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { title: ['Title is required.'] } })
    }
    expect(allTasks()).toHaveLength(20)
  })

  it('names every wrong field: due date, assignee, tags', async () => {
    const response = await add({
      title: 'Something',
      dueDate: '2030-02-30',
      assignee: { fullName: 'Nobody Known' },
      tags: ['urgent'],
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        dueDate: ['The due date must be a day, written YYYY-MM-DD.'],
        assignee: ['Nobody Known is not on the team.'],
        tags: ['Each tag must be update, team, high, medium or low.'],
      },
    })
  })

  it('refuses an assignee who has left the team since', async () => {
    const [member] = await assignees()
    const user = allUsers().find((person) => person.fullName === member!.fullName)!
    updateUser(user.id, { status: 'inactive' })
    const response = await add({ title: 'Something', assignee: member })
    expect(await response.json()).toEqual({
      errors: { assignee: [`${member!.fullName} is not on the team.`] },
    })
  })
})

describe('POST /apps/todo/update-task', () => {
  it('changes the fields sent and answers the task', async () => {
    const response = await update({ id: 3, isCompleted: true, title: 'Call Northwind back' })
    expect(response.status).toBe(200)
    const { task } = z.parse(todoTaskAnswerSchema, await response.json())
    expect(task).toMatchObject({ id: 3, isCompleted: true, title: 'Call Northwind back' })
    expect(allTasks().find((item) => item.id === 3)).toEqual(task)
  })

  it('keeps an assignee who left the team when the assignee is not sent', async () => {
    const before = allTasks().find((item) => item.id === 1)!
    const user = allUsers().find((person) => person.fullName === before.assignee!.fullName)!
    updateUser(user.id, { status: 'inactive' })
    const response = await update({ id: 1, isImportant: false })
    expect(response.status).toBe(200)
    expect(z.parse(todoTaskAnswerSchema, await response.json()).task.assignee).toEqual(
      before.assignee,
    )
  })

  it('refuses to empty the title, and a flag that is not true or false', async () => {
    const response = await update({ id: 3, title: '\u200b', isImportant: 'yes' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        title: ['Title is required.'],
        isImportant: ['isImportant must be true or false.'],
      },
    })
  })

  it('answers 404 for a task that does not exist, and 400 without an id', async () => {
    expect((await update({ id: 999, title: 'x' })).status).toBe(404)
    expect((await update({ title: 'x' })).status).toBe(400)
  })
})

describe('DELETE /apps/todo/delete-task and restoring', () => {
  it('deletes softly: the task leaves the list and shows under Deleted', async () => {
    const response = await remove('?taskId=3')
    expect(response.status).toBe(200)
    expect(ids(await tasks())).not.toContain(3)
    expect(ids(await tasks('?filter=deleted'))).toContain(3)
    expect(allTasks().find((task) => task.id === 3)?.isDeleted).toBe(true)
  })

  it('restores a deleted task with an update of isDeleted to false', async () => {
    await remove('?taskId=3')
    const response = await update({ id: 3, isDeleted: false })
    expect(response.status).toBe(200)
    expect(ids(await tasks())).toContain(3)
    expect(ids(await tasks('?filter=deleted'))).not.toContain(3)
  })

  it('answers 404 for a task that does not exist, and 400 without an id', async () => {
    expect((await remove('?taskId=999')).status).toBe(404)
    expect((await remove('')).status).toBe(400)
  })
})

describe('access', () => {
  it('refuses a client every to-do endpoint with the reason, and anyone without a token', async () => {
    const asClient = await demoRequest(todoHandlers, '/apps/todo/tasks', await withToken(client))
    expect(asClient.status).toBe(403)
    expect(await asClient.json()).toEqual({
      message: 'Only the team may see and change its to-do list.',
    })
    expect((await demoRequest(todoHandlers, '/apps/todo/tasks')).status).toBe(401)
  })
})
