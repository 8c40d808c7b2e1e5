import { expect, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyActorRef, AnyEventObject } from 'xstate'
import { kanbanBoards, kanbanTasks } from '@mocks/kanban/kanban'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import KanbanPage from '@/features/kanban/kanban.page'
import type { ToastMessage } from '@/services/toast'
import { demoAdminSession } from '../../support/session-fixtures'
import { appI18n, renderPage, signInWithIssuedToken } from '../../support/test-kit'
import type { ModelStep } from '../support/model-paths'
import { HeldClock, HeldLock, HeldQueueReads } from './outbox-screen-device'
import { OutboxOracle, type Column, type ExpectedOutboxItem } from './outbox-screen-oracle'
import {
  afterEvents,
  machineKey,
  moveNamed,
  readError,
  sendErrors,
  type MoveName,
} from './outbox-screen-paths'
import { ChangeGate, FAILURE_MESSAGE, REFUSAL_MESSAGE } from './outbox-screen-server'

// The global i18next, as in the app: the outbox's toasts are translated through it.
const i18n = appI18n()
/** fake-indexeddb, MSW and React on a busy machine: a step may take a while to show. */
const patience = { timeout: 15_000 }

/** The demo server's board, as its store holds it now. */
function demoServerBoard(): Column[] {
  const tasks = kanbanTasks()
  return kanbanBoards().map((board) => ({
    id: board.id,
    title: board.title,
    cards: tasks
      .filter((task) => task.boardId === board.id)
      .map((task) => ({ id: task.id, title: task.title })),
  }))
}

const boardsGroup = () => screen.getByRole('group', { name: 'Boards' })
const region = (title: string) => within(boardsGroup()).getByRole('region', { name: title })
const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`

/** What the test hears from the outbox machine the runtime started, through XState's inspection. */
export interface Heard {
  /** The `outbox.changed` events it received. */
  changed: number
  /** The looks at the queue it started (`nextItem` actors). */
  looks: number
}

export interface OutboxScreenOptions {
  /** The outbox machine's actor the runtime started, once it runs. */
  actor: () => AnyActorRef | undefined
  heard: Heard
  /** The clock that actor runs on: the path moves its time. */
  clock: HeldClock
  toasts: ToastMessage[]
}

/**
 * The kanban screen with the real outbox runtime behind it, driven along an outbox path: each step
 * is done as the other tab, the user, the store, the demo server, time or the network would do
 * it; the outbox machine is awaited in the step's state, and what the user sees, what is on its
 * way to the server, what the server and the device's outbox hold, the outbox's timers, its toasts
 * and its logs are checked against the oracle (outbox-screen-oracle.ts).
 */
export class OutboxScreen {
  private readonly gate = new ChangeGate()
  private readonly lock = new HeldLock()
  private readonly reads = new HeldQueueReads()
  private readonly user = userEvent.setup()
  private readonly oracle = new OutboxOracle(demoServerBoard())
  private online = true
  /** The `outbox.changed` events heard before the first step, and the outbox's writes since. */
  private changedBefore = 0
  private outboxWrites = 0
  /** The idempotency key each change was first sent with, by the oracle's number of the change. */
  private readonly keys = new Map<number, string>()
  private readonly logged: string[] = []

  constructor(private readonly options: OutboxScreenOptions) {}

  /**
   * Signs an admin in, opens the board (loaded from the demo server at once) while another tab
   * holds the outbox lock, and holds what the path decides from then on.
   */
  private async open(): Promise<void> {
    await signInWithIssuedToken(demoAdminSession)
    // The runtime logs what it cannot do; the oracle says what must be logged.
    vi.spyOn(log, 'error').mockImplementation((scope, message) => {
      if (scope === 'outbox') this.logged.push(message)
    })
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => this.online)
    this.lock.install()
    this.gate.install()
    renderPage(<KanbanPage />, i18n, '/apps/kanban')
    await screen.findByRole('region', { name: 'Todo' }, patience)
    // The runtime watches its queue from the start: what it heard so far is no change of it.
    await waitFor(() => expect(this.options.heard.changed).toBeGreaterThan(0), patience)
    this.changedBefore = this.options.heard.changed
    this.reads.install(getLocalDatabase())
  }

  /** Ends whatever still waits, so that nothing hangs after the test. */
  dispose(): void {
    this.gate.dispose()
    this.reads.dispose()
    this.lock.remove()
  }

  /** Takes one step of a path: does it, waits for the outbox's state, checks everything. */
  async take({ event, state }: ModelStep): Promise<void> {
    const outboxBefore = JSON.stringify(this.oracle.outbox())
    if (event.type === 'xstate.init') await this.open()
    else await this.perform(event as AnyEventObject)
    // Each write of the outbox's queue is heard by the runtime, as one `outbox.changed`.
    if (JSON.stringify(this.oracle.outbox()) !== outboxBefore) this.outboxWrites += 1

    await waitFor(() => {
      const actor = this.options.actor()
      expect(actor, 'the runtime runs the outbox machine').toBeDefined()
      expect(
        this.options.heard.changed - this.changedBefore,
        'the outbox heard each write of its queue once',
      ).toBe(this.outboxWrites)
      expect(machineKey(actor!.getSnapshot()), `after ${event.type}`).toBe(machineKey(state))
      expect(this.reads.arrived, 'each look at the queue reached the store').toBe(
        this.options.heard.looks,
      )
      expect(this.reads.waiting > 0, 'the outbox looks at its queue').toBe(this.oracle.looking())
    }, patience)
    // A look started now must find the oldest change still on its way: never one the outbox
    // already sent or gave up (it would be sent again).
    this.reads.expectFromNow(this.oracle.outbox()[0]?.taskId ?? null)

    await this.expectRequests()
    await this.expectScreen()
    await this.expectOutbox()
    await this.expectToasts()
    this.expectServer()
    this.expectWait()
    expect(this.logged, 'what the outbox logged').toEqual(this.oracle.logged)
  }

  // What the world does.

  private async perform(event: AnyEventObject): Promise<void> {
    switch (event.type) {
      case 'outbox.lead':
        this.lock.grant()
        this.oracle.lockGranted()
        return
      case 'outbox.changed':
        await this.move(event.move as MoveName)
        return
      case 'xstate.done.actor.nextItem':
        await this.expectLooks()
        this.reads.answer()
        this.oracle.queueRead()
        return
      case 'xstate.error.actor.nextItem':
        await this.expectLooks()
        this.reads.fail(readError)
        this.oracle.queueReadFailed()
        return
      case 'xstate.done.actor.deliver':
        this.gate.take()
        this.oracle.taken()
        return
      case 'xstate.error.actor.deliver':
        if (event.error === sendErrors.offline) {
          this.goOffline()
          this.gate.drop()
          this.oracle.dropped()
        } else if (event.error === sendErrors.retryable) {
          this.gate.fail()
          this.oracle.serverFailed(FAILURE_MESSAGE)
        } else {
          this.gate.refuseChange()
          this.oracle.refused(REFUSAL_MESSAGE)
        }
        return
      case afterEvents.backoff:
      case afterEvents.offlineProbe:
        this.letWaitPass(event.type)
        this.oracle.waitPassed()
        return
      case 'network.lost':
        this.goOffline()
        this.oracle.networkLost()
        return
      case 'outbox.online':
        this.online = true
        this.gate.setOffline(false)
        window.dispatchEvent(new Event('online'))
        this.oracle.networkBack()
        return
      default:
        throw new Error(`the screen cannot bring about ${event.type}`)
    }
  }

  private goOffline(): void {
    this.online = false
    this.gate.setOffline(true)
    window.dispatchEvent(new Event('offline'))
  }

  /** The user moves the task with the "Move to…" dialog. */
  private async move(name: MoveName): Promise<void> {
    const { taskId, boardId, index } = moveNamed(name)
    const title = this.oracle.taskTitle(taskId)
    await this.user.click(screen.getByRole('button', { name: `Move to… ${title}` }))
    const dialog = screen.getByRole('dialog', { name: `Move “${title}”` })
    await this.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Board' }),
      this.oracle.boardTitle(boardId),
    )
    const position = within(dialog).getByRole('combobox', { name: 'Position' })
    await this.user.selectOptions(position, within(position).getAllByRole('option')[index]!)
    await this.user.click(within(dialog).getByRole('button', { name: 'Move' }))
    expect(screen.queryByRole('dialog'), 'the dialog closes at once').toBeNull()
    this.oracle.moved({ taskId, boardId, index })
  }

  /** Time passes up to the outbox's wait: not a millisecond sooner does it go on. */
  private letWaitPass(delayed: string): void {
    const ms = this.oracle.waitMs()!
    const actor = this.options.actor()!
    const before = actor.getSnapshot().value
    this.options.clock.advance(ms - 1)
    expect(actor.getSnapshot().value, `${delayed} after ${ms - 1} ms`).toEqual(before)
    this.options.clock.advance(1)
  }

  // What is checked.

  /** Each look at the queue found what the queue held when it started. */
  private async expectLooks(): Promise<void> {
    for (const { found, expected } of await this.reads.findings()) {
      const taskId = (found as { change?: { taskId?: number } } | undefined)?.change?.taskId
      expect(taskId ?? null, 'the oldest change on its way, found by a look').toBe(expected)
    }
  }

  /** The one change on its way, if any: the reorder the oracle expects, under its change's key. */
  private async expectRequests(): Promise<void> {
    const expected = this.oracle.requestOnItsWay()
    await waitFor(() => {
      expect(this.gate.held('change').length, 'changes on their way').toBe(expected ? 1 : 0)
    }, patience)
    expect(this.gate.mostAtOnce, 'never two changes on their way at once').toBeLessThanOrEqual(1)
    if (!expected) return
    const [request] = this.gate.held('change')
    expect(request!.endpoint).toBe(expected.endpoint)
    expect(request!.data, 'the board’s new order, from the server’s board').toEqual(expected.data)
    const key = this.keys.get(expected.change)
    if (key) {
      expect(request!.key, 'sent again under the key it was first sent with').toBe(key)
    } else {
      expect(request!.key, 'a change has its own key').toBeTruthy()
      expect([...this.keys.values()]).not.toContain(request!.key)
      this.keys.set(expected.change, request!.key!)
    }
  }

  /**
   * What the user sees: the boards and their tasks in order, the tasks with a change on its way
   * marked, and what the screen says of its data.
   */
  private async expectScreen(): Promise<void> {
    const shown = this.oracle.shown()
    const pending = this.oracle.pendingTitles()
    const mark = this.oracle.mark()
    const line = this.oracle.syncLine()
    await waitFor(() => {
      for (const column of shown) {
        const element = region(column.title)
        const titles = within(element)
          .getAllByRole('button', { name: /^Open task / })
          .map((button) => button.textContent)
        expect(titles, `the tasks on ${column.title}`).toEqual(
          column.cards.map((card) => card.title),
        )
        for (const card of column.cards) {
          const article = within(element)
            .getByRole('button', { name: `Open task ${card.title}` })
            .closest('article')!
          const waits = pending.includes(card.title)
          expect(article.getAttribute('aria-busy'), `${card.title} has a change on its way`).toBe(
            waits ? 'true' : null,
          )
          expect(within(article).queryByText(mark) !== null, `${card.title} marked "${mark}"`).toBe(
            waits,
          )
        }
      }
      const said = (text: string | RegExp) => screen.queryByText(text) !== null
      expect(said(/^Offline: showing what this device saved on /), 'offline said').toBe(
        line.offline,
      )
      const waiting = plural(
        line.pending,
        'change waiting for network',
        'changes waiting for network',
      )
      const sending = `Sending ${plural(line.pending, 'change', 'changes')}…`
      expect(said(waiting), `"${waiting}" said`).toBe(line.pending > 0 && line.offline)
      expect(said(sending), `"${sending}" said`).toBe(line.pending > 0 && !line.offline)
      expect(said('Could not refresh from the server; this may be out of date.')).toBe(false)
    }, patience)
  }

  /** The device's outbox holds the changes still on their way, with their failed sends. */
  private async expectOutbox(): Promise<void> {
    const expected = this.oracle.outbox()
    await waitFor(async () => {
      const items = await getLocalDatabase().outbox.toArray()
      const held: ExpectedOutboxItem[] = items
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((item) => {
          const change = (item as { change?: { taskId: number; boardId: string; index: number } })
            .change!
          return {
            taskId: change.taskId,
            boardId: change.boardId,
            index: change.index,
            attempts: item.attempts,
          }
        })
      expect(held, 'the outbox on this device').toEqual(expected)
    }, patience)
  }

  /** Every change that failed for good told once, with the server's message. */
  private async expectToasts(): Promise<void> {
    await waitFor(() => {
      const shown = this.options.toasts.map(({ severity, summary, detail }) => ({
        severity,
        summary,
        detail,
      }))
      expect(shown, 'the toasts').toEqual(this.oracle.toasts)
    }, patience)
  }

  /** The demo server holds what the changes it took made of its board, each once. */
  private expectServer(): void {
    expect(demoServerBoard(), 'the demo server’s board').toEqual(this.oracle.serverBoard())
  }

  /** The outbox waits for its timer only where the oracle says, as long as it says. */
  private expectWait(): void {
    const ms = this.oracle.waitMs()
    expect(this.options.clock.pending(), 'the outbox’s timers').toEqual(ms === null ? [] : [ms])
  }
}
