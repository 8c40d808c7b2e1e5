import {
  boardIdFor,
  kanbanCovers,
  kanbanPeople,
  toDay,
  type KanbanBoard,
  type KanbanTask,
  type TaskDraft,
} from '../../models/kanban/kanban.ts'
import { changeBoard, reorderBoard, tasksOf } from '../../models/kanban/kanban-board.ts'
import { defineStore } from '../server/store.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The demo kanban board (/apps/kanban): the three default boards and nine tasks, held in memory.
 * Due dates are relative to the moment of seeding; everything else comes from a fixed seed.
 */

const defaultBoards: readonly KanbanBoard[] = [
  { id: 'todo', title: 'Todo' },
  { id: 'in-progress', title: 'In Progress' },
  { id: 'done', title: 'Done' },
]

// prettier-ignore
const seedTasks: readonly (readonly [boardId: string, title: string, labels: string[], description: string])[] = [
  ['todo', 'Research FAQ page UX', ['UX'], 'Collect the questions customers ask most and sketch a page that answers them.'],
  ['todo', 'Review JavaScript code', ['Code Review'], 'Go through the pull requests of the dashboard widgets.'],
  ['todo', 'Create product banner images', ['Images', 'App'], 'Three sizes for the shop front and the newsletter.'],
  ['in-progress', 'Dashboard analytics cards', ['Dashboard'], 'Sessions, revenue and goal cards with their charts.'],
  ['in-progress', 'Charts and maps for reports', ['Charts & Maps'], 'A sales map by country and a monthly trend chart.'],
  ['in-progress', 'Onboarding screens', ['UX', 'App'], 'Welcome, permissions and first project.'],
  ['done', 'Forms and tables', ['App'], 'Validation messages and responsive tables.'],
  ['done', 'Invoice preview layout', ['Dashboard', 'Images'], 'Printable layout with the company logo.'],
  ['done', 'Release notes 2.4', ['Code Review'], 'What changed, for customers and for the team.'],
]

const files = ['pdf', 'doc', 'xls', 'jpg', 'zip'] as const

const day = 24 * 60 * 60 * 1000

function seed(): { boards: KanbanBoard[]; tasks: KanbanTask[]; nextId: number } {
  const random = seededRandom(4242)
  const now = Date.now()
  const tasks = seedTasks.map(([boardId, title, labels, description], index): KanbanTask => {
    const people = [...kanbanPeople]
      .sort(() => random() - 0.5)
      .slice(0, 1 + Math.floor(random() * 3))
    const fileCount = Math.floor(random() * 3)
    const commentCount = Math.floor(random() * 3)
    return {
      id: index + 1,
      title,
      boardId,
      labels,
      description,
      dueDate: toDay(new Date(now + (Math.floor(random() * 20) - 5) * day)),
      attachments: Array.from({ length: fileCount }, (_, n) => {
        const kind = pick(random, files)
        return {
          name: `${title.split(' ')[0]!.toLowerCase()}-${n + 1}.${kind}`,
          img: `/images/icons/file-icons/${kind}.svg`,
        }
      }),
      comments: Array.from({ length: commentCount }, (_, n) => {
        const person = pick(random, kanbanPeople)
        return {
          name: person.title,
          img: person.img,
          comment:
            n === 0
              ? 'Looks good to me, let us ship it.'
              : 'I added a few notes to the description.',
        }
      }),
      assignedTo: people,
      coverImage: index % 3 === 0 ? kanbanCovers[(index / 3) % kanbanCovers.length]! : null,
    }
  })
  return { boards: defaultBoards.map((board) => ({ ...board })), tasks, nextId: tasks.length + 1 }
}

const store = defineStore(seed)

export const kanbanBoards = (): KanbanBoard[] => store.get().boards
export const kanbanTasks = (): KanbanTask[] => store.get().tasks

const findBoard = (id: string) => store.get().boards.find((board) => board.id === id)
const findTask = (id: number) => store.get().tasks.find((task) => task.id === id)
export const hasBoard = (id: string) => findBoard(id) !== undefined
export const hasTask = (id: number) => findTask(id) !== undefined

/** Puts a board's tasks in the order of `ids`; false unless `ids` are exactly that board's tasks. */
export function reorderKanbanTasks(boardId: string, ids: readonly number[]): boolean {
  const state = store.get()
  const current = tasksOf(state.tasks, boardId).map((task) => task.id)
  const same =
    ids.length === current.length &&
    new Set(ids).size === ids.length &&
    ids.every((id) => current.includes(id))
  if (!same) return false
  state.tasks = reorderBoard(state.tasks, boardId, ids)
  return true
}

/** Moves a task to another board, last on it. */
export function moveKanbanTask(id: number, boardId: string): KanbanTask {
  const state = store.get()
  state.tasks = changeBoard(state.tasks, id, boardId)
  return findTask(id)!
}

export function addKanbanTask(draft: TaskDraft): KanbanTask {
  const state = store.get()
  const task = { ...draft, id: state.nextId++ }
  state.tasks = [...state.tasks, task]
  return task
}

export function updateKanbanTask(task: KanbanTask): KanbanTask {
  const state = store.get()
  const current = findTask(task.id)!
  // A task that changes board through update-task goes last on the new board, as with a move.
  state.tasks = state.tasks.map((candidate) => (candidate.id === task.id ? task : candidate))
  if (current.boardId !== task.boardId)
    state.tasks = changeBoard(state.tasks, task.id, task.boardId)
  return task
}

export function addKanbanBoard(title: string): KanbanBoard {
  const state = store.get()
  const board = {
    id: boardIdFor(
      title,
      state.boards.map((known) => known.id),
    ),
    title,
  }
  state.boards = [...state.boards, board]
  return board
}

export function renameKanbanBoard(id: string, title: string): KanbanBoard {
  const board = findBoard(id)!
  board.title = title
  return board
}

/** Deletes a board and its tasks. */
export function deleteKanbanBoard(id: string): void {
  const state = store.get()
  state.boards = state.boards.filter((board) => board.id !== id)
  state.tasks = state.tasks.filter((task) => task.boardId !== id)
}

export function clearKanbanTasks(boardId: string): void {
  const state = store.get()
  state.tasks = state.tasks.filter((task) => task.boardId !== boardId)
}
