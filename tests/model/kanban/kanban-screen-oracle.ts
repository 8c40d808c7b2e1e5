/*
 * What the kanban screen must show and ask the server, step by step, written apart from the
 * kanban machine, models/kanban/kanban-board.ts and the screen's code. The rules:
 *
 * - SPEC.md section 3: boards (id, title; todo, in-progress, done by default) hold tasks.
 * - SPEC.md section 4: a task moves between boards by changing its boardId and can be reordered;
 *   deleting a board also removes its tasks; a board's tasks can be cleared.
 * - SPEC.md section 6: a client sees the board and changes nothing.
 * - SPEC.md section 7 and the endpoints models/kanban/kanban.ts documents: update-task-board puts the task
 *   last on its new board; reorder-tasks sends all of a board's task ids in their new order;
 *   add-task, add-board (the id made from the title), update-task, update-board (renaming),
 *   delete-board, clear-tasks.
 * - SPEC.md section 8: a 409 shows the server's message as a warning toast.
 * - SPEC.md section 9: a new task is due two days from now.
 * - Issue 33 ("one local store, one outbox"): the screen opens from what this device stored, at
 *   once, and loads the board in the background; only with nothing stored does it wait (a
 *   placeholder) or say that the load failed (with Try again); a failed refresh of a stored board
 *   is said, with Try again. Every change shows at once, a task with a change on its way marked
 *   "Saving…", or "Waiting for network" while offline, and the number of changes on their way is
 *   said ("Sending 1 change…", "1 change waiting for network"); offline the screen says so.
 *   Changes are sent one at a time in the order made, the oldest first, whenever the network
 *   allows, a reload keeping them; a change with nothing left to do on the server's board is not
 *   sent; a refused change is taken back and the user is told why. A move to another board is the
 *   board change, then the reorder of that board computed from the server's board; when its
 *   reorder is refused, the screen shows the task where the server put it.
 *   The toasts' summaries are the screen's English texts, quoted here.
 */

/** A task as the user sees it, with the id the server knows it by (null until it has one). */
export interface Card {
  id: number | null
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
  severity: 'warn'
  summary: string
  detail: string
}

/** What the screen says of its data, beside its title. */
export interface SyncLine {
  offline: boolean
  /** Changes on their way: "Sending N changes…" online, "N changes waiting for network" offline. */
  pending: number
  /** "Could not refresh from the server; this may be out of date." with Try again. */
  stale: boolean
}

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

/** A board id as the demo server makes it from a title (simple titles). */
function idFor(title: string, taken: string[]): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  let id = base
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`
  return id
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

/** A change as the screen shows it before the server answers. */
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
      next
        .find((column) => column.id === change.boardId)
        ?.cards.push({ id: null, title: change.title })
      return next
    case 'addBoard':
      return [
        ...next,
        {
          id: idFor(
            change.title,
            next.map((column) => column.id),
          ),
          title: change.title,
          cards: [],
        },
      ]
  }
}

interface Queued {
  change: Change
  /** A move across boards whose board change the server has taken: its reorder is next. */
  boardChanged: boolean
}

export class KanbanOracle {
  /** The demo server's board, as the requests it took (and other users) left it. */
  private server: Column[]
  /** The server's board as this device stored it, or null when nothing is stored. */
  private stored: Column[] | null = null
  private loading = false
  private failed = false
  private online = true
  private readonly queue: Queued[] = []
  readonly toasts: ExpectedToast[] = []

  constructor(
    seed: Column[],
    /** Whether the user may change the board (not a client). */
    readonly mayChange: boolean,
  ) {
    this.server = copy(seed)
  }

  /** The screen opens, asking for the board: from nothing, or on the board stored before. */
  opened(storedBefore: boolean): void {
    if (storedBefore) this.stored = copy(this.server)
    this.loading = true
  }

  loadAnswered(): void {
    this.stored = copy(this.server)
    this.loading = false
    this.failed = false
    this.settleHead()
  }

  /** A failed load (a 500): the stored board stays, or the page says it could not be loaded. */
  loadFailed(): void {
    this.loading = false
    this.failed = true
  }

  /** Try again after a failed load. */
  retried(): void {
    this.loading = true
  }

  networkLost(): void {
    this.online = false
  }

  /** Back online: the changes are sent again, and the board is loaded again. */
  networkBack(): void {
    this.online = true
    this.loading = true
    this.settleHead()
  }

  /** The page is loaded again: what is stored stays, and the board is asked for again. */
  reloaded(): void {
    this.loading = true
  }

  /** Another user renames a board on the server. */
  renamedElsewhere(boardId: string, title: string): void {
    this.server = shownWith(this.server, { kind: 'rename', boardId, title })
    this.loading = true
  }

  /** What the page shows: 'loading' (a placeholder), 'failed' (an error), or the boards. */
  shown(): 'loading' | 'failed' | Column[] {
    if (!this.stored) return this.failed && !this.loading ? 'failed' : 'loading'
    return this.queue.reduce((board, { change }) => shownWith(board, change), this.stored)
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
    if (!this.mayChange) return false
    const shown = this.shownBoard()
    if ('title' in change && change.title.trim() === '') return false
    // The drawer saves what it holds, changed or not; a move or a rename must change something.
    if (change.kind === 'move' || change.kind === 'rename') {
      if (sameBoard(shownWith(shown, change), shown)) return false
    }
    this.queue.push({ change, boardChanged: false })
    this.settleHead()
    return true
  }

  /** The titles of the tasks with a change of their own on its way (moves, edits, additions). */
  busyTitles(): string[] {
    const board = this.shown()
    if (typeof board === 'string') return []
    const shown = board.flatMap((column) => column.cards)
    return this.queue.flatMap(({ change }) => {
      if (change.kind === 'addTask') return [change.title]
      if (change.kind === 'move' || change.kind === 'edit') {
        const card = shown.find((entry) => entry.id === change.taskId)
        return card ? [card.title] : []
      }
      return []
    })
  }

  /** What the screen says of its data; null while it shows no board. */
  syncLine(): SyncLine | null {
    if (!this.stored) return null
    return {
      offline: !this.online,
      pending: this.queue.length,
      stale: this.online && this.failed,
    }
  }

  /** Whether a task with a change on its way says it waits for the network (else "Saving…"). */
  waitsForNetwork(): boolean {
    return !this.online
  }

  /** The requests on their way: the board's load, and the oldest change's next call. */
  expectedRequests(): ExpectedRequest[] {
    const load: ExpectedRequest[] = this.loading
      ? [
          { method: 'GET', endpoint: 'boards' },
          { method: 'GET', endpoint: 'tasks' },
        ]
      : []
    const head = this.online && this.stored ? this.queue[0] : undefined
    if (!head) return load
    return [...load, this.requestOf(head, this.stored!)]
  }

  private requestOf({ change, boardChanged }: Queued, stored: Column[]): ExpectedRequest {
    switch (change.kind) {
      case 'move': {
        const from = columnOfCard(stored, change.taskId)!
        if (from.id !== change.boardId && !boardChanged) {
          return {
            method: 'POST',
            endpoint: 'update-task-board',
            data: { id: change.taskId, boardId: change.boardId },
          }
        }
        const after = place(stored, change.taskId, change.boardId, change.index)
        const ids = after.find((column) => column.id === change.boardId)!.cards.map((c) => c.id)
        return { method: 'POST', endpoint: 'reorder-tasks', data: { boardId: change.boardId, ids } }
      }
      case 'edit':
        return {
          method: 'POST',
          endpoint: 'update-task',
          data: { id: change.taskId, title: change.title },
        }
      case 'addTask':
        return {
          method: 'POST',
          endpoint: 'add-task',
          data: { title: change.title, boardId: change.boardId, dueDate: twoDaysFromNow() },
        }
      case 'addBoard':
        return { method: 'POST', endpoint: 'add-board', data: { title: change.title } }
      case 'rename':
        return {
          method: 'POST',
          endpoint: 'update-board',
          data: { id: change.boardId, title: change.title },
        }
      case 'delete':
        return { method: 'DELETE', endpoint: 'delete-board', query: { id: change.boardId } }
      case 'clear':
        return { method: 'DELETE', endpoint: 'clear-tasks', query: { boardId: change.boardId } }
    }
  }

  /** The server took the request on its way; `created` is the id it gave an added task or board. */
  answered(created?: number | string): void {
    const head = this.queue[0]!
    const { change } = head
    const stored = this.stored!
    const request = this.requestOf(head, stored)
    if (request.endpoint === 'update-task-board' && change.kind === 'move') {
      // The task goes last on its new board; the reorder is next, from the stored board.
      this.server = place(this.server, change.taskId, change.boardId, Number.MAX_SAFE_INTEGER)
      head.boardChanged = true
      return
    }
    switch (change.kind) {
      case 'move':
        this.server = place(this.server, change.taskId, change.boardId, change.index)
        this.stored = place(stored, change.taskId, change.boardId, change.index)
        break
      case 'addTask':
        for (const board of [this.server, stored]) {
          board
            .find((column) => column.id === change.boardId)!
            .cards.push({ id: created as number, title: change.title })
        }
        break
      case 'addBoard':
        for (const board of [this.server, stored]) {
          board.push({ id: created as string, title: change.title, cards: [] })
        }
        break
      default:
        this.server = shownWith(this.server, change)
        this.stored = shownWith(stored, change)
    }
    this.queue.shift()
    this.settleHead()
  }

  /** The server refused the request on its way with a 409 and `message`. */
  refused(message: string): void {
    const { change, boardChanged } = this.queue.shift()!
    this.toasts.push({ severity: 'warn', summary: refusedSummary[change.kind], detail: message })
    // The board change of the move went through: the screen learns where the server put it.
    if (boardChanged) this.stored = copy(this.server)
    this.settleHead()
  }

  /**
   * The oldest changes that have nothing left to do on the stored board (a move to where the
   * task is, or of a task or to a board that is not there; a change of a task or board that is
   * not there): settled at once, not sent, when the outbox gets to them.
   */
  private settleHead(): void {
    if (!this.online || !this.stored) return
    for (;;) {
      const head = this.queue[0]
      if (!head || head.boardChanged) return
      if (this.hasWork(head.change, this.stored)) return
      this.queue.shift()
    }
  }

  private hasWork(change: Change, stored: Column[]): boolean {
    const hasBoard = (id: string) => stored.some((column) => column.id === id)
    switch (change.kind) {
      case 'move':
        return (
          columnOfCard(stored, change.taskId) !== undefined &&
          hasBoard(change.boardId) &&
          !sameBoard(place(stored, change.taskId, change.boardId, change.index), stored)
        )
      case 'edit':
        return columnOfCard(stored, change.taskId) !== undefined
      case 'addTask':
        return hasBoard(change.boardId)
      case 'addBoard':
        return true
      default:
        return hasBoard(change.boardId)
    }
  }

  /** The demo server's board, as the oracle expects it. */
  serverBoard(): Column[] {
    return copy(this.server)
  }
}
