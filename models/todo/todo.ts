import * as z from 'zod/mini'
import { hasVisibleText, trimInvisible } from '../format/visible-text.ts'

/** The tags a task may carry (SPEC.md section 3). */
export const todoTags = ['update', 'team', 'high', 'medium', 'low'] as const
export type TodoTag = (typeof todoTags)[number]

/** What `GET /apps/todo/tasks` may be narrowed to; none gives the tasks not deleted. */
export const todoFilters = ['important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof todoFilters)[number]

/** How the tasks may be sorted; `latest` (the newest first) is the server's default. */
export const todoSorts = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof todoSorts)[number]

/** Who a task is for: a member of the team, by name and picture ('' without one). */
export const todoAssigneeSchema = z.object({ fullName: z.string(), avatar: z.string() })
export type TodoAssignee = z.infer<typeof todoAssigneeSchema>

/** A to-do task (SPEC.md section 3). The due date is a day, `YYYY-MM-DD`, or none. */
export const todoTaskSchema = z.object({
  id: z.number(),
  title: z.string(),
  dueDate: z.nullable(z.string()),
  description: z.string(),
  assignee: z.nullable(todoAssigneeSchema),
  tags: z.array(z.string()),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
})
export type TodoTask = z.infer<typeof todoTaskSchema>

/** `GET /apps/todo/tasks`: every task that matches, in the order asked for. */
export const todoTasksAnswerSchema = z.object({ tasks: z.array(todoTaskSchema) })
/** The add and update answers: the task as the server keeps it. */
export const todoTaskAnswerSchema = z.object({ task: todoTaskSchema })
/** `GET /apps/todo/assignees`: the people a task may be given to. */
export const todoAssigneesAnswerSchema = z.object({ assignees: z.array(todoAssigneeSchema) })

/** The fields a task is written with, as the add and update endpoints take them. */
export type TodoFields = Omit<TodoTask, 'id' | 'isDeleted'>

/** The task drawer's fields, as typed: '' is no due date and nobody assigned. */
export interface TodoDraft {
  title: string
  /** `YYYY-MM-DD`, or ''. */
  dueDate: string
  /** The assignee's full name, or ''. */
  assignee: string
  tags: string[]
  description: string
}

export const emptyTodoDraft: TodoDraft = {
  title: '',
  dueDate: '',
  assignee: '',
  tags: [],
  description: '',
}

/** The drawer's fields for a task being edited. */
export function todoDraftOf(task: TodoTask): TodoDraft {
  return {
    title: task.title,
    dueDate: task.dueDate ?? '',
    assignee: task.assignee?.fullName ?? '',
    tags: [...task.tags],
    description: task.description,
  }
}

/** What is wrong with a draft, by field: the translation key of the problem. */
export type TodoDraftProblems = Partial<Record<keyof TodoDraft, 'required'>>

/** A task needs a title that shows something: blanks and invisible characters alone are none. */
export function checkTodoDraft(draft: Pick<TodoDraft, 'title'>): TodoDraftProblems {
  return hasVisibleText(draft.title) ? {} : { title: 'required' }
}

/**
 * The task's fields for a draft: texts trimmed of their invisible ends, the assignee with the
 * picture the team list gives them (the server keeps its own), tags in the order they are listed.
 */
export function todoFieldsOf(
  draft: TodoDraft,
  assignees: readonly TodoAssignee[],
): Omit<TodoFields, 'isCompleted' | 'isImportant'> {
  const name = draft.assignee
  return {
    title: trimInvisible(draft.title),
    dueDate: draft.dueDate === '' ? null : draft.dueDate,
    assignee:
      name === ''
        ? null
        : (assignees.find((person) => person.fullName === name) ?? { fullName: name, avatar: '' }),
    tags: orderedTags(draft.tags),
    description: trimInvisible(draft.description),
  }
}

/** The fields of `fields` that differ from `task`'s: what an edit sends. */
export function changedTodoFields(
  task: TodoTask,
  fields: Partial<TodoFields>,
): Partial<TodoFields> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(task[field as keyof TodoFields]),
    ),
  )
}

/** Known tags first in their listed order, then any others as given; each once. */
export function orderedTags(tags: readonly string[]): string[] {
  const unique = [...new Set(tags)]
  const known = todoTags.filter((tag) => unique.includes(tag))
  return [...known, ...unique.filter((tag) => !(todoTags as readonly string[]).includes(tag))]
}

/** What narrows the to-do list: the filter, the tag and the search (SPEC.md section 7). */
export interface TodoQuery {
  filter?: string | undefined
  tag?: string | undefined
  q?: string | undefined
}

/**
 * Whether a task is among those `GET /apps/todo/tasks` answers for `query`: important or
 * completed ones that are not deleted, the deleted ones, or without a filter every task not
 * deleted; with the tag, if any; and the search in its title or description, whatever the case.
 * The demo server answers by it, and the page takes a changed task off the list by it at once.
 */
export function isListedTodo(task: TodoTask, { filter, tag, q }: TodoQuery): boolean {
  const query = trimInvisible(q ?? '').toLowerCase()
  return (
    inTodoFilter(task, filter) &&
    (!tag || task.tags.includes(tag)) &&
    (query === '' ||
      task.title.toLowerCase().includes(query) ||
      task.description.toLowerCase().includes(query))
  )
}

function inTodoFilter(task: TodoTask, filter: string | undefined): boolean {
  switch (filter) {
    case 'important':
      return task.isImportant && !task.isDeleted
    case 'completed':
      return task.isCompleted && !task.isDeleted
    case 'deleted':
      return task.isDeleted
    default:
      return !task.isDeleted
  }
}

/** Whether a task is late: not completed and due before `today` (`YYYY-MM-DD`). */
export function isOverdue(task: Pick<TodoTask, 'dueDate' | 'isCompleted'>, today: string): boolean {
  return !task.isCompleted && task.dueDate !== null && task.dueDate < today
}
