import { expect, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyActorRef, AnyEventObject } from 'xstate'
import { kanbanBoards, kanbanTasks, renameKanbanBoard } from '@mocks/kanban/kanban'
import { log } from '@models/log/log'
import KanbanPage from '@/features/kanban/kanban.page'
import type { ToastMessage } from '@/services/toast'
import { demoAdminSession, demoClientSession } from '../../support/session-fixtures'
import { appI18n, renderPage, signInWithIssuedToken } from '../../support/test-kit'
import type { ModelStep } from '../support/model-paths'
import {
  KanbanOracle,
  twoDaysFromNow,
  type Change,
  type Column,
  type ExpectedRequest,
} from './kanban-screen-oracle'
import { RENAMED_ELSEWHERE, machineKey, typed } from './kanban-screen-paths'
import { REFUSAL_MESSAGE, RequestGate, type Arrival } from './kanban-screen-server'

// The global i18next, as in the app: the outbox's toasts are translated through it.
const i18n = appI18n()
/** fake-indexeddb, MSW and React on a busy machine: a step may take a while to show. */
const patience = { timeout: 15_000 }

/** The demo server's board, as its store holds it now. */
export function demoServerBoard(): Column[] {
  const tasks = kanbanTasks()
  return kanbanBoards().map((board) => ({
    id: board.id,
    title: board.title,
    cards: tasks
      .filter((task) => task.boardId === board.id)
      .map((task) => ({ id: task.id, title: task.title })),
  }))
}

const boardsGroup = () => screen.queryByRole('group', { name: 'Boards' })
const region = (title: string) => within(boardsGroup()!).getByRole('region', { name: title })
/** The titles of a board's task cards, top to bottom. */
const cardTitles = (column: HTMLElement) =>
  within(column)
    .queryAllByRole('button', { name: /^Open task / })
    .map((button) => button.textContent)
/** The add-board form's field: the one "Board title" outside the boards (a rename is inside). */
const addBoardField = () =>
  screen
    .queryAllByRole('textbox', { name: 'Board title' })
    .find((field) => !boardsGroup()?.contains(field)) as HTMLInputElement | undefined

const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`

export interface KanbanScreenOptions {
  role: 'admin' | 'client'
  /** The screen opens back on the board stored before (the user was here before). */
  cached: boolean
  /** The kanban machine's actor behind the screen, once it runs. */
  actor: () => AnyActorRef | undefined
  toasts: ToastMessage[]
}

/**
 * The kanban screen driven along a screen path: each step is done as the user, the demo server or
 * the network would do it, the real kanban machine behind the screen is awaited in the step's
 * state, and what the user sees, what is on its way to the server and what the server holds are
 * checked against the oracle (kanban-screen-oracle.ts).
 */
export class KanbanScreen {
  private readonly gate = new RequestGate()
  private readonly user = userEvent.setup()
  private readonly oracle: KanbanOracle
  private readonly options: KanbanScreenOptions
  private page: { unmount: () => void } | undefined
  private online = true
  private lastAnswered: Arrival | undefined

  constructor(options: KanbanScreenOptions) {
    this.options = options
    this.oracle = new KanbanOracle(demoServerBoard(), options.role === 'admin')
  }

  /** Signs the user in with a token the demo server issued and opens the board. */
  async open(): Promise<void> {
    const session = this.options.role === 'admin' ? demoAdminSession : demoClientSession
    await signInWithIssuedToken(session)
    // Failed loads and sends are logged; the log stays quiet and the screen is read instead.
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => this.online)
    if (this.options.cached) {
      // A visit before this one, answered by the demo server at once, then left.
      const before = renderPage(<KanbanPage />, i18n, '/apps/kanban')
      await screen.findByRole('region', { name: 'Todo' }, patience)
      before.unmount()
    }
    this.gate.install()
    this.gate.holdNextLoad()
    this.page = renderPage(<KanbanPage />, i18n, '/apps/kanban')
    this.oracle.opened(this.options.cached)
  }

  dispose(): void {
    this.gate.dispose()
  }

  /** Takes one step of a path: does it, waits for the machine's state, checks everything. */
  async take({ event, state }: ModelStep): Promise<void> {
    if (event.type === 'xstate.init') await this.open()
    else await this.perform(event as AnyEventObject)

    await waitFor(() => {
      const actor = this.options.actor()
      expect(actor, 'the screen runs the kanban machine').toBeDefined()
      expect(machineKey(actor!.getSnapshot()), `after ${event.type}`).toBe(machineKey(state))
    }, patience)

    await this.expectRequests()
    await this.expectScreen()
    await this.expectToasts()
    this.expectServer(event as AnyEventObject)
  }

  // What the user does.

  private async openMenu(boardTitle: string, item: string) {
    await this.user.click(
      within(region(boardTitle)).getByRole('button', { name: `Actions for ${boardTitle}` }),
    )
    const menu = screen.getByRole('menu', { name: `Actions for ${boardTitle}` })
    await this.user.click(within(menu).getByRole('menuitem', { name: item }))
  }

  private async confirm(title: string, button: string) {
    const dialog = screen.getByRole('dialog', { name: title })
    await this.user.click(within(dialog).getByRole('button', { name: button }))
  }

  private async moveTask(taskId: number, boardId: string, index: number) {
    const title = this.oracle.taskTitle(taskId)
    await this.user.click(screen.getByRole('button', { name: `Move to… ${title}` }))
    const dialog = screen.getByRole('dialog', { name: `Move “${title}”` })
    await this.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Board' }),
      this.oracle.boardTitle(boardId),
    )
    const position = within(dialog).getByRole('combobox', { name: 'Position' })
    const options = within(position).getAllByRole('option')
    // Another board offers one place more than it has tasks; the task's own board, its tasks.
    expect(options, 'places offered').toHaveLength(this.oracle.othersOn(boardId, taskId) + 1)
    await this.user.selectOptions(position, options[index]!)
    await this.user.click(within(dialog).getByRole('button', { name: 'Move' }))
    // The dialog closes at once.
    expect(screen.queryByRole('dialog')).toBeNull()
  }

  private async perform(event: AnyEventObject): Promise<void> {
    switch (event.type) {
      case 'kanban.task.move':
        await this.moveTask(event.taskId, event.boardId, event.index)
        break
      case 'kanban.task.update': {
        const title = this.oracle.taskTitle(event.task.id)
        await this.user.click(screen.getByRole('button', { name: `Open task ${title}` }))
        const drawer = screen.getByRole('dialog', { name: 'Edit task' })
        const field = within(drawer).getByRole('textbox', { name: 'Title' })
        await this.user.clear(field)
        await this.user.type(field, typed.edited)
        await this.user.click(within(drawer).getByRole('button', { name: 'Save' }))
        // Saved: the drawer closes at once, the change shows on the board.
        expect(screen.queryByRole('dialog'), 'the drawer is closed').toBeNull()
        break
      }
      case 'kanban.task.add': {
        const column = region(this.oracle.boardTitle(event.draft.boardId))
        await this.user.click(within(column).getByRole('button', { name: 'Add task' }))
        const field = within(column).getByRole('textbox', { name: 'Task title' })
        await this.user.type(field, `${typed.newTask}{Enter}`)
        // Ready for the next task at once; the user is done and closes it.
        expect((field as HTMLInputElement).value).toBe('')
        await this.user.click(within(column).getByRole('button', { name: 'Cancel' }))
        break
      }
      case 'kanban.board.add':
        await this.user.click(screen.getByRole('button', { name: 'Add board' }))
        await this.user.type(addBoardField()!, `${typed.newBoard}{Enter}`)
        expect(addBoardField(), 'the add-board form is closed').toBeUndefined()
        break
      case 'kanban.board.rename': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Rename')
        const field = within(region(title)).getByRole('textbox', { name: 'Board title' })
        await this.user.clear(field)
        await this.user.type(field, `${event.title}{Enter}`)
        // The field closes at once: with the new title shown, or with blanks, the old one.
        expect(within(boardsGroup()!).queryByRole('textbox', { name: 'Board title' })).toBeNull()
        break
      }
      case 'kanban.board.clear': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Clear tasks')
        await this.confirm(`Clear “${title}”?`, 'Clear tasks')
        break
      }
      case 'kanban.board.delete': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Delete board')
        await this.confirm(`Delete “${title}”?`, 'Delete board')
        break
      }
      case 'load.answer':
        this.gate.answer('boards')
        this.gate.answer('tasks')
        this.oracle.loadAnswered()
        return
      case 'load.fail':
        // The HTTP client tries a failed GET once more: that one fails too.
        this.gate.refuse('boards', 1)
        this.gate.answer('tasks')
        this.oracle.loadFailed()
        return
      case 'sync.retry':
        this.gate.holdNextLoad()
        await this.user.click(screen.getByRole('button', { name: 'Try again' }))
        this.oracle.retried()
        return
      case 'server.take': {
        const before = JSON.stringify(demoServerBoard())
        this.lastAnswered = this.gate.answer('change')
        // Every request the model has the server take changes its board: wait for the handler.
        await waitFor(() => expect(JSON.stringify(demoServerBoard())).not.toBe(before), patience)
        const endpoint = this.lastAnswered.endpoint
        const created =
          endpoint === 'add-task'
            ? kanbanTasks().at(-1)!.id
            : endpoint === 'add-board'
              ? kanbanBoards().at(-1)!.id
              : undefined
        this.oracle.answered(created)
        return
      }
      case 'server.refuse':
        this.gate.refuseChange()
        this.oracle.refused(REFUSAL_MESSAGE)
        return
      case 'network.lost':
        this.online = false
        this.gate.setOffline(true)
        window.dispatchEvent(new Event('offline'))
        this.gate.loseChange()
        this.oracle.networkLost()
        return
      case 'network.back': {
        // The screen loads the board again, unless a load is still on its way.
        if (!this.gate.held('boards').length) this.gate.holdNextLoad()
        this.online = true
        this.gate.setOffline(false)
        window.dispatchEvent(new Event('online'))
        this.oracle.networkBack()
        return
      }
      case 'page.reload':
        this.page?.unmount()
        this.gate.holdNextLoad()
        this.page = renderPage(<KanbanPage />, i18n, '/apps/kanban')
        this.oracle.reloaded()
        return
      case 'server.elsewhere':
        // Another user renames Done; this tab gets the focus back, which loads the board.
        renameKanbanBoard('done', RENAMED_ELSEWHERE)
        this.gate.holdNextLoad()
        window.dispatchEvent(new Event('focus'))
        this.oracle.renamedElsewhere('done', RENAMED_ELSEWHERE)
        return
      default:
        throw new Error(`the screen cannot bring about ${event.type}`)
    }
    this.oracle.made(this.changeOf(event))
  }

  /** The user's change, as the oracle takes it. */
  private changeOf(event: AnyEventObject): Change {
    switch (event.type) {
      case 'kanban.task.move':
        return { kind: 'move', taskId: event.taskId, boardId: event.boardId, index: event.index }
      case 'kanban.task.update':
        return { kind: 'edit', taskId: event.task.id, title: typed.edited }
      case 'kanban.task.add':
        return { kind: 'addTask', boardId: event.draft.boardId, title: typed.newTask }
      case 'kanban.board.add':
        return { kind: 'addBoard', title: typed.newBoard }
      case 'kanban.board.rename':
        return { kind: 'rename', boardId: event.boardId, title: event.title }
      case 'kanban.board.clear':
        return { kind: 'clear', boardId: event.boardId }
      default:
        return { kind: 'delete', boardId: event.boardId }
    }
  }

  // What is checked.

  /** The server has exactly the requests on their way that the oracle expects. */
  private async expectRequests(): Promise<void> {
    const expected = this.oracle.expectedRequests()
    const matches = (arrival: Arrival, request: ExpectedRequest) =>
      arrival.method === request.method && arrival.endpoint === request.endpoint
    await waitFor(() => {
      const held = this.gate.held()
      expect(
        held.map((arrival) => `${arrival.method} ${arrival.endpoint}`).sort(),
        'requests on their way',
      ).toEqual(expected.map((request) => `${request.method} ${request.endpoint}`).sort())
      expect(this.gate.pendingRefusals(), 'the refused load was tried again').toBe(0)
    }, patience)
    for (const request of expected) {
      const arrival = this.gate.held().find((candidate) => matches(candidate, request))!
      if (request.data) expect(arrival.data, request.endpoint).toMatchObject(request.data)
      if (request.query) expect(arrival.query, request.endpoint).toEqual(request.query)
    }
  }

  /**
   * What the user sees: the placeholder, the error, or the boards with their tasks in order, the
   * tasks with a change on their way marked, and what the screen says of its data.
   */
  private async expectScreen(): Promise<void> {
    const shown = this.oracle.shown()
    const busy = this.oracle.busyTitles()
    const line = this.oracle.syncLine()
    await waitFor(() => {
      if (shown === 'loading') {
        expect(screen.getByRole('status').textContent).toContain('Loading the board…')
        expect(boardsGroup()).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(screen.queryByRole('button', { name: 'Add board' })).toBeNull()
        return
      }
      if (shown === 'failed') {
        const alert = screen.getByRole('alert')
        expect(
          within(alert).getByRole('heading', { name: 'The board could not be loaded' }),
        ).toBeTruthy()
        expect(alert.textContent).toContain('The server answered with an error (500).')
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
        expect(boardsGroup()).toBeNull()
        return
      }
      expect(screen.queryByText('Loading the board…')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      const group = boardsGroup()
      expect(group, 'the boards are shown').not.toBeNull()
      const titles = within(group!)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
      expect(titles, 'the boards, left to right').toEqual(shown.map((column) => column.title))
      const mark = this.oracle.waitsForNetwork() ? 'Waiting for network' : 'Saving…'
      for (const column of shown) {
        const element = region(column.title)
        const cards = column.cards.map((card) => card.title)
        expect(cardTitles(element), `the tasks on ${column.title}`).toEqual(cards)
        expect(within(element).getByText(plural(cards.length, 'task', 'tasks'))).toBeTruthy()
        if (cards.length === 0) expect(within(element).getByText('No tasks yet')).toBeTruthy()
        for (const card of column.cards) {
          const article = within(element)
            .getByRole('button', { name: `Open task ${card.title}` })
            .closest('article')!
          const pending = busy.includes(card.title)
          expect(article.getAttribute('aria-busy'), `${card.title} has a change on its way`).toBe(
            pending ? 'true' : null,
          )
          expect(
            within(article).queryByText(mark) !== null,
            `${card.title} is marked "${mark}"`,
          ).toBe(pending)
        }
      }
      this.expectSyncLine(line!)
      if (this.options.role === 'admin') {
        expect(screen.queryByText('View only')).toBeNull()
        expect(
          screen.queryByRole('button', { name: 'Add board' }) ?? addBoardField(),
          'a board can be added',
        ).toBeTruthy()
      } else {
        // A client sees the board and can change nothing.
        expect(screen.getByText('View only')).toBeTruthy()
        expect(screen.queryByRole('button', { name: 'Add board' })).toBeNull()
        expect(screen.queryAllByRole('button', { name: /^Actions for / })).toEqual([])
        expect(screen.queryAllByRole('button', { name: 'Add task' })).toEqual([])
        expect(screen.queryAllByRole('button', { name: /^Move to… / })).toEqual([])
        expect(screen.queryAllByRole('button', { name: /^Drag task / })).toEqual([])
      }
    }, patience)
  }

  /** Offline, changes waiting or sending, and a failed refresh, said beside the title. */
  private expectSyncLine(line: { offline: boolean; pending: number; stale: boolean }): void {
    const said = (text: string | RegExp) => screen.queryByText(text) !== null
    expect(said(/^Offline: showing what this device saved on /), 'offline said').toBe(line.offline)
    const waiting = plural(
      line.pending,
      'change waiting for network',
      'changes waiting for network',
    )
    const sending = `Sending ${plural(line.pending, 'change', 'changes')}…`
    expect(said(waiting), `"${waiting}" said`).toBe(line.pending > 0 && line.offline)
    expect(said(sending), `"${sending}" said`).toBe(line.pending > 0 && !line.offline)
    const stale = 'Could not refresh from the server; this may be out of date.'
    expect(said(stale), 'a failed refresh said').toBe(line.stale)
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(line.stale)
  }

  /** Every refusal told once, as a warning with the server's message. */
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

  /** The demo server holds what the requests it took made of its board. */
  private expectServer(event: AnyEventObject): void {
    expect(demoServerBoard(), 'the demo server’s board').toEqual(this.oracle.serverBoard())
    if (event.type === 'server.take' && this.lastAnswered?.endpoint === 'add-task') {
      expect(kanbanTasks().at(-1)!.dueDate, 'a new task is due in two days').toBe(twoDaysFromNow())
    }
  }
}
