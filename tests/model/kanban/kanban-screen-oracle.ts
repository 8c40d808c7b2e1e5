/*
 * What the kanban screen must show and ask the server, step by step, written apart from the
 * kanban machine, models/kanban-board.ts and the screen's code. The rules:
 *
 * - SPEC.md section 3: boards (id, title; todo, in-progress, done by default) hold tasks.
 * - SPEC.md section 4: a task moves between boards by changing its boardId and can be reordered;
 *   deleting a board also removes its tasks; a board's tasks can be cleared.
 * - SPEC.md section 7 and the endpoints models/kanban.ts documents: update-task-board puts the task
 *   last on its new board; reorder-tasks sends all of a board's task ids in their new order;
 *   add-task, add-board, update-task, update-board (renaming), delete-board, clear-tasks.
 * - SPEC.md section 8: a 500 shows the server's message as an error toast.
 * - SPEC.md section 9: a new task is due two days from now.
 * - What the screen documents of itself: every change shows at once, an addition once the server
 *   has given it an id; changes are sent one at a time in the order made, none before the board
 *   has loaded; a move with nothing left to do is not sent; a refused change leaves the screen
 *   (the server's board with the later changes on top). The toasts' summaries are the screen's
 *   English texts, quoted here.
 */

/** A task as the user sees it, with the id the server knows it by. */
export interface Card {
  id: number
  title: string
}

/** A board and its tasks, top to bottom. */
export interface Column {
  id: string
  title: string
  cards: Card[]
}

/** A change the user makes on the screen. */
export type Change =
  /** Put the task on `boardId` at `index` among that board's other tasks. */
  | { kind: 'move'; taskId: number; boardId: string; index: number }
  | { kind: 'edit'; taskId: number; title: string }
  | { kind: 'addTask'; boardId: string; title: string }
  | { kind: 'addBoard'; title: string }
  | { kind: 'rename'; boardId: string; title: string }
  | { kind: 'delete'; boardId: string }
  | { kind: 'clear'; boardId: string }

/** A request the screen must have on its way to the server. */
export interface ExpectedRequest {
  method: 'GET' | 'POST' | 'DELETE'
  /** The last part of the path: /apps/kanban/<endpoint>. */
  endpoint: string
  /** What the POST's `data` must hold (at least). */
  data?: Record<string, unknown>
  /** The DELETE's query. */
  query?: Record<string, string>
}

export interface ExpectedToast {
  severity: 'error'
  summary: string
  detail: string
}

/** The screen's English summary of each refused change. */
/** The toast of a failed load while the board from last time is on screen. */
const staleSummary = 'The board could not be refreshed: it shows what was loaded last time'

const refusedSummary: Record<Change['kind'], string> = {
  move: 'The task could not be moved',
  edit: 'The task could not be saved',
  addTask: 'The task could not be added',
  addBoard: 'The board could not be added',
  rename: 'The board could not be renamed',
  delete: 'The board could not be deleted',
  clear: 'The board could not be cleared',
}

/** A local calendar day, YYYY-MM-DD. */
function dayOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/** SPEC.md section 9: the default due date is two days from now. */
export function twoDaysFromNow(): string {
  const date = new Date()
  date.setDate(date.getDate() + 2)
  return dayOf(date)
}

const copy = (board: Column[]): Column[] =>
  board.map((column) => ({ ...column, cards: column.cards.map((card) => ({ ...card })) }))

const columnOfCard = (board: Column[], taskId: number) =>
  board.find((column) => column.cards.some((card) => card.id === taskId))

const sameBoard = (a: Column[], b: Column[]) => JSON.stringify(a) === JSON.stringify(b)

/** The task taken off its board and put on `boardId` at `index` (past the end: last). */
function place(board: Column[], taskId: number, boardId: string, index: number): Column[] {
  const next = copy(board)
  const from = columnOfCard(next, taskId)
  const to = next.find((column) => column.id === boardId)
  if (!from || !to) return next
  const card = from.cards.find((entry) => entry.id === taskId)!
  from.cards = from.cards.filter((entry) => entry.id !== taskId)
  to.cards.splice(Math.min(index, to.cards.length), 0, card)
  return next
}

/** A change as the screen shows it before the server answers; additions wait for their id. */
function shownWith(board: Column[], change: Change): Column[] {
  const next = copy(board)
  switch (change.kind) {
    case 'move':
      return place(next, change.taskId, change.boardId, change.index)
    case 'edit':
      next.forEach((column) =>
        column.cards.forEach((card) => {
          if (card.id === change.taskId) card.title = change.title
        }),
      )
      return next
    case 'rename':
      return next.map((column) =>
        column.id === change.boardId ? { ...column, title: change.title } : column,
      )
    case 'delete':
      return next.filter((column) => column.id !== change.boardId)
    case 'clear':
      return next.map((column) =>
        column.id === change.boardId ? { ...column, cards: [] } : column,
      )
    case 'addTask':
    case 'addBoard':
      return next
  }
}

interface Queued {
  change: Change
  /** A move across boards whose board change the server has taken: its reorder is next. */
  boardChanged: boolean
}

/** How one change ended: taken by the server (or with nothing left to send), or refused. */
export interface Settled {
  change: Change
  ok: boolean
}

export class KanbanOracle {
  /** The demo server's board, as the requests it took left it. */
  private server: Column[]
  /** The board shown last time, shown at once while the server's loads. */
  private lastTime: Column[] | null = null
  private status: 'loading' | 'failed' | 'loaded' = 'loading'
  private readonly queue: Queued[] = []
  readonly toasts: ExpectedToast[] = []

  constructor(seed: Column[]) {
    this.server = copy(seed)
  }

  /** The screen opens: from nothing, or with the board shown last time. */
  opened(lastTime: Column[] | null): void {
    this.lastTime = lastTime && copy(lastTime)
    this.status = 'loading'
  }

  loadAnswered(): Settled[] {
    this.status = 'loaded'
    return this.dropMovesWithNothingToDo()
  }

  /**
   * A failed load (a 500 with `message`): the board from last time stays usable (changes are sent
   * on it) and an error toast says it may be out of date (SPEC.md section 8); else an error page.
   */
  loadRefused(message: string): Settled[] {
    if (!this.lastTime) {
      this.status = 'failed'
      return []
    }
    this.toasts.push({ severity: 'error', summary: staleSummary, detail: message })
    // The board from last time is what the changes are sent on top of: here, the server's own.
    if (!sameBoard(this.lastTime, this.server)) {
      throw new Error('the board shown last time is not the server’s: the oracle cannot tell')
    }
    this.status = 'loaded'
    return this.dropMovesWithNothingToDo()
  }

  /** Try again after a failed load. */
  retried(): void {
    this.status = 'loading'
  }

  /** What the page shows: 'loading' (a placeholder), 'failed' (an error), or the boards. */
  shown(): 'loading' | 'failed' | Column[] {
    const base = this.status === 'loaded' ? this.server : this.lastTime
    if (!base) return this.status === 'failed' ? 'failed' : 'loading'
    return this.queue.reduce((board, { change }) => shownWith(board, change), base)
  }

  private shownBoard(): Column[] {
    const shown = this.shown()
    if (typeof shown === 'string') throw new Error('nothing is shown to change')
    return shown
  }

  /** The title a task shows with. */
  taskTitle(taskId: number): string {
    const card = this.shownBoard()
      .flatMap((column) => column.cards)
      .find((entry) => entry.id === taskId)
    if (!card) throw new Error(`task ${taskId} is not shown`)
    return card.title
  }

  boardTitle(boardId: string): string {
    const column = this.shownBoard().find((entry) => entry.id === boardId)
    if (!column) throw new Error(`board ${boardId} is not shown`)
    return column.title
  }

  /** How many tasks a board shows, `task` itself left out. */
  othersOn(boardId: string, taskId: number): number {
    const column = this.shownBoard().find((entry) => entry.id === boardId)!
    return column.cards.filter((card) => card.id !== taskId).length
  }

  /**
   * The user made a change: queued, unless it changes nothing on the board shown (a move to where
   * the task is, a board's own title) or gives a title of blanks. Returns whether it was queued.
   */
  made(change: Change): boolean {
    const shown = this.shownBoard()
    if ('title' in change && change.title.trim() === '') return false
    // The drawer saves what it holds, changed or not; a move or a rename must change something.
    if (change.kind === 'move' || change.kind === 'rename') {
      if (sameBoard(shownWith(shown, change), shown)) return false
    }
    this.queue.push({ change, boardChanged: false })
    return true
  }

  /** The tasks with a change of their own still on its way (moves and edits). */
  busyTasks(): number[] {
    return this.queue.flatMap(({ change }) =>
      change.kind === 'move' || change.kind === 'edit' ? [change.taskId] : [],
    )
  }

  /** The requests on their way: the load, or the oldest change's next call, or none. */
  expectedRequests(): ExpectedRequest[] {
    if (this.status === 'loading') {
      return [
        { method: 'GET', endpoint: 'boards' },
        { method: 'GET', endpoint: 'tasks' },
      ]
    }
    const head = this.status === 'loaded' ? this.queue[0] : undefined
    if (!head) return []
    const { change } = head
    switch (change.kind) {
      case 'move': {
        const from = columnOfCard(this.server, change.taskId)!
        if (from.id !== change.boardId && !head.boardChanged) {
          return [
            {
              method: 'POST',
              endpoint: 'update-task-board',
              data: { id: change.taskId, boardId: change.boardId },
            },
          ]
        }
        const after = place(this.server, change.taskId, change.boardId, change.index)
        const ids = after.find((column) => column.id === change.boardId)!.cards.map((c) => c.id)
        return [
          { method: 'POST', endpoint: 'reorder-tasks', data: { boardId: change.boardId, ids } },
        ]
      }
      case 'edit':
        return [
          {
            method: 'POST',
            endpoint: 'update-task',
            data: { id: change.taskId, title: change.title },
          },
        ]
      case 'addTask':
        return [
          {
            method: 'POST',
            endpoint: 'add-task',
            data: { title: change.title, boardId: change.boardId, dueDate: twoDaysFromNow() },
          },
        ]
      case 'addBoard':
        return [{ method: 'POST', endpoint: 'add-board', data: { title: change.title } }]
      case 'rename':
        return [
          {
            method: 'POST',
            endpoint: 'update-board',
            data: { id: change.boardId, title: change.title },
          },
        ]
      case 'delete':
        return [{ method: 'DELETE', endpoint: 'delete-board', query: { id: change.boardId } }]
      case 'clear':
        return [{ method: 'DELETE', endpoint: 'clear-tasks', query: { boardId: change.boardId } }]
    }
  }

  /**
   * The server took the request on its way. `created` is the id it gave an added task or board.
   * Returns the changes now settled.
   */
  answered(created?: number | string): Settled[] {
    const head = this.queue[0]!
    const { change } = head
    const server = this.server
    switch (change.kind) {
      case 'move': {
        const from = columnOfCard(server, change.taskId)!
        if (from.id !== change.boardId && !head.boardChanged) {
          // update-task-board: the task goes last on its new board; the reorder is next.
          this.server = place(server, change.taskId, change.boardId, Number.MAX_SAFE_INTEGER)
          head.boardChanged = true
          return []
        }
        this.server = place(server, change.taskId, change.boardId, change.index)
        break
      }
      case 'addTask':
        server
          .find((column) => column.id === change.boardId)!
          .cards.push({ id: created as number, title: change.title })
        break
      case 'addBoard':
        server.push({ id: created as string, title: change.title, cards: [] })
        break
      default:
        this.server = shownWith(server, change)
    }
    this.queue.shift()
    return [{ change, ok: true }, ...this.dropMovesWithNothingToDo()]
  }

  /** The server refused the request on its way with a 500 and `message`. */
  refused(message: string): Settled[] {
    const { change } = this.queue.shift()!
    this.toasts.push({ severity: 'error', summary: refusedSummary[change.kind], detail: message })
    return [{ change, ok: false }, ...this.dropMovesWithNothingToDo()]
  }

  /** Moves at the head of the queue that earlier changes left with nothing to do: not sent. */
  private dropMovesWithNothingToDo(): Settled[] {
    const dropped: Settled[] = []
    if (this.status !== 'loaded') return dropped
    for (;;) {
      const head = this.queue[0]
      if (!head || head.change.kind !== 'move' || head.boardChanged) return dropped
      const { taskId, boardId, index } = head.change
      const onServer =
        columnOfCard(this.server, taskId) && this.server.some((column) => column.id === boardId)
      if (onServer && !sameBoard(place(this.server, taskId, boardId, index), this.server)) {
        return dropped
      }
      this.queue.shift()
      dropped.push({ change: head.change, ok: true })
    }
  }

  /** The demo server's board, as the oracle expects it. */
  serverBoard(): Column[] {
    return copy(this.server)
  }
}
