import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { kanbanBoards, kanbanTasks } from '@mocks/data/kanban'
import { log } from '@models/log'
import type { ToastMessage } from '@/services/toast'
import KanbanPage from '@/features/kanban/kanban.page'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { retype, signedInPageWithToasts, type User } from '../../support/signed-in-page'

const {
  toasts,
  render: renderKanban,
  open: openKanban,
} = signedInPageWithToasts(<KanbanPage />, '/apps/kanban', loaded)

beforeEach(() => {
  // Failed loads are logged on purpose in some of these tests.
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

const isDisabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled

const comboboxIn = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement

const toastShown = (toast: ToastMessage) =>
  waitFor(() => expect(toasts).toContainEqual(toast), slow)

async function loaded() {
  await screen.findByRole('region', { name: 'Todo' }, slow)
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

describe('Kanban page', { timeout: 30_000 }, () => {
  it('shows a loading placeholder, then the Todo, In Progress and Done boards with their tasks', async () => {
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

  it.each(['boards', 'tasks'])(
    'shows an error with "Try again" when the %s cannot be loaded, and loads the board on retry',
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

  it('adds a board after the others, empty, and the server keeps it', async () => {
    const user = await openKanban()
    await user.click(screen.getByRole('button', { name: 'Add board' }))
    const input = screen.getByRole('textbox', { name: 'Board title' })
    expect(document.activeElement).toBe(input)
    const form = input.closest('form')!
    expect(isDisabled(within(form).getByRole('button', { name: 'Add' }))).toBe(true)

    await user.type(input, '  Review  ')
    await user.click(within(form).getByRole('button', { name: 'Add' }))
    await screen.findByRole('region', { name: 'Review' }, slow)
    expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Done', 'Review'])
    expect(within(board('Review')).getByText('No tasks yet')).toBeTruthy()
    expect(within(board('Review')).getByText('0 tasks')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Add board' })).toBeTruthy()
    expect(kanbanBoards().at(-1)).toEqual({ id: 'review', title: 'Review' })
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
    expect(boardTitles()).toEqual(['Backlog', 'In Progress', 'Done'])
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
    expect(boardTitles()).toEqual(['Todo', 'In Progress', 'Shipped'])
    await waitFor(() => expect(kanbanBoards()[2]).toEqual({ id: 'done', title: 'Shipped' }), slow)
  })

  it('puts the old name back when the server refuses a rename, and offers the new one again', async () => {
    refuseWith500('post', '*/apps/kanban/update-board', 'Board names are frozen')
    const user = await openKanban()
    const field = await renameInPlace(user, 'Done')
    await retype(user, field, 'Shipped{Enter}')

    await toastShown({
      severity: 'error',
      summary: 'The board could not be renamed',
      detail: 'Board names are frozen',
    })
    const again = (await screen.findByRole('textbox', { name: 'Board title' })) as HTMLInputElement
    expect(again.value).toBe('Shipped')
    expect(screen.getByRole('region', { name: 'Done' })).toBeTruthy()
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
    expect(titlesOn('Done')).toEqual([])
    expect(within(board('Done')).getByText('No tasks yet')).toBeTruthy()
    expect(within(board('Done')).getByText('0 tasks')).toBeTruthy()
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(titlesOn('In Progress')).toEqual(seededInProgress)
    await waitFor(() => expect(serverTitlesOn('done')).toEqual([]), slow)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)

    const menu = await openBoardMenu(user, 'Done')
    expect(isDisabled(within(menu).getByRole('menuitem', { name: 'Clear tasks' }))).toBe(true)
  })

  it('keeps the typed title and says why when the server refuses a new task', async () => {
    server.use(
      http.post('*/apps/kanban/add-task', () =>
        HttpResponse.json(
          { errors: { title: ['A task with this title is already on the board.'] } },
          { status: 400 },
        ),
      ),
    )
    const user = await openKanban()
    const todo = board('Todo')
    await user.click(within(todo).getByRole('button', { name: 'Add task' }))
    const input = within(todo).getByRole('textbox', { name: 'Task title' }) as HTMLInputElement
    await user.type(input, 'Research FAQ page UX{Enter}')

    await toastShown({
      severity: 'error',
      summary: 'The task could not be added',
      detail: 'A task with this title is already on the board.',
    })
    await waitFor(() =>
      expect(isDisabled(within(todo).getByRole('button', { name: 'Add' }))).toBe(false),
    )
    expect(
      (within(todo).getByRole('textbox', { name: 'Task title' }) as HTMLInputElement).value,
    ).toBe('Research FAQ page UX')
    expect(titlesOn('Todo')).toEqual(seededTodo)
    expect(serverTitlesOn('todo')).toEqual(seededTodo)
  })

  it('keeps the edits in the drawer and says why when the server refuses to save them', async () => {
    refuseWith500('post', '*/apps/kanban/update-task', 'Tasks are locked for the release')
    const user = await openKanban()
    const { drawer, title, description, save } = await openTaskDrawer(user, 'Research FAQ page UX')
    await retype(user, title, 'FAQ page, second pass')
    await retype(user, description, 'Start from the support tickets.')
    await save()

    await toastShown({
      severity: 'error',
      summary: 'The task could not be saved',
      detail: 'Tasks are locked for the release',
    })
    await within(drawer).findByRole('button', { name: 'Save' }, slow)
    expect(screen.getByRole('dialog', { name: 'Edit task' })).toBe(drawer)
    expect(title.value).toBe('FAQ page, second pass')
    expect(description.value).toBe('Start from the support tickets.')
    expect(titlesOn('Todo')).toEqual(seededTodo)
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
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow)
    expect(titlesOn('Done')).toEqual([
      'Forms, tables and filters',
      'Invoice preview layout',
      'Release notes 2.4',
    ])
    expect(serverTitlesOn('done')[0]).toBe('Forms, tables and filters')
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

  it('moves a task through "Move to…" and puts it back with an error when the server refuses', async () => {
    refuseWith500('post', '*/apps/kanban/reorder-tasks', 'The board is locked')
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

    await toastShown({
      severity: 'error',
      summary: 'The task could not be moved',
      detail: 'The board is locked',
    })
    await waitFor(() => expect(titlesOn('Todo')).toEqual(seededTodo))
    expect(serverTitlesOn('todo')).toEqual(seededTodo)
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

    const again = await openMoveDialog(user, 'Release notes 2.4')
    await user.selectOptions(comboboxIn(again, 'Board'), 'Todo')
    await user.selectOptions(comboboxIn(again, 'Position'), '2 of 4')
    await user.click(within(again).getByRole('button', { name: 'Move' }))
    const expected = [seededTodo[0], 'Release notes 2.4', seededTodo[1], seededTodo[2]]
    expect(titlesOn('Todo')).toEqual(expected)
    expect(titlesOn('Done')).toEqual(['Forms and tables', 'Invoice preview layout'])
    await waitFor(() => expect(serverTitlesOn('todo')).toEqual(expected), slow)
    expect(within(board('Todo')).getByText('4 tasks')).toBeTruthy()
    expect(toasts).toEqual([])
  })
})
