import { expect, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyActorRef, AnyEventObject } from 'xstate'
import { kanbanBoards, kanbanTasks } from '@mocks/data/kanban'
import { log } from '@models/log'
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
  type Settled,
} from './kanban-screen-oracle'
import { screenStateKey, typed } from './kanban-screen-paths'
import { REFUSAL_MESSAGE, RequestGate, type Arrival } from './kanban-screen-server'

// The global i18next, as in the app: the machine's toasts are translated through it.
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
const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled

/** What a form that waits for the server shows, by the kind of change it sent. */
type FormKind = 'addTask' | 'addBoard' | 'edit' | 'rename'
type FormState = 'waiting' | 'taken' | 'refused'

export interface KanbanScreenOptions {
  role: 'admin' | 'client'
  /** The screen opens back on the board shown last time (the user was here before). */
  cached: boolean
  /** The kanban machine's actor behind the screen, once it runs. */
  actor: () => AnyActorRef | undefined
  toasts: ToastMessage[]
}

/**
 * The kanban screen driven along a screen path: each step is done as the user or the demo server
 * would do it, the real kanban machine behind the screen is awaited in the step's state, and what
 * the user sees, what is on its way to the server and what the server holds are checked against
 * the oracle (kanban-screen-oracle.ts).
 */
export class KanbanScreen {
  private readonly gate = new RequestGate()
  private readonly user = userEvent.setup()
  private readonly oracle = new KanbanOracle(demoServerBoard())
  private readonly forms = new Map<FormKind, FormState>()
  private lastAnswered: Arrival | undefined
  private readonly options: KanbanScreenOptions

  constructor(options: KanbanScreenOptions) {
    this.options = options
  }

  private get admin() {
    return this.options.role === 'admin'
  }

  /** Signs the user in with a token the demo server issued and opens the board. */
  async open(): Promise<void> {
    const session = this.admin ? demoAdminSession : demoClientSession
    await signInWithIssuedToken(session)
    // Failed loads are logged; the log stays quiet and the screen is read instead.
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    let lastTime: Column[] | null = null
    if (this.options.cached) {
      // A visit before this one, answered by the demo server at once, then left.
      const before = renderPage(<KanbanPage />, i18n, '/apps/kanban')
      await screen.findByRole('region', { name: 'Todo' }, patience)
      lastTime = demoServerBoard()
      before.unmount()
    }
    this.gate.install()
    renderPage(<KanbanPage />, i18n, '/apps/kanban')
    this.oracle.opened(lastTime)
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
      expect(screenStateKey(actor!.getSnapshot()), `after ${event.type}`).toBe(
        screenStateKey(state),
      )
    }, patience)

    const settled = this.note(event as AnyEventObject)
    await this.expectRequests()
    await this.expectForms(settled)
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
  }

  private async perform(event: AnyEventObject): Promise<void> {
    switch (event.type) {
      case 'kanban.task.move':
        return this.moveTask(event.taskId, event.boardId, event.index)
      case 'kanban.task.update': {
        const title = this.oracle.taskTitle(event.task.id)
        await this.user.click(screen.getByRole('button', { name: `Open task ${title}` }))
        const drawer = screen.getByRole('dialog', { name: 'Edit task' })
        const field = within(drawer).getByRole('textbox', { name: 'Title' })
        await this.user.clear(field)
        await this.user.type(field, typed.edited)
        await this.user.click(within(drawer).getByRole('button', { name: 'Save' }))
        return
      }
      case 'kanban.task.add': {
        const column = region(this.oracle.boardTitle(event.draft.boardId))
        await this.user.click(within(column).getByRole('button', { name: 'Add task' }))
        const field = within(column).getByRole('textbox', { name: 'Task title' })
        await this.user.type(field, `${typed.newTask}{Enter}`)
        return
      }
      case 'kanban.board.add':
        await this.user.click(screen.getByRole('button', { name: 'Add board' }))
        await this.user.type(addBoardField()!, `${typed.newBoard}{Enter}`)
        return
      case 'kanban.board.rename': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Rename')
        const field = within(region(title)).getByRole('textbox', { name: 'Board title' })
        await this.user.clear(field)
        await this.user.type(field, `${event.title}{Enter}`)
        // The field closes at once: with the new title shown, or with blanks, the old one.
        expect(within(boardsGroup()!).queryByRole('textbox', { name: 'Board title' })).toBeNull()
        return
      }
      case 'kanban.board.clear': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Clear tasks')
        return this.confirm(`Clear “${title}”?`, 'Clear tasks')
      }
      case 'kanban.board.delete': {
        const title = this.oracle.boardTitle(event.boardId)
        await this.openMenu(title, 'Delete board')
        return this.confirm(`Delete “${title}”?`, 'Delete board')
      }
      case 'kanban.retry':
        await this.user.click(screen.getByRole('button', { name: 'Try again' }))
        return
      case 'xstate.done.actor.loadBoard':
        this.gate.answer('boards')
        this.gate.answer('tasks')
        return
      case 'xstate.error.actor.loadBoard':
        // The HTTP client tries a failed GET once more: that one fails too.
        this.gate.refuse('boards', 1)
        this.gate.answer('tasks')
        return
      case 'xstate.done.actor.updateTaskBoard':
      case 'xstate.done.actor.reorderTasks':
      case 'xstate.done.actor.sendEdit':
        this.lastAnswered = this.gate.answer('change')
        return
      case 'xstate.error.actor.updateTaskBoard':
      case 'xstate.error.actor.reorderTasks':
      case 'xstate.error.actor.sendEdit':
        this.gate.refuse('change')
        return
      default:
        throw new Error(`the screen cannot bring about ${event.type}`)
    }
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

  /** Tells the oracle what happened; returns the changes it says are settled now. */
  private note(event: AnyEventObject): Settled[] {
    if (event.type === 'xstate.init') return []
    if (event.type === 'kanban.retry') {
      this.oracle.retried()
      return []
    }
    if (event.type === 'xstate.done.actor.loadBoard') return this.oracle.loadAnswered()
    if (event.type === 'xstate.error.actor.loadBoard')
      return this.oracle.loadRefused(REFUSAL_MESSAGE)
    if (event.type.startsWith('xstate.error.actor.')) return this.oracle.refused(REFUSAL_MESSAGE)
    if (event.type.startsWith('xstate.done.actor.')) {
      const endpoint = this.lastAnswered?.endpoint
      const created =
        endpoint === 'add-task'
          ? kanbanTasks().at(-1)!.id
          : endpoint === 'add-board'
            ? kanbanBoards().at(-1)!.id
            : undefined
      return this.oracle.answered(created)
    }
    const change = this.changeOf(event)
    const queued = this.oracle.made(change)
    const form: Partial<Record<Change['kind'], FormKind>> = {
      addTask: 'addTask',
      addBoard: 'addBoard',
      edit: 'edit',
    }
    if (queued && form[change.kind]) this.forms.set(form[change.kind]!, 'waiting')
    return []
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
    }, patience)
    for (const request of expected) {
      const arrival = this.gate.held().find((candidate) => matches(candidate, request))!
      if (request.data) expect(arrival.data, request.endpoint).toMatchObject(request.data)
      if (request.query) expect(arrival.query, request.endpoint).toEqual(request.query)
    }
    expect(this.gate.pendingRefusals(), 'the refused load was tried again').toBe(0)
  }

  /** The forms that sent a change: waiting, then closed or emptied, or keeping what was typed. */
  private async expectForms(settled: Settled[]): Promise<void> {
    const kindOf: Partial<Record<Change['kind'], FormKind>> = {
      addTask: 'addTask',
      addBoard: 'addBoard',
      edit: 'edit',
      rename: 'rename',
    }
    for (const { change, ok } of settled) {
      const kind = kindOf[change.kind]
      if (kind) this.forms.set(kind, ok ? 'taken' : 'refused')
    }
    for (const [kind, state] of [...this.forms]) {
      await waitFor(() => this.expectForm(kind, state), patience)
      if (state === 'waiting') continue
      this.forms.delete(kind)
      // After a refusal the user gives up: the form is closed.
      if (state === 'refused') await this.dismiss(kind)
    }
  }

  private expectForm(kind: FormKind, state: FormState): void {
    switch (kind) {
      case 'addTask': {
        const column = region(this.oracle.boardTitle('todo'))
        const field = within(column).getByRole('textbox', { name: 'Task title' })
        expect((field as HTMLInputElement).value).toBe(state === 'taken' ? '' : typed.newTask)
        // Waiting, the button says so; then it is ready for the next task.
        const button = within(column).getByRole('button', {
          name: state === 'waiting' ? 'Adding…' : 'Add',
        })
        expect(isDisabled(button)).toBe(state !== 'refused')
        return
      }
      case 'addBoard': {
        const field = addBoardField()
        if (state === 'taken') {
          expect(field, 'the add-board form is closed').toBeUndefined()
          expect(screen.getByRole('button', { name: 'Add board' })).toBeTruthy()
          return
        }
        expect(field!.value).toBe(typed.newBoard)
        const form = field!.closest('form')!
        expect(isDisabled(within(form).getByRole('button', { name: 'Add' }))).toBe(
          state === 'waiting',
        )
        return
      }
      case 'edit': {
        const drawer = screen.queryByRole('dialog', { name: 'Edit task' })
        if (state === 'taken') {
          expect(drawer, 'the drawer is closed').toBeNull()
          return
        }
        const title = within(drawer!).getByRole('textbox', { name: 'Title' })
        expect((title as HTMLInputElement).value).toBe(typed.edited)
        const save = within(drawer!).getByRole('button', {
          name: state === 'waiting' ? 'Saving…' : 'Save',
        })
        expect(isDisabled(save)).toBe(state === 'waiting')
        return
      }
      case 'rename': {
        // A refused name is offered again in the field; a taken one shows as the title.
        const column = region(this.oracle.boardTitle('todo'))
        const field = within(column).queryByRole('textbox', { name: 'Board title' })
        if (state === 'refused') expect((field as HTMLInputElement).value).toBe(typed.renamed)
        else expect(field).toBeNull()
        return
      }
    }
  }

  private async dismiss(kind: FormKind): Promise<void> {
    switch (kind) {
      case 'addTask': {
        const column = region(this.oracle.boardTitle('todo'))
        await this.user.click(within(column).getByRole('button', { name: 'Cancel' }))
        return
      }
      case 'addBoard': {
        const form = addBoardField()!.closest('form')!
        await this.user.click(within(form).getByRole('button', { name: 'Cancel' }))
        return
      }
      case 'edit': {
        const drawer = screen.getByRole('dialog', { name: 'Edit task' })
        await this.user.click(within(drawer).getByRole('button', { name: 'Cancel' }))
        expect(screen.queryByRole('dialog')).toBeNull()
        return
      }
      case 'rename': {
        const column = region(this.oracle.boardTitle('todo'))
        within(column).getByRole('textbox', { name: 'Board title' }).focus()
        await this.user.keyboard('{Escape}')
        return
      }
    }
  }

  /** What the user sees: the placeholder, the error, or the boards with their tasks in order. */
  private async expectScreen(): Promise<void> {
    const shown = this.oracle.shown()
    const busy = this.oracle.busyTasks()
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
      for (const column of shown) {
        const element = region(column.title)
        const cards = column.cards.map((card) => card.title)
        expect(cardTitles(element), `the tasks on ${column.title}`).toEqual(cards)
        const count = `${cards.length} ${cards.length === 1 ? 'task' : 'tasks'}`
        expect(within(element).getByText(count)).toBeTruthy()
        if (cards.length === 0) expect(within(element).getByText('No tasks yet')).toBeTruthy()
        for (const card of column.cards) {
          const article = within(element)
            .getByRole('button', { name: `Open task ${card.title}` })
            .closest('article')!
          expect(article.getAttribute('aria-busy'), `${card.title} is saving`).toBe(
            busy.includes(card.id) ? 'true' : null,
          )
        }
      }
      if (this.admin) {
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

  /** Every refusal told once, as an error toast with the server's message. */
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
    if (event.type === 'xstate.done.actor.sendEdit' && this.lastAnswered?.endpoint === 'add-task') {
      expect(kanbanTasks().at(-1)!.dueDate, 'a new task is due in two days').toBe(twoDaysFromNow())
    }
  }
}
