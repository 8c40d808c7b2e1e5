import { http, HttpResponse } from 'msw'
import { dateOfDay } from '../../models/format/day.ts'
import {
  isListedTodo,
  orderedTags,
  todoFilters,
  todoSorts,
  todoTags,
  type TodoFields,
  type TodoTask,
} from '../../models/todo/todo.ts'
import { trimInvisible } from '../../models/format/visible-text.ts'
import { addTask, allTasks, findTask, teamMembers, updateTask } from './todos.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import { compareText, queryText } from '../server/list-params.ts'
import { readJsonObject } from '../server/read-json.ts'

/** The team's to-do list: the admin and employees read and change it, a client neither. */
const readTodo: Need = { action: 'read', subject: 'Todo' }
const manageTodo: Need = { action: 'manage', subject: 'Todo' }

const maxTitle = 200
const maxDescription = 2000

const taskNotFound = () => HttpResponse.json({ message: 'Task not found' }, { status: 404 })

/** "a, b or c" */
const oneOf = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value)

// --- Which tasks, in which order -----------------------------------------------------------------

/** Ties keep the id order, lowest first. */
const byId = (a: TodoTask, b: TodoTask) => a.id - b.id

/** Missing values (nobody assigned, no due date) go last, whichever the order. */
function lastWhenMissing<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return compare(a, b)
}

const sorters: Record<(typeof todoSorts)[number], (a: TodoTask, b: TodoTask) => number> = {
  // "latest" reverses the id order (SPEC.md section 7): the newest task first.
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => compareText(a.title, b.title) || byId(a, b),
  'title-desc': (a, b) => compareText(b.title, a.title) || byId(a, b),
  assignee: (a, b) =>
    lastWhenMissing(a.assignee?.fullName ?? null, b.assignee?.fullName ?? null, compareText) ||
    byId(a, b),
  // Days as YYYY-MM-DD sort as text.
  'due-date': (a, b) =>
    lastWhenMissing(a.dueDate, b.dueDate, (x, y) => (x < y ? -1 : x > y ? 1 : 0)) || byId(a, b),
}

/** A list parameter that may be left out: its value, or a 400 naming the values it may take. */
function choice<T extends string>(
  search: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined | Response {
  const value = search.get(name)?.trim()
  if (!value) return undefined
  return isOneOf(values, value) ? value : fieldError(name, `${name} must be ${oneOf(values)}.`)
}

// --- Validation of a task sent by the add and update forms ---------------------------------------

interface Checked {
  errors: Record<string, string[]>
  values: Partial<TodoFields & { isDeleted: boolean }>
}

/**
 * Checks the fields of a task: the title required on a new task and never emptied (a title of
 * only invisible characters is empty), the due date a real day, the assignee a member of the team,
 * the tags known. `isNew` checks a whole new task (the missing fields get their defaults);
 * otherwise only the fields sent, where `isDeleted` may also be set (a restore). Every failing
 * field is named.
 */
function checkTaskFields(raw: Record<string, unknown>, isNew: boolean): Checked {
  const errors: Record<string, string[]> = {}
  const values: Checked['values'] = {}
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  const sent = (field: string) => raw[field] !== undefined

  if (sent('title') || isNew) {
    const title = raw.title
    if (title !== undefined && title !== null && typeof title !== 'string') {
      fail('title', 'The title must be text.')
    } else {
      const value = trimInvisible(title ?? '')
      if (value === '') fail('title', 'Title is required.')
      else if ([...value].length > maxTitle) {
        fail('title', `The title may be at most ${maxTitle} characters.`)
      } else values.title = value
    }
  }

  if (sent('dueDate') || isNew) {
    const dueDate = raw.dueDate ?? null
    if (dueDate === null || dueDate === '') values.dueDate = null
    else if (typeof dueDate !== 'string' || dateOfDay(dueDate) === null) {
      fail('dueDate', 'The due date must be a day, written YYYY-MM-DD.')
    } else values.dueDate = dueDate
  }

  if (sent('description') || isNew) {
    const description = raw.description ?? ''
    if (typeof description !== 'string') fail('description', 'The description must be text.')
    else {
      const value = trimInvisible(description)
      if ([...value].length > maxDescription) {
        fail('description', `The description may be at most ${maxDescription} characters.`)
      } else values.description = value
    }
  }

  if (sent('assignee') || isNew) {
    const assignee = raw.assignee ?? null
    if (assignee === null) values.assignee = null
    else {
      const name =
        typeof assignee === 'object' && 'fullName' in assignee ? assignee.fullName : undefined
      const member =
        typeof name === 'string'
          ? teamMembers().find((person) => person.fullName === trimInvisible(name))
          : undefined
      if (typeof name !== 'string') fail('assignee', 'The assignee must have a full name.')
      else if (!member) fail('assignee', `${trimInvisible(name)} is not on the team.`)
      else values.assignee = member
    }
  }

  if (sent('tags') || isNew) {
    const tags = raw.tags ?? []
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) {
      fail('tags', 'The tags must be a list of words.')
    } else if (!tags.every((tag) => isOneOf(todoTags, tag))) {
      fail('tags', `Each tag must be ${oneOf(todoTags)}.`)
    } else values.tags = orderedTags(tags)
  }

  const flags = isNew
    ? (['isCompleted', 'isImportant'] as const)
    : (['isCompleted', 'isImportant', 'isDeleted'] as const)
  for (const flag of flags) {
    const value = raw[flag]
    if (value === undefined) {
      if (isNew) values[flag] = false
    } else if (typeof value !== 'boolean') fail(flag, `${flag} must be true or false.`)
    else values[flag] = value
  }
  return { errors, values }
}

const hasErrors = (errors: Record<string, string[]>) => Object.keys(errors).length > 0

/** The `task` object of a form's body, or an empty one. */
async function readTask(request: Request): Promise<Record<string, unknown>> {
  const task = (await readJsonObject(request))?.task
  return typeof task === 'object' && task !== null && !Array.isArray(task)
    ? (task as Record<string, unknown>)
    : {}
}

/** A whole number given as text ("12"), or undefined. */
function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}

/**
 * The demo to-do list (SPEC.md section 7, "Todo"), state in memory: the tasks that match a search,
 * a filter and a tag in the order asked for; adding, changing and deleting a task (softly: a
 * deleted task is kept, with isDeleted, and an update with isDeleted false restores it). Beyond
 * the spec, `GET /apps/todo/assignees` answers the team a task may be given to, so that an
 * employee, who may not read the user list, can assign tasks too.
 *
 * Access: the team's tool. Reading needs `read Todo`, changing `manage Todo`; the admin and
 * employees have both. 401 without a valid token, 403 for a client on every endpoint.
 */
export const todoHandlers = [
  http.get('*/apps/todo/tasks', async ({ request }) => {
    const auth = await authorize(request, readTodo)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const filter = choice(search, 'filter', todoFilters)
    if (filter instanceof Response) return filter
    const tag = choice(search, 'tag', todoTags)
    if (tag instanceof Response) return tag
    const sortBy = choice(search, 'sortBy', todoSorts)
    if (sortBy instanceof Response) return sortBy
    const q = queryText(search)
    const tasks = allTasks()
      .filter((task) => isListedTodo(task, { filter, tag, q }))
      .sort(sorters[sortBy ?? 'latest'])
    return HttpResponse.json({ tasks })
  }),

  http.get('*/apps/todo/assignees', async ({ request }) => {
    const auth = await authorize(request, readTodo)
    return auth instanceof Response ? auth : HttpResponse.json({ assignees: teamMembers() })
  }),

  http.post('*/apps/todo/add-tasks', async ({ request }) => {
    const auth = await authorize(request, manageTodo)
    if (auth instanceof Response) return auth
    const { errors, values } = checkTaskFields(await readTask(request), true)
    if (hasErrors(errors)) return fieldErrors(errors)
    // Every field is in `values` once a new task has no error.
    return HttpResponse.json({ task: addTask(values as TodoFields) }, { status: 201 })
  }),

  http.post('*/apps/todo/update-task', async ({ request }) => {
    const auth = await authorize(request, manageTodo)
    if (auth instanceof Response) return auth
    const sent = await readTask(request)
    const { id } = sent
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      return fieldError('id', 'The task id must be a whole number.')
    }
    if (!findTask(id)) return taskNotFound()
    const { errors, values } = checkTaskFields(sent, false)
    if (hasErrors(errors)) return fieldErrors(errors)
    return HttpResponse.json({ task: updateTask(id, values) })
  }),

  http.delete('*/apps/todo/delete-task', async ({ request }) => {
    const auth = await authorize(request, manageTodo)
    if (auth instanceof Response) return auth
    const id = wholeNumber(new URL(request.url).searchParams.get('taskId'))
    if (id === undefined) return fieldError('taskId', 'Give the id of the task to delete.')
    // Soft: the task stays, marked deleted, and can be restored.
    const task = updateTask(id, { isDeleted: true })
    return task ? HttpResponse.json({ task }) : taskNotFound()
  }),
]
