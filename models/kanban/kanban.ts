import * as z from 'zod/mini'
import { optionalString } from '../format/optional-fields.ts'

/*
 * The kanban board (SPEC.md sections 3, 4 and 7, "Kanban"). The demo endpoints, all under
 * /apps/kanban/, as the client and the demo server both use them:
 *
 * - GET  boards                       -> KanbanBoard[] in display order
 * - GET  tasks                        -> KanbanTask[]; a board's tasks in this order are its order
 * - POST reorder-tasks     {data: {boardId, ids}}     -> {boardId, ids}; ids are all the board's
 *                                                         task ids in their new order
 * - POST update-task-board {data: {id, boardId}}      -> {task}; the task goes last on that board
 * - POST add-task          {data: TaskDraft}          -> 201 {task}
 * - POST add-board         {data: {title}}            -> 201 {board}; the id is made from the title
 * - POST update-task       {data: KanbanTask}         -> {task}
 * - POST update-board      {data: {id, title}}        -> {board} (a demo extra: renaming)
 * - DELETE delete-board?id=BOARD_ID                   -> {id}; the board's tasks go with it
 * - DELETE clear-tasks?boardId=BOARD_ID               -> {boardId}
 *
 * Refusals answer 400 with field errors ({errors: {field: [message]}}) or 404 with a message.
 * Every change is sent with an `Idempotency-Key` header: the same change sent again (after an
 * answer lost with the network) is made once, and answered as the first time.
 */

export const defaultBoardIds = ['todo', 'in-progress', 'done'] as const

export const kanbanBoardSchema = z.object({ id: z.string(), title: z.string() })
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>

export const kanbanAttachmentSchema = z.object({ name: z.string(), img: z.string() })
export type KanbanAttachment = z.infer<typeof kanbanAttachmentSchema>

export const kanbanCommentSchema = z.object({
  name: z.string(),
  img: z.string(),
  comment: z.string(),
})
export type KanbanComment = z.infer<typeof kanbanCommentSchema>

export const kanbanAssigneeSchema = z.object({ title: z.string(), img: z.string() })
export type KanbanAssignee = z.infer<typeof kanbanAssigneeSchema>

/** A due date is a calendar day, `YYYY-MM-DD`. */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const kanbanTaskSchema = z.object({
  id: z.number(),
  title: z.string(),
  boardId: z.string(),
  labels: z.array(z.string()),
  description: z.string(),
  dueDate: day,
  attachments: z.array(kanbanAttachmentSchema),
  comments: z.array(kanbanCommentSchema),
  assignedTo: z.array(kanbanAssigneeSchema),
  coverImage: optionalString,
})
export type KanbanTask = z.infer<typeof kanbanTaskSchema>

/** A new task as the client sends it: everything but the id, which the server gives. */
export type TaskDraft = Omit<KanbanTask, 'id'>

export const boardsResponseSchema = z.array(kanbanBoardSchema)
export const tasksResponseSchema = z.array(kanbanTaskSchema)
export const taskAnswerSchema = z.object({ task: kanbanTaskSchema })
export const boardAnswerSchema = z.object({ board: kanbanBoardSchema })

/** The labels a task may carry, each with its colour. */
export const kanbanLabels = [
  'UX',
  'Images',
  'App',
  'Code Review',
  'Dashboard',
  'Charts & Maps',
] as const

/** The people tasks are assigned to in the demo, with their avatars. */
export const kanbanPeople: readonly KanbanAssignee[] = [
  { title: 'Lena Hartmann', img: '/images/avatars/2.svg' },
  { title: 'Mateo Silva', img: '/images/avatars/3.svg' },
  { title: 'Priya Raman', img: '/images/avatars/4.svg' },
  { title: 'Amara Okoye', img: '/images/avatars/6.svg' },
  { title: 'Hiroshi Sato', img: '/images/avatars/7.svg' },
  { title: 'Diego Fernández', img: '/images/avatars/9.svg' },
]

/** The cover images a task may show. */
export const kanbanCovers = [
  '/images/kanban/cover-1.svg',
  '/images/kanban/cover-2.svg',
  '/images/kanban/cover-3.svg',
] as const

const pad = (value: number) => String(value).padStart(2, '0')

/** A local calendar day as `YYYY-MM-DD`. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The default due date of a new task: two days from now (SPEC.md section 9). */
export function defaultDueDate(now: Date = new Date()): string {
  const due = new Date(now)
  due.setDate(due.getDate() + 2)
  return toDay(due)
}

/** A board id made from its title: lower case, words joined by dashes, unique among `taken`. */
export function boardIdFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'board'
  let id = base
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`
  return id
}
