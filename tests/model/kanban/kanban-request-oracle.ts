/*
 * Which requests the kanban board queues as changes for the server, and what it queues, written
 * apart from the kanban machine and the models it calls. The rules:
 *
 * - SPEC.md section 6 and models/session/roles.ts: a client reads the board and changes nothing.
 * - SPEC.md section 4: a task moves between boards and within its board; a board is added,
 *   renamed, cleared or deleted (with its tasks).
 * - What the screen documents: nothing changes before a board is shown; a change must change
 *   something on the board shown (a move to the place the task is in, a board's own name, or
 *   something that is not on the board, is no change); titles are trimmed and never blank; a new
 *   board's id is made from its title as the demo server makes it (lower case, words joined by
 *   dashes, a number added when the id is taken by a board shown); the change is queued under the
 *   key the request carries, with a new task's temporary id.
 */

interface Task {
  id: number
  boardId: string
  title: string
}

/** The board as the screen shows it. */
export interface Shown {
  boards: { id: string; title: string }[]
  tasks: Task[]
}

/** A request as the screen sends it (the fields the oracle reads). */
export type Request = { type: string; key: string } & Record<string, unknown>

/** A board's task ids, top to bottom. */
const idsOn = (shown: Shown, boardId: string) =>
  shown.tasks.filter((task) => task.boardId === boardId).map((task) => task.id)

/** Where the task would be after the move: its board and its place there. */
function placeAfterMove(shown: Shown, taskId: number, boardId: string, index: number) {
  const others = idsOn(shown, boardId).filter((id) => id !== taskId)
  const at = Math.min(Math.max(index, 0), others.length)
  return [...others.slice(0, at), taskId, ...others.slice(at)]
}

function slug(title: string, taken: string[]): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'board'
  let id = base
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`
  return id
}

/** The change a request must queue, or null when it must queue nothing. */
export function expectedChange(
  shown: Shown | null,
  mayChange: boolean,
  request: Request,
): Record<string, unknown> | null {
  if (!shown || !mayChange) return null
  const hasBoard = (id: unknown) => shown.boards.some((board) => board.id === id)
  const key = request.key
  switch (request.type) {
    case 'kanban.task.move': {
      const taskId = request.taskId as number
      const boardId = request.boardId as string
      const index = request.index as number
      const task = shown.tasks.find((each) => each.id === taskId)
      if (!task || !hasBoard(boardId)) return null
      const after = placeAfterMove(shown, taskId, boardId, index)
      const unchanged =
        task.boardId === boardId && JSON.stringify(after) === JSON.stringify(idsOn(shown, boardId))
      return unchanged ? null : { kind: 'move', key, taskId, boardId, index }
    }
    case 'kanban.task.update': {
      const task = request.task as Task
      const known = shown.tasks.some((each) => each.id === task.id)
      if (!known || !hasBoard(task.boardId) || task.title.trim() === '') return null
      return { kind: 'updateTask', key, task }
    }
    case 'kanban.task.add': {
      const draft = request.draft as { boardId: string; title: string }
      if (!hasBoard(draft.boardId) || draft.title.trim() === '') return null
      return { kind: 'addTask', key, draft, tempId: request.tempId }
    }
    case 'kanban.board.add': {
      const title = (request.title as string).trim()
      if (!title) return null
      const boardId = slug(
        title,
        shown.boards.map((board) => board.id),
      )
      return { kind: 'addBoard', key, title, boardId }
    }
    case 'kanban.board.rename': {
      const title = (request.title as string).trim()
      const board = shown.boards.find((each) => each.id === request.boardId)
      if (!board || !title || board.title === title) return null
      return { kind: 'renameBoard', key, boardId: board.id, title }
    }
    case 'kanban.board.delete':
      return hasBoard(request.boardId)
        ? { kind: 'deleteBoard', key, boardId: request.boardId }
        : null
    case 'kanban.board.clear':
      return hasBoard(request.boardId)
        ? { kind: 'clearBoard', key, boardId: request.boardId }
        : null
    default:
      return null
  }
}
