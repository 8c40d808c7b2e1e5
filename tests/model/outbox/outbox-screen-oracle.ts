/*
 * What the kanban screen must show, what must be on its way to the demo server, and what the
 * server and the device must hold while the one outbox sends the user's moves, step by step;
 * written apart from the outbox machine, its runtime, the kanban board's code and models/. The
 * rules:
 *
 * - docs/architecture.md, "The local store": every change of every area waits in one outbox,
 *   applied to what the screens show at once, and is sent one at a time in the order made, each
 *   with its idempotency key (the same key every time it is sent again). Offline it waits for the
 *   network without counting the attempt; a 5xx is tried again with backoff; after 5 attempts, or
 *   when the server refuses it (a 4xx), it fails for good and is taken back, and the user is told
 *   with the error catalogue's message. One tab sends: the one holding the outbox's Web Lock.
 * - The outbox machine's documentation (its constants are quoted here, not imported): it looks at
 *   its queue when it starts to lead, when something is queued, after each send and when the
 *   network comes back (a look that fails waits for the next of these); it waits 1 s, 2 s, 4 s,
 *   8 s between failed sends, and offline looks again every 15 s even without an `online` event;
 *   back online it sends at once.
 * - SPEC.md section 4 and models/kanban/kanban.ts's documentation of reorder-tasks: a task is reordered
 *   on its board by sending all of that board's task ids in their new order, computed from the
 *   server's board.
 * - SPEC.md section 8: a 409 shows the server's message as a warning; other server errors (a 503
 *   here) show it as an error; a local database failure is logged.
 * - Issue 33: a task with a change on its way is marked "Saving…", or "Waiting for network" while
 *   offline; the screen says how many changes are on their way ("Sending N changes…" online,
 *   "N changes waiting for network" offline) and that it is offline. The toasts' summary is the
 *   screen's English text for a move that failed, quoted here.
 */

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

/** A move the user makes: the task, to `index` among the other tasks of `boardId`. */
export interface MoveChange {
  taskId: number
  boardId: string
  index: number
}

/** The reorder that must be on its way to the server. */
export interface ExpectedRequest {
  endpoint: 'reorder-tasks'
  data: { boardId: string; ids: number[] }
  /** Which of the user's changes it carries (1 for the first made), for its idempotency key. */
  change: number
}

export interface ExpectedToast {
  severity: 'warn' | 'error'
  summary: string
  detail: string
}

/** A change as the device's outbox must hold it: the move, and its failed sends so far. */
export interface ExpectedOutboxItem extends MoveChange {
  attempts: number
}

/** What the outbox is doing, as its documentation tells it. */
type Phase =
  /** Another tab holds the lock: nothing is sent from here. */
  | 'following'
  /** It looks at its queue (the look waits for the store). */
  | 'looking'
  /** Nothing to send, or the look failed: it waits for a change or the network. */
  | 'waiting'
  /** The oldest change is on its way. */
  | 'sending'
  /** The last send failed on the server: it waits, then sends the same change again. */
  | 'backingOff'
  /** The last send got no answer: it waits for the network. */
  | 'offline'

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000]
const MOST_ATTEMPTS = 5
const OFFLINE_LOOK_MS = 15_000
const MOVE_FAILED = 'The task could not be moved'
/** What the runtime logs when it cannot read its queue. */
export const QUEUE_UNREADABLE = 'The outbox could not be read.'

interface Queued {
  change: MoveChange
  /** 1 for the first change the user made, and so on. */
  number: number
  failed: number
}

const copy = (board: Column[]): Column[] =>
  board.map((column) => ({ ...column, cards: column.cards.map((card) => ({ ...card })) }))

/** The task taken off its board and put on `boardId` at `index` among the others. */
function place(board: Column[], { taskId, boardId, index }: MoveChange): Column[] {
  const next = copy(board)
  const from = next.find((column) => column.cards.some((card) => card.id === taskId))!
  const card = from.cards.find((each) => each.id === taskId)!
  from.cards = from.cards.filter((each) => each !== card)
  const to = next.find((column) => column.id === boardId)!
  to.cards.splice(Math.min(index, to.cards.length), 0, card)
  return next
}

export class OutboxOracle {
  /** The demo server's board, as the changes it took left it. */
  private server: Column[]
  private phase: Phase = 'following'
  private online = true
  private readonly queue: Queued[] = []
  private made = 0
  readonly toasts: ExpectedToast[] = []
  /** What the outbox logs (SPEC.md section 8: a local database failure is logged). */
  readonly logged: string[] = []

  constructor(seed: Column[]) {
    this.server = copy(seed)
  }

  private expectPhase(...phases: Phase[]): void {
    if (!phases.includes(this.phase)) {
      throw new Error(`the path does not fit the oracle: the outbox is ${this.phase}`)
    }
  }

  // What happens.

  /** The other tab lets go of the lock: this one leads, and looks at its queue. */
  lockGranted(): void {
    this.expectPhase('following')
    this.phase = 'looking'
  }

  /** The user moved a task: shown at once, queued; a look on its way is made again. */
  moved(change: MoveChange): void {
    this.queue.push({ change, number: ++this.made, failed: 0 })
    if (this.phase === 'waiting' || this.phase === 'looking') this.phase = 'looking'
  }

  /** The look at the queue found what the queue holds: the oldest change goes. */
  queueRead(): void {
    this.expectPhase('looking')
    this.phase = this.queue.length > 0 ? 'sending' : 'waiting'
  }

  /** The look at the queue failed: logged, and the outbox waits for the next change or network. */
  queueReadFailed(): void {
    this.expectPhase('looking')
    this.logged.push(QUEUE_UNREADABLE)
    this.phase = 'waiting'
  }

  /** The server took the change on its way. */
  taken(): void {
    this.expectPhase('sending')
    this.server = place(this.server, this.queue.shift()!.change)
    this.phase = 'looking'
  }

  /** The network dropped the change on its way: offline, nothing counted. */
  dropped(): void {
    this.expectPhase('sending')
    this.online = false
    this.phase = 'offline'
  }

  /** The server failed the change on its way (a 5xx with `message`). */
  serverFailed(message: string): void {
    this.expectPhase('sending')
    const head = this.queue[0]!
    head.failed += 1
    if (head.failed < MOST_ATTEMPTS) {
      this.phase = 'backingOff'
      return
    }
    this.queue.shift()
    this.toasts.push({ severity: 'error', summary: MOVE_FAILED, detail: message })
    this.phase = 'looking'
  }

  /** The server refused the change on its way (a 409 with `message`). */
  refused(message: string): void {
    this.expectPhase('sending')
    this.queue.shift()
    this.toasts.push({ severity: 'warn', summary: MOVE_FAILED, detail: message })
    this.phase = 'looking'
  }

  /** The outbox's wait is over: the change is sent again, or, offline, the queue looked at. */
  waitPassed(): void {
    this.expectPhase('backingOff', 'offline')
    this.phase = this.phase === 'backingOff' ? 'sending' : 'looking'
  }

  networkLost(): void {
    this.online = false
  }

  /** Back online: a change waiting to be sent again goes at once; a waiting outbox looks. */
  networkBack(): void {
    this.online = true
    if (this.phase === 'backingOff') this.phase = 'sending'
    if (this.phase === 'offline' || this.phase === 'waiting') this.phase = 'looking'
  }

  // What must be.

  /** The boards as the user sees them: the server's, with the changes on their way, in order. */
  shown(): Column[] {
    return this.queue.reduce((board, { change }) => place(board, change), copy(this.server))
  }

  /** The titles of the tasks with a change on its way. */
  pendingTitles(): string[] {
    const cards = this.shown().flatMap((column) => column.cards)
    return this.queue.map(({ change }) => cards.find((card) => card.id === change.taskId)!.title)
  }

  /** The mark of a task with a change on its way. */
  mark(): 'Saving…' | 'Waiting for network' {
    return this.online ? 'Saving…' : 'Waiting for network'
  }

  /** What the screen says of its data: offline or not, and how many changes are on their way. */
  syncLine(): { offline: boolean; pending: number } {
    return { offline: !this.online, pending: this.queue.length }
  }

  taskTitle(taskId: number): string {
    return this.shown()
      .flatMap((column) => column.cards)
      .find((card) => card.id === taskId)!.title
  }

  boardTitle(boardId: string): string {
    return this.shown().find((column) => column.id === boardId)!.title
  }

  /** The one request on its way, or null: the oldest change while it is being sent. */
  requestOnItsWay(): ExpectedRequest | null {
    if (this.phase !== 'sending') return null
    const { change, number } = this.queue[0]!
    const ids = place(this.server, change)
      .find((column) => column.id === change.boardId)!
      .cards.map((card) => card.id)
    return { endpoint: 'reorder-tasks', data: { boardId: change.boardId, ids }, change: number }
  }

  /** Whether a look at the queue is on its way. */
  looking(): boolean {
    return this.phase === 'looking'
  }

  /** How long the outbox waits before it goes on by itself, or null when it waits for nothing. */
  waitMs(): number | null {
    if (this.phase === 'backingOff') return BACKOFF_MS[this.queue[0]!.failed - 1]!
    if (this.phase === 'offline') return OFFLINE_LOOK_MS
    return null
  }

  /** The changes the device's outbox holds, oldest first. */
  outbox(): ExpectedOutboxItem[] {
    return this.queue.map(({ change, failed }) => ({ ...change, attempts: failed }))
  }

  serverBoard(): Column[] {
    return copy(this.server)
  }
}
