import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { kanbanBoards, kanbanTasks } from '@mocks/kanban/kanban'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import type { ToastMessage } from '@/services/toast'
import KanbanPage from '@/features/kanban/kanban.page'
import { prefetchKanban } from '@/services/kanban/kanban-query'
import { heldAnswer } from '../../support/held-answer'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { demoClientSession } from '../../support/session-fixtures'
import { retype, signedInPageWithToasts, type User } from '../../support/signed-in-page'
import { signInWithIssuedToken } from '../../support/test-kit'

const {
  toasts,
  render: renderKanban,
  open: openKanban,
} = signedInPageWithToasts(<KanbanPage />, '/apps/kanban', loaded)

beforeEach(() => {
  // Failed loads and sends are logged on purpose in some of these tests.
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

// A failed GET is retried once by the HTTP client, and this machine may be busy: wait a while.
const slow = { timeout: 15_000 }

const seededTodo = [
  'Research FAQ page UX',
  'Review JavaScript code',
  'Create product banner images',
]
const seededInProgress = [
  'Dashboard analytics cards',
  'Charts and maps for reports',
  'Onboarding screens',
]
const seededDone = ['Forms and tables', 'Invoice preview layout', 'Release notes 2.4']

const board = (title: string) => screen.getByRole('region', { name: title })

/** The titles of the task cards on a board, top to bottom, as the user sees them. */
const titlesOn = (title: string) =>
  within(board(title))
    .queryAllByRole('button', { name: /^Open task / })
    .map((button) => button.textContent)

/** The board titles, left to right. */
const boardTitles = () =>
  within(screen.getByRole('group', { name: 'Boards' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

const serverTitlesOn = (boardId: string) =>
  kanbanTasks()
    .filter((task) => task.boardId === boardId)
    .map((task) => task.title)

/** A task's card, by its title. */
const cardOf = (title: string) =>
  screen.getByRole('button', { name: `Open task ${title}` }).closest('article')!

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled

const comboboxIn = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement

const toastShown = (toast: ToastMessage) =>
  waitFor(() => expect(toasts).toContainEqual(toast), slow)

async function loaded() {
  await screen.findByRole('region', { name: 'Todo' }, slow)
}

/**
 * Makes the demo server refuse a change for good, as a 409 with `message` (the catalogue's
 * warning); a 5xx would be tried again by the outbox instead.
 */
/**
 * Refuses a change with a 409, once the test says so (the `answer()` it returns): the test first
 * sees the change shown at once, then taken back.
 */
function refuseChange(method: 'post' | 'delete', path: string, message: string) {
  const { answered, answer } = heldAnswer()
  server.use(
    http[method](path, async () => {
      await answered
      return HttpResponse.json({ message }, { status: 409 })
    }),
  )
  return answer
}

/**
 * Takes the network away: the browser says it is offline and no request to the board gets
 * through, until `back()`.
 */
function goOffline() {
  let away = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => !away)
  server.use(http.all('*/apps/kanban/*', () => (away ? HttpResponse.error() : undefined)))
  window.dispatchEvent(new Event('offline'))
  return {
    back() {
      away = false
      window.dispatchEvent(new Event('online'))
    },
  }
}

/** Counts the changes that reach the demo server, by endpoint. */
function countChanges() {
  const counted: string[] = []
  const count = ({ request }: { request: Request }) => {
    counted.push(new URL(request.url).pathname.split('/').at(-1)!)
    return undefined
  }
  server.use(http.post('*/apps/kanban/*', count), http.delete('*/apps/kanban/*', count))
  return counted
}

/** Opens the page while its load fails; returns the alert it shows instead of the boards. */
async function openFailingKanban() {
  const user = userEvent.setup()
  renderKanban()
  const alert = await screen.findByRole('alert', {}, slow)
  return { user, alert }
}

async function openBoardMenu(user: User, title: string) {
  await user.click(within(board(title)).getByRole('button', { name: `Actions for ${title}` }))
  return screen.getByRole('menu', { name: `Actions for ${title}` })
}

/** Starts renaming a board the quick way, by double-clicking its title; returns the field. */
async function renameInPlace(user: User, title: string) {
  await user.dblClick(within(board(title)).getByRole('heading', { name: title }))
  return screen.getByRole('textbox', { name: 'Board title' }) as HTMLInputElement
}

/** Chooses "Clear tasks" in a board's menu; returns the dialog that asks first. */
async function askToClear(user: User, title: string) {
  const menu = await openBoardMenu(user, title)
  await user.click(within(menu).getByRole('menuitem', { name: 'Clear tasks' }))
  return screen.getByRole('dialog', { name: `Clear “${title}”?` })
}

/** Opens a task's edit drawer from its card, and finds the drawer's fields. */
async function openTaskDrawer(user: User, task: string) {
  const opener = screen.getByRole('button', { name: `Open task ${task}` })
  await user.click(opener)
  const drawer = screen.getByRole('dialog', { name: 'Edit task' })
  const textbox = (name: string) =>
    within(drawer).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement
  const save = () => user.click(within(drawer).getByRole('button', { name: 'Save' }))
  return { opener, drawer, title: textbox('Title'), description: textbox('Description'), save }
}

async function openMoveDialog(user: User, task: string) {
  await user.click(screen.getByRole('button', { name: `Move to… ${task}` }))
  return screen.getByRole('dialog', { name: `Move “${task}”` })
}

/** Moves a task with "Move to…" to a board and a place ("1 of 4"). */
async function moveWithDialog(user: User, task: string, boardTitle: string, place: string) {
  const dialog = await openMoveDialog(user, task)
  await user.selectOptions(comboboxIn(dialog, 'Board'), boardTitle)
  await user.selectOptions(comboboxIn(dialog, 'Position'), place)
  await user.click(within(dialog).getByRole('button', { name: 'Move' }))
}

describe('Kanban page', { timeout: 30_000 }, () => {
  it('shows a loading placeholder on a first visit, then the Todo, In Progress and Done boards with their tasks', async () => {
    renderKanban()
    expect(screen.getByRole('status').textContent).toContain('Loading the board…')
    expect(screen.queryByRole('region', { name: 'Todo' })).toBeNull()

    await loaded()
    expect(screen.queryByText('Loading the board…')).toBeNull()
    expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done'])
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
    expect(titlesOn('Done')).toEqual(seededDone)
    for (const title of ['Todo', 'In Progress', 'Done']) {
      expect(within(board(title)).getByText('3 tasks')).toBeTruthy()
    }
    expect(screen.getByRole('button', { name: 'Add board' })).toBeTruthy()

    // A card's footer counts its attachments and comments, and leaves out what it has none of.
    const card = (title: string) => screen.getByText(title).closest('article')!.textContent
    expect(card('Research FAQ page UX')).toContain('Attachments: 2')
    expect(card('Research FAQ page UX')).toContain('Comments: 1')
    expect(card('Dashboard analytics cards')).toContain('Comments: 2')
    expect(card('Dashboard analytics cards')).not.toContain('Attachments')
  })

  it('opens from what this device stored, drawn at once, with no answer from the server needed', async () => {
    // A first visit stores the board.
    const before = renderKanban()
    await loaded()
    before.unmount()
    // From now on the server never answers.
    const asked: string[] = []
    let answer: () => void = () => undefined
    const never = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('*/apps/kanban/*', async ({ request }) => {
        asked.push(new URL(request.url).pathname)
        await never
        return undefined
      }),
    )

    // As the app does: the route's prefetch reads the store while the screen's code loads.
    await prefetchKanban().alsoNeeded
    renderKanban()
    // The first render shows the board: no placeholder, and no wait for the server.
    expect(screen.queryByText('Loading the board…')).toBeNull()
    expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done'])
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(titlesOn('Done')).toEqual(seededDone)
    // It revalidates in the background, and the question is still open.
    await waitFor(() => expect(asked).toContain('/apps/kanban/tasks'), slow)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
    answer()
  })

  it('shows the board as the user left it at once when they come back to it', async () => {
    const user = userEvent.setup()
    const before = renderKanban()
    await loaded()
    await moveWithDialog(user, 'Release notes 2.4', 'Todo', '1 of 4')
    await waitFor(() => expect(titlesOn('Todo')[0]).toBe('Release notes 2.4'))
    before.unmount()

    // Back from another screen: drawn at once, before the store has been read again.
    renderKanban()
    expect(screen.queryByText('Loading the board…')).toBeNull()
    expect(titlesOn('Todo')[0]).toBe('Release notes 2.4')
    expect(titlesOn('Done')).toEqual(['Forms and tables', 'Invoice preview layout'])
    // The move reaches the server too: left on its way, it landed on the next test's fresh demo
    // data once the server was reset (seen on a loaded CI machine).
    await waitFor(() => expect(serverTitlesOn('todo')[0]).toBe('Release notes 2.4'), slow)
  })

  it('says it is offline and shows what this device saved, when it opens without a network', async () => {
    const before = renderKanban()
    await loaded()
    before.unmount()
    goOffline()

    renderKanban()
    await loaded()
    expect(titlesOn('Todo')).toEqual(seededTodo)
    await screen.findByText(/^Offline: showing what this device saved on /, {}, slow)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each(['boards', 'tasks'])(
    'shows an error with "Try again" when the %s cannot be loaded on a first visit, and loads the board on retry',
    async (call) => {
      const refused = refuseWith500('get', `*/apps/kanban/${call}`, 'Boom')
      const { user, alert } = await openFailingKanban()
      expect(
        within(alert).getByRole('heading', { name: 'The board could not be loaded' }),
      ).toBeTruthy()
      expect(alert.textContent).toContain('The server answered with an error (500).')
      expect(screen.queryByRole('region', { name: 'Todo' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Add board' })).toBeNull()

      refused.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await loaded()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done'])
      expect(titlesOn('Todo')).toEqual(seededTodo)
    },
  )

  it('keeps showing the stored board when a refresh fails, says so, and refreshes on "Try again"', async () => {
    const user = await openKanban()
    const refused = refuseWith500('get', '*/apps/kanban/tasks', 'Boom')
    // Back to the tab: the board is asked for again, and that fails.
    window.dispatchEvent(new Event('focus'))
    await screen.findByText('Could not refresh from the server; this may be out of date.', {}, slow)
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(screen.queryByRole('alert')).toBeNull()

    refused.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(
      () =>
        expect(
          screen.queryByText('Could not refresh from the server; this may be out of date.'),
        ).toBeNull(),
      slow,
    )
    expect(titlesOn('Todo')).toEqual(seededTodo)
  })

  it('says the board could not be loaded when the server sends malformed tasks, never a blank page', async () => {
    let malformed = true
    server.use(
      http.get('*/apps/kanban/tasks', () =>
        malformed ? HttpResponse.json([{ id: 'x', title: 3 }]) : undefined,
      ),
    )
    const { user, alert } = await openFailingKanban()
    expect(
      within(alert).getByRole('heading', { name: 'The board could not be loaded' }),
    ).toBeTruthy()
    // What went wrong, not connection advice: the network was fine.
    expect(alert.textContent).toContain('The server sent data this page cannot read.')
    expect(alert.textContent).not.toContain('connection')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kanban', level: 1 })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Open task / })).toBeNull()

    malformed = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await loaded()
    expect(titlesOn('Done')).toEqual(seededDone)
  })

  it('adds a board after the others, empty, at once, and the server keeps it', async () => {
    const user = await openKanban()
    await user.click(screen.getByRole('button', { name: 'Add board' }))
    const input = screen.getByRole('textbox', { name: 'Board title' })
    expect(document.activeElement).toBe(input)
    const form = input.closest('form')!
    expect(isDisabled(within(form).getByRole('button', { name: 'Add' }))).toBe(true)

    await user.type(input, '  Review  ')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    // The form closes as soon as the board is asked for; the board shows from the store.
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add board' })).toBeTruthy()
    await screen.findByRole('region', { name: 'Review' }, slow)
    expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done', 'Review'])
    expect(within(board('Review')).getByText('No tasks yet')).toBeTruthy()
    expect(within(board('Review')).getByText('0 tasks')).toBeTruthy()
    await waitFor(() => expect(kanbanBoards().at(-1)).toEqual({ id: 'review', title: 'Review' }))
    expect(kanbanBoards()).toHaveLength(4)
  })

  it('adds a task at once, marked as saving until the server has it, and keeps the form for the next', async () => {
    const user = await openKanban()
    const done = board('Done')
    await user.click(within(done).getByRole('button', { name: 'Add task' }))
    const input = within(done).getByRole('textbox', { name: 'Task title' }) as HTMLInputElement
    await user.type(input, 'Ship the kanban board{Enter}')
    expect(input.value).toBe('')
    await waitFor(() => expect(titlesOn('Done')).toEqual([...seededDone, 'Ship the kanban board']))
    await waitFor(() => expect(serverTitlesOn('done')).toEqual(titlesOn('Done')), slow)
    await waitFor(() =>
      expect(cardOf('Ship the kanban board').getAttribute('aria-busy')).toBeNull(),
    )
    expect(within(cardOf('Ship the kanban board')).queryByText('Saving…')).toBeNull()
    expect(kanbanTasks().filter((task) => task.title === 'Ship the kanban board')).toHaveLength(1)
  })

  it('renames a board in place: Enter saves the new name, Escape keeps the old one', async () => {
    const renames: unknown[] = []
    server.use(
      http.post('*/apps/kanban/update-board', async ({ request }) => {
        renames.push(await request.clone().json())
        return undefined
      }),
    )
    const user = await openKanban()

    let field = await renameInPlace(user, 'Todo')
    expect(field.value).toBe('Todo')
    expect(document.activeElement).toBe(field)
    await retype(user, field, 'Backlog{Enter}')
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull()
    await waitFor(() => expect(boardTitles()).toEqual(['Backlog', 'In Progress', 'Done']))
    expect(titlesOn('Backlog')).toEqual(seededTodo)
    await waitFor(() => expect(kanbanBoards()[0]).toEqual({ id: 'todo', title: 'Backlog' }), slow)

    field = await renameInPlace(user, 'In Progress')
    expect(field.value).toBe('In Progress')
    await retype(user, field, 'Doing')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull()
    expect(boardTitles()).toEqual(['Backlog', 'In Progress', 'Done'])
    expect(kanbanBoards()[1]).toEqual({ id: 'in-progress', title: 'In Progress' })
    expect(renames).toEqual([{ data: { id: 'todo', title: 'Backlog' } }])
  })

  it('renames a board from its menu, with the keyboard alone', async () => {
    const user = await openKanban()

    within(board('Done')).getByRole('button', { name: 'Actions for Done' }).focus()
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    const field = screen.getByRole('textbox', { name: 'Board title' }) as HTMLInputElement
    expect(field.value).toBe('Done')
    expect(document.activeElement).toBe(field)
    await user.keyboard('{Control>}a{/Control}Shipped{Enter}')
    await waitFor(() => expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Shipped']))
    await waitFor(() => expect(kanbanBoards()[2]).toEqual({ id: 'done', title: 'Shipped' }), slow)
  })

  it('puts the old name back, with the catalogue’s warning, when the server refuses a rename', async () => {
    const answer = refuseChange('post', '*/apps/kanban/update-board', 'Board names are frozen')
    const user = await openKanban()
    const field = await renameInPlace(user, 'Done')
    await retype(user, field, 'Shipped{Enter}')
    await waitFor(() => expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Shipped']), slow)
    answer()

    await toastShown({
      severity: 'warn',
      summary: 'The board could not be renamed',
      detail: 'Board names are frozen',
    })
    await waitFor(() => expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done']), slow)
    expect(screen.queryByRole('region', { name: 'Shipped' })).toBeNull()
    expect(kanbanBoards()[2]).toEqual({ id: 'done', title: 'Done' })
  })

  it('clears a board’s tasks only once the user confirms, and Cancel keeps them', async () => {
    const user = await openKanban()

    let dialog = await askToClear(user, 'Done')
    expect(dialog.textContent).toContain(
      'Every task on this board will be removed. This cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(titlesOn('Done')).toEqual(seededDone)

    dialog = await askToClear(user, 'Done')
    await user.click(within(dialog).getByRole('button', { name: 'Clear tasks' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(titlesOn('Done')).toEqual([]))
    expect(within(board('Done')).getByText('No tasks yet')).toBeTruthy()
    expect(within(board('Done')).getByText('0 tasks')).toBeTruthy()
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
    await waitFor(() => expect(serverTitlesOn('done')).toEqual([]), slow)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)

    const menu = await openBoardMenu(user, 'Done')
    expect(isDisabled(within(menu).getByRole('menuitem', { name: 'Clear tasks' }))).toBe(true)
  })

  it('takes a new task back and says why when the server refuses it', async () => {
    const { answered, answer } = heldAnswer()
    server.use(
      http.post('*/apps/kanban/add-task', async () => {
        await answered
        return HttpResponse.json(
          { errors: { title: ['A task with this title is already on the board.'] } },
          { status: 400 },
        )
      }),
    )
    const user = await openKanban()
    const todo = board('Todo')
    await user.click(within(todo).getByRole('button', { name: 'Add task' }))
    const input = within(todo).getByRole('textbox', { name: 'Task title' }) as HTMLInputElement
    await user.type(input, 'Research FAQ page UX{Enter}')
    // Shown at once; the form is ready for the next task.
    expect(input.value).toBe('')
    await waitFor(() => expect(titlesOn('Todo')).toEqual([...seededTodo, 'Research FAQ page UX']))
    answer()

    await toastShown({
      severity: 'error',
      summary: 'The task could not be added',
      detail: 'A task with this title is already on the board.',
    })
    await waitFor(() => expect(titlesOn('Todo')).toEqual(seededTodo), slow)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)
  })

  it('closes the drawer on saving, and takes the edits back with a warning when the server refuses them', async () => {
    const answer = refuseChange(
      'post',
      '*/apps/kanban/update-task',
      'Tasks are locked for the release',
    )
    const user = await openKanban()
    const { title, description, save } = await openTaskDrawer(user, 'Research FAQ page UX')
    await retype(user, title, 'FAQ page, second pass')
    await retype(user, description, 'Start from the support tickets.')
    await save()
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(titlesOn('Todo')[0]).toBe('FAQ page, second pass'), slow)
    answer()

    await toastShown({
      severity: 'warn',
      summary: 'The task could not be saved',
      detail: 'Tasks are locked for the release',
    })
    await waitFor(() => expect(titlesOn('Todo')).toEqual(seededTodo), slow)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)
  })

  it('asks for a title before saving a task in the drawer', async () => {
    const user = await openKanban()
    const { drawer, title, save } = await openTaskDrawer(user, 'Onboarding screens')
    await retype(user, title, '   ')
    await save()
    expect(within(drawer).getByText('The task needs a title.')).toBeTruthy()
    expect(title.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBe(drawer)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
  })

  it('saves a task from the drawer, which closes and shows the new title on its card', async () => {
    const user = await openKanban()
    const { title, save } = await openTaskDrawer(user, 'Forms and tables')
    await retype(user, title, 'Forms, tables and filters')
    await save()
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() =>
      expect(titlesOn('Done')).toEqual([
        'Forms, tables and filters',
        'Invoice preview layout',
        'Release notes 2.4',
      ]),
    )
    await waitFor(() => expect(serverTitlesOn('done')[0]).toBe('Forms, tables and filters'), slow)
  })

  it('closes the edit drawer on Escape without saving, and gives the focus back to the card', async () => {
    const user = await openKanban()
    const { opener, title } = await openTaskDrawer(user, 'Dashboard analytics cards')
    expect(document.activeElement).toBe(title)
    await user.type(title, ' (draft)')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Open task Dashboard analytics cards' }),
    )
    expect(document.activeElement).toBe(opener)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
  })

  it('moves a task through "Move to…" and puts it back with a warning when the server refuses', async () => {
    const answer = refuseChange('post', '*/apps/kanban/reorder-tasks', 'The board is locked')
    const user = await openKanban()
    const dialog = await openMoveDialog(user, 'Create product banner images')
    const position = comboboxIn(dialog, 'Position')
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(position.value).toBe('2')
    await user.selectOptions(position, '1 of 3')
    await user.click(within(dialog).getByRole('button', { name: 'Move' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(titlesOn('Todo')[0]).toBe('Create product banner images'), slow)
    answer()

    await toastShown({
      severity: 'warn',
      summary: 'The task could not be moved',
      detail: 'The board is locked',
    })
    await waitFor(() => expect(titlesOn('Todo')).toEqual(seededTodo), slow)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)
  })

  it('shows a task where the server put it when a move’s board change is taken and its reorder refused', async () => {
    const answer = refuseChange('post', '*/apps/kanban/reorder-tasks', 'The board is locked')
    const user = await openKanban()
    await moveWithDialog(user, 'Release notes 2.4', 'Todo', '1 of 4')
    await waitFor(() => expect(titlesOn('Todo')[0]).toBe('Release notes 2.4'), slow)
    answer()
    await toastShown({
      severity: 'warn',
      summary: 'The task could not be moved',
      detail: 'The board is locked',
    })
    // The server holds the task last on Todo (update-task-board went through): so does the screen.
    await waitFor(() => expect(titlesOn('Todo')).toEqual(serverTitlesOn('todo')), slow)
    expect(titlesOn('Todo')).toEqual([...seededTodo, 'Release notes 2.4'])
    expect(titlesOn('Done')).toEqual(['Forms and tables', 'Invoice preview layout'])
  })

  it('moves a task to the chosen place on another board through "Move to…"', async () => {
    const user = await openKanban()
    const dialog = await openMoveDialog(user, 'Release notes 2.4')
    await user.selectOptions(comboboxIn(dialog, 'Board'), 'Todo')
    const position = comboboxIn(dialog, 'Position')
    expect(position.value).toBe('3')
    await user.selectOptions(position, '2 of 4')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(titlesOn('Done')).toEqual(seededDone)

    await moveWithDialog(user, 'Release notes 2.4', 'Todo', '2 of 4')
    const expected = [seededTodo[0], 'Release notes 2.4', seededTodo[1], seededTodo[2]]
    await waitFor(() => expect(titlesOn('Todo')).toEqual(expected))
    expect(titlesOn('Done')).toEqual(['Forms and tables', 'Invoice preview layout'])
    await waitFor(() => expect(serverTitlesOn('todo')).toEqual(expected), slow)
    expect(within(board('Todo')).getByText('4 tasks')).toBeTruthy()
    expect(toasts).toEqual([])
  })

  it('keeps changes made offline, marked "Waiting for network" even after a reload, and sends each once, in order, when the network is back', async () => {
    const counted = countChanges()
    const user = userEvent.setup()
    const before = renderKanban()
    await loaded()
    const network = goOffline()
    await screen.findByText(/^Offline: showing what this device saved on /, {}, slow)

    await moveWithDialog(user, 'Release notes 2.4', 'Todo', '1 of 4')
    // The second move is chosen from the board as the first left it, as a user would see it.
    await waitFor(() => expect(titlesOn('Todo')[0]).toBe('Release notes 2.4'), slow)
    await moveWithDialog(user, 'Review JavaScript code', 'Todo', '4 of 4')
    const expected = [
      'Release notes 2.4',
      'Research FAQ page UX',
      'Create product banner images',
      'Review JavaScript code',
    ]
    await waitFor(() => expect(titlesOn('Todo')).toEqual(expected))
    await screen.findByText('2 changes waiting for network', {}, slow)
    for (const title of ['Release notes 2.4', 'Review JavaScript code']) {
      expect(within(cardOf(title)).getByText('Waiting for network')).toBeTruthy()
      expect(cardOf(title).getAttribute('aria-busy')).toBe('true')
    }
    expect(within(cardOf('Research FAQ page UX')).queryByText('Waiting for network')).toBeNull()
    expect(counted).toEqual([])

    // A reload keeps them.
    before.unmount()
    renderKanban()
    await loaded()
    expect(titlesOn('Todo')).toEqual(expected)
    expect(within(cardOf('Review JavaScript code')).getByText('Waiting for network')).toBeTruthy()
    await screen.findByText('2 changes waiting for network', {}, slow)

    network.back()
    await waitFor(() => expect(serverTitlesOn('todo')).toEqual(expected), slow)
    await waitFor(() => expect(screen.queryByText(/waiting for network|Sending/i)).toBeNull(), slow)
    expect(titlesOn('Todo')).toEqual(expected)
    expect(within(cardOf('Release notes 2.4')).queryByText('Saving…')).toBeNull()
    // Each call once, in the order the changes were made.
    expect(counted).toEqual(['update-task-board', 'reorder-tasks', 'reorder-tasks'])
  })

  it('shows a client the board read-only, and makes no change', async () => {
    await signInWithIssuedToken(demoClientSession)
    const user = userEvent.setup()
    renderKanban()
    await loaded()
    expect(screen.getByText('View only')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add board' })).toBeNull()
    expect(screen.queryAllByRole('button', { name: /^Move to… / })).toEqual([])
    expect(screen.queryAllByRole('button', { name: /^Drag task / })).toEqual([])
    await user.dblClick(screen.getByRole('heading', { name: 'Todo' }))
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open task Research FAQ page UX' }))
    expect(screen.getByRole('dialog', { name: 'Task details' })).toBeTruthy()
    expect(await getLocalDatabase().outbox.count()).toBe(0)
  })
})
