import { dayOf } from '../../models/format/day.ts'
import type { TodoAssignee, TodoFields, TodoTask } from '../../models/todo/todo.ts'
import { allUsers } from '../users/users.ts'
import { defineStore } from '../server/store.ts'

/**
 * The team's demo to-do list (/apps/todo): twenty tasks with every field of SPEC.md section 3,
 * held in memory. Due dates are counted in days from the moment of seeding, so some are late and
 * some to come whenever the demo runs; everything else is fixed. Ids run from 1 to 20.
 */

/**
 * The people a task may be given to: the active users of the user list (mocks/users/users.ts), by
 * name. A user made inactive or deleted leaves the team; tasks already theirs keep their name.
 */
export function teamMembers(): TodoAssignee[] {
  return allUsers()
    .filter((user) => user.status === 'active')
    .map((user) => ({ fullName: user.fullName, avatar: user.avatar }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName, 'en'))
}

interface SeedTask {
  title: string
  description: string
  tags: string[]
  /** Days from the seeding day; null for no due date. */
  dueIn: number | null
  /** Index in the team as it is seeded (by name); null for nobody. */
  member: number | null
  completed?: true
  important?: true
  deleted?: true
}

// prettier-ignore
const seedTasks: readonly SeedTask[] = [
  { title: 'Plan the spring newsletter', description: 'Pick three customer stories and the product news for April.', tags: ['team', 'medium'], dueIn: 6, member: 0, important: true },
  { title: 'Renew the SSL certificates', description: 'The shop and the help centre certificates expire at the end of the month.', tags: ['high', 'update'], dueIn: -2, member: 3, important: true },
  { title: 'Call back Northwind Traders', description: 'They asked about the enterprise plan and invoicing in euros.', tags: ['high'], dueIn: 1, member: 5 },
  { title: 'Update the onboarding checklist', description: 'Add the WhatsApp connection step and the new roles.', tags: ['update', 'low'], dueIn: 12, member: 8, completed: true },
  { title: 'Review the support macros', description: 'Shorten the refund answers and fix the broken links.', tags: ['team', 'low'], dueIn: 9, member: 11 },
  { title: 'Book the team offsite venue', description: 'Twenty people, two days, near a train station.', tags: ['team'], dueIn: 21, member: 14, important: true },
  { title: 'Archive last year’s invoices', description: 'Export them as PDF and move them to the finance drive.', tags: ['low'], dueIn: -6, member: 2, completed: true },
  { title: 'Fix the password reset email', description: 'The link opens the login page instead of the reset form.', tags: ['high', 'update'], dueIn: 0, member: 17, important: true },
  { title: 'Draft the Q3 sales report', description: 'Revenue by region and the top ten customers.', tags: ['medium'], dueIn: 15, member: 20 },
  { title: 'Clean up the CRM duplicates', description: 'Merge the contacts imported twice in March.', tags: ['low', 'team'], dueIn: 4, member: null },
  { title: 'Translate the pricing page', description: 'French, German and Portuguese, with the new Standard plan.', tags: ['medium', 'update'], dueIn: 10, member: 23 },
  { title: 'Order new headsets', description: 'Five for the support desk, with noise cancelling.', tags: ['low'], dueIn: -1, member: 6, deleted: true },
  { title: 'Prepare the board meeting slides', description: 'Growth, churn and the hiring plan.', tags: ['high', 'team'], dueIn: 3, member: 1, important: true, completed: true },
  { title: 'Answer the security questionnaire', description: 'Helix Biolabs sent forty questions about data storage.', tags: ['high'], dueIn: 2, member: 9 },
  { title: 'Test the mobile checkout', description: 'iPhone and Android, with saved cards and without.', tags: ['medium', 'team'], dueIn: 7, member: 12, completed: true },
  { title: 'Write the release notes', description: 'What changed in the calendar and the kanban board.', tags: ['update'], dueIn: null, member: 15 },
  { title: 'Interview the design candidates', description: 'Three calls, thirty minutes each.', tags: ['team', 'medium'], dueIn: 5, member: 18, deleted: true },
  { title: 'Set up the holiday auto-replies', description: 'Live chat and WhatsApp, with the support hours.', tags: ['low', 'update'], dueIn: 25, member: 4 },
  { title: 'Audit the user permissions', description: 'Remove the accounts of people who left the team.', tags: ['high', 'team'], dueIn: -4, member: 21, important: true },
  { title: 'Send the partner survey', description: 'Ten questions; results before the summer.', tags: ['medium'], dueIn: 18, member: 7, completed: true, deleted: true },
]

const day = 24 * 60 * 60 * 1000

function seed(): { tasks: TodoTask[]; nextId: number } {
  const now = Date.now()
  const team = teamMembers()
  const tasks = seedTasks.map((task, index): TodoTask => ({
    id: index + 1,
    title: task.title,
    dueDate: task.dueIn === null ? null : dayOf(new Date(now + task.dueIn * day)),
    description: task.description,
    assignee: task.member === null ? null : { ...team[task.member % team.length]! },
    tags: [...task.tags],
    isCompleted: task.completed ?? false,
    isDeleted: task.deleted ?? false,
    isImportant: task.important ?? false,
  }))
  return { tasks, nextId: tasks.length + 1 }
}

const todoStore = defineStore(seed)

const copy = (task: TodoTask): TodoTask => ({
  ...task,
  assignee: task.assignee && { ...task.assignee },
  tags: [...task.tags],
})

/** Every task, deleted ones too, in id order; copies, so an answer never changes once sent. */
export function allTasks(): TodoTask[] {
  return todoStore.get().tasks.map(copy)
}

export function findTask(id: number): TodoTask | undefined {
  const task = todoStore.get().tasks.find((item) => item.id === id)
  return task && copy(task)
}

/** Adds a task with the next id, neither completed, important nor deleted unless said. */
export function addTask(fields: TodoFields): TodoTask {
  const state = todoStore.get()
  const task: TodoTask = { ...fields, id: state.nextId, isDeleted: false }
  state.nextId += 1
  state.tasks.push(task)
  return copy(task)
}

/** Changes some of a task's fields; undefined when there is no task with that id. */
export function updateTask(
  id: number,
  changes: Partial<Omit<TodoTask, 'id'>>,
): TodoTask | undefined {
  const task = todoStore.get().tasks.find((item) => item.id === id)
  if (!task) return undefined
  Object.assign(task, changes)
  return copy(task)
}
