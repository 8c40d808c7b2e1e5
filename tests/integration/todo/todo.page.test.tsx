import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, delay } from 'msw'
import { server } from '@mocks/node'
import { allTasks, teamMembers, updateTask } from '@mocks/todo/todos'
import { log } from '@models/log/log'
import type { TodoTask } from '@models/todo/todo'
import TodoPage from '@/features/todo/todo.page'
import { prefetchTodo } from '@/services/todo/todo-query'
import { demoClientSession } from '../../support/session-fixtures'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

// The global i18next, as in the app: the list pattern's toasts are translated through it.
const i18n = appI18n()
const toasts = captureToasts()

// The demo server answers in the same process, but this machine may be busy: wait a while.
const slow = { timeout: 10_000 }

const renderTodo = (path = '/apps/todo') => renderPage(<TodoPage />, i18n, path)

// --- What the user sees --------------------------------------------------------------------------

const taskList = () => screen.getByRole('list', { name: 'Tasks' })
const rows = () => [...document.querySelectorAll<HTMLElement>('.todo-list > .todo-row')]
/** The titles listed, top to bottom. */
const titles = () => rows().map((row) => row.querySelector('.todo-row__title')!.textContent!)
const rowOf = (title: string) => {
  const row = rows().find((item) => item.querySelector('.todo-row__title')?.textContent === title)
  if (!row) throw new Error(`No row for ${title}; the rows are ${titles().join(', ')}`)
  return row
}
const countText = () => document.querySelector('.todo-main__count')?.textContent ?? ''
const heading = () =>
  screen.getByRole('heading', { level: 2, name: /^(My tasks|Important|Completed|Deleted)/ })
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement
const searchBox = () => screen.getByRole('searchbox', { name: 'Search tasks' }) as HTMLInputElement
const side = () => screen.getByRole('complementary', { name: 'Filters and tags' })
const sideButton = (name: string) => within(side()).getByRole('button', { name })
const completedBox = (title: string) =>
  screen.getByRole('checkbox', { name: `Completed: ${title}` }) as HTMLInputElement
const star = (title: string) => screen.getByRole('button', { name: `Important: ${title}` })

/** Waits until the list shows exactly these titles, in this order. */
async function shows(expected: readonly string[]) {
  await waitFor(() => expect(titles()).toEqual(expected), slow)
}

// --- What the demo server holds, as SPEC.md sections 3 and 7 describe it ---------------------------

const seeded = () => allTasks()
const notDeleted = () => seeded().filter((task) => !task.isDeleted)
const newestFirst = (tasks: readonly TodoTask[]) => [...tasks].sort((a, b) => b.id - a.id)
const titlesOf = (tasks: readonly TodoTask[]) => tasks.map((task) => task.title)
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })
const stored = (title: string) => seeded().find((task) => task.title === title)

/** Opens the page and waits for the first tasks: newest first, those not deleted. */
async function open(path = '/apps/todo') {
  const user = userEvent.setup()
  const view = renderTodo(path)
  await waitFor(() => expect(rows().length).toBeGreaterThan(0), slow)
  return { user, ...view }
}

describe('the to-do page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    // Refused loads and changes are logged on purpose in some of these tests.
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    server.events.removeAllListeners()
  })

  describe('as the admin', () => {
    signedInDuringEachTest()

    it('shows a placeholder while loading, then My tasks: every task not deleted, newest first', async () => {
      renderTodo()
      expect(screen.getByRole('status').textContent).toContain('Loading the tasks…')
      const expected = titlesOf(newestFirst(notDeleted()))
      await shows(expected)
      expect(expected).toHaveLength(17)
      expect(screen.queryByRole('status')).toBeNull()
      expect(screen.getByRole('heading', { level: 1, name: 'To-do' })).toBeTruthy()
      expect(heading().textContent).toBe('My tasks')
      expect(countText()).toBe('17 tasks')
      expect(sideButton('My tasks').getAttribute('aria-pressed')).toBe('true')
      expect(sortSelect().value).toBe('latest')
      // A row shows what the task holds: completed, important, its tags and who does it.
      const board = stored('Prepare the board meeting slides')!
      const row = rowOf(board.title)
      expect(completedBox(board.title).checked).toBe(true)
      expect(star(board.title).getAttribute('aria-pressed')).toBe('true')
      expect(within(row).getByRole('list', { name: 'Tags' }).textContent).toBe('HighTeam')
      expect(within(row).getByText(`Assigned to ${board.assignee!.fullName}`)).toBeTruthy()
      expect(row.textContent).toContain(board.description)
      // A late task that is not done says so.
      expect(rowOf('Renew the SSL certificates').textContent).toMatch(/Overdue, /)
      expect(rowOf('Plan the spring newsletter').textContent).toMatch(/Due /)
      // Deleted rows offer Delete, not Restore, here.
      expect(within(row).getByRole('button', { name: `Delete ${board.title}` })).toBeTruthy()
      expect(within(row).queryByRole('button', { name: /^Restore/ })).toBeNull()
    })

    it.each([
      ['Important', 'important', (task: TodoTask) => task.isImportant && !task.isDeleted],
      ['Completed', 'completed', (task: TodoTask) => task.isCompleted && !task.isDeleted],
      ['Deleted', 'deleted', (task: TodoTask) => task.isDeleted],
    ] as const)('filters on %s, in the URL', async (name, value, keeps) => {
      const { user, location } = await open()
      await user.click(sideButton(name))
      const expected = titlesOf(newestFirst(seeded().filter(keeps)))
      expect(expected.length).toBeGreaterThan(0)
      await shows(expected)
      expect(location.history.at(-1)).toBe(`/apps/todo?filter=${value}`)
      expect(heading().textContent).toBe(name)
      expect(sideButton(name).getAttribute('aria-pressed')).toBe('true')
      expect(sideButton('My tasks').getAttribute('aria-pressed')).toBe('false')
      expect(countText()).toBe(`${expected.length} tasks`)
      // Under Deleted each row offers Restore instead of Delete.
      const restores = screen.queryAllByRole('button', { name: /^Restore / })
      expect(restores).toHaveLength(value === 'deleted' ? expected.length : 0)

      // My tasks again: the plain link.
      await user.click(sideButton('My tasks'))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(location.history.at(-1)).toBe('/apps/todo')
    })

    it.each(['update', 'team', 'high', 'medium', 'low'])(
      'shows the tasks tagged %s, with the filter, and again all on a second click',
      async (tag) => {
        const { user, location } = await open()
        const tagName = tag[0]!.toUpperCase() + tag.slice(1)
        await user.click(sideButton(tagName))
        const tagged = newestFirst(notDeleted().filter((task) => task.tags.includes(tag)))
        expect(tagged.length).toBeGreaterThan(0)
        await shows(titlesOf(tagged))
        expect(location.history.at(-1)).toBe(`/apps/todo?tag=${tag}`)
        expect(heading().textContent).toBe(`My tasks · ${tagName}`)
        expect(sideButton(tagName).getAttribute('aria-pressed')).toBe('true')
        for (const row of rows()) {
          expect(within(row).getByRole('list', { name: 'Tags' }).textContent).toContain(tagName)
        }

        // The tag narrows the filter too.
        await user.click(sideButton('Important'))
        const important = tagged.filter((task) => task.isImportant)
        await shows(titlesOf(important))
        expect(location.history.at(-1)).toBe(`/apps/todo?filter=important&tag=${tag}`)

        await user.click(sideButton('My tasks'))
        await user.click(sideButton(tagName))
        await shows(titlesOf(newestFirst(notDeleted())))
        expect(location.history.at(-1)).toBe('/apps/todo')
      },
    )

    const sorts: [string, string, (tasks: TodoTask[]) => TodoTask[]][] = [
      ['Title, A to Z', 'title-asc', (tasks) => tasks.sort((a, b) => text(a.title, b.title))],
      ['Title, Z to A', 'title-desc', (tasks) => tasks.sort((a, b) => text(b.title, a.title))],
      [
        'Assignee',
        'assignee',
        // By name; nobody assigned last; the same person's tasks oldest first.
        (tasks) =>
          tasks.sort(
            (a, b) =>
              (a.assignee ? 0 : 1) - (b.assignee ? 0 : 1) ||
              text(a.assignee?.fullName ?? '', b.assignee?.fullName ?? '') ||
              a.id - b.id,
          ),
      ],
      [
        'Due date',
        'due-date',
        // The soonest first; without a due date last.
        (tasks) =>
          tasks.sort(
            (a, b) =>
              (a.dueDate ? 0 : 1) - (b.dueDate ? 0 : 1) ||
              (a.dueDate ?? '').localeCompare(b.dueDate ?? '') ||
              a.id - b.id,
          ),
      ],
    ]

    it.each(sorts)('sorts by %s, in the URL, and back to Latest', async (label, value, order) => {
      const { user, location } = await open()
      await user.selectOptions(sortSelect(), label)
      const expected = titlesOf(order(notDeleted()))
      // Not the order it had: the sort shows.
      expect(expected).not.toEqual(titlesOf(newestFirst(notDeleted())))
      await shows(expected)
      expect(location.history.at(-1)).toBe(`/apps/todo?sortBy=${value}`)
      expect(sortSelect().value).toBe(value)

      await user.selectOptions(sortSelect(), 'Latest')
      await shows(titlesOf(newestFirst(notDeleted())))
      // Latest is the server's default: the link stays plain.
      expect(location.history.at(-1)).toBe('/apps/todo')
    })

    it('searches titles and descriptions once the typing pauses, and says when nothing matches', async () => {
      const { location } = await open()
      // Typed without a pause between the letters, however busy the machine: the search waits
      // for the typing to pause.
      const user = userEvent.setup({ delay: null })
      await user.type(searchBox(), 'Invoic')
      const matching = notDeleted().filter((task) =>
        `${task.title} ${task.description}`.toLowerCase().includes('invoic'),
      )
      // One in the title, one in the description only.
      expect(matching.map((task) => task.title).sort()).toEqual([
        'Archive last year’s invoices',
        'Call back Northwind Traders',
      ])
      await shows(titlesOf(newestFirst(matching)))
      expect(location.history.at(-1)).toBe('/apps/todo?q=Invoic')
      // The typing was one request, not one a letter.
      expect(location.history.filter((path) => path.includes('q='))).toEqual([
        '/apps/todo?q=Invoic',
      ])

      await user.clear(searchBox())
      await user.type(searchBox(), 'nothing like this')
      await waitFor(
        () => expect(screen.getByText('No task matches the search or the tag.')).toBeTruthy(),
        slow,
      )
      expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Clear the search and the tag' }))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(searchBox().value).toBe('')
      await waitFor(() => expect(location.history.at(-1)).toBe('/apps/todo'))
    })

    it('opens on what a pasted link asks for, follows Back and Forward, and ignores what it cannot show', async () => {
      const path = '/apps/todo?q=the&filter=important&tag=high&sortBy=title-desc'
      const { location } = await open(path)
      const expected = notDeleted()
        .filter(
          (task) =>
            task.isImportant &&
            task.tags.includes('high') &&
            `${task.title} ${task.description}`.toLowerCase().includes('the'),
        )
        .sort((a, b) => text(b.title, a.title))
      expect(expected.length).toBeGreaterThan(1)
      await shows(titlesOf(expected))
      expect(searchBox().value).toBe('the')
      expect(sortSelect().value).toBe('title-desc')
      expect(sideButton('Important').getAttribute('aria-pressed')).toBe('true')
      expect(sideButton('High').getAttribute('aria-pressed')).toBe('true')
      expect(heading().textContent).toBe('Important · High')

      // Back to the plain page: everything shows as the URL says.
      act(() => location.navigate('/apps/todo'))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(searchBox().value).toBe('')
      expect(sortSelect().value).toBe('latest')
      expect(sideButton('My tasks').getAttribute('aria-pressed')).toBe('true')
      // Forward again.
      act(() => location.navigate(path))
      await shows(titlesOf(expected))
      expect(searchBox().value).toBe('the')

      // A link with values the page does not know shows the plain list.
      act(() => location.navigate('/apps/todo?filter=archived&tag=urgent&sortBy=random'))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(sortSelect().value).toBe('latest')
    })

    it('finds the tasks its URL asks for already asked by the route', async () => {
      const asked: string[] = []
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url)
        asked.push(`${url.pathname}${url.search}`)
      })
      // At navigation, while the page's code loads.
      prefetchTodo('filter=completed')
      await open('/apps/todo?filter=completed')
      await shows(titlesOf(newestFirst(seeded().filter((t) => t.isCompleted && !t.isDeleted))))
      expect(asked.filter((path) => path.startsWith('/apps/todo/tasks'))).toEqual([
        '/apps/todo/tasks?filter=completed',
      ])
      expect(asked.filter((path) => path.startsWith('/apps/todo/assignees'))).toHaveLength(1)
    })

    it('marks a task completed and important in one click each, at once, and the server keeps it', async () => {
      const { user } = await open()
      const title = 'Call back Northwind Traders'
      expect(completedBox(title).checked).toBe(false)
      await user.click(completedBox(title))
      // At once, before the server answers.
      expect(completedBox(title).checked).toBe(true)
      expect(rowOf(title).classList).toContain('todo-row--completed')
      await waitFor(() => expect(stored(title)!.isCompleted).toBe(true), slow)

      expect(star(title).getAttribute('aria-pressed')).toBe('false')
      await user.click(star(title))
      expect(star(title).getAttribute('aria-pressed')).toBe('true')
      await waitFor(() => expect(stored(title)!.isImportant).toBe(true), slow)

      // And back, one click each.
      await user.click(completedBox(title))
      await user.click(star(title))
      expect(completedBox(title).checked).toBe(false)
      expect(star(title).getAttribute('aria-pressed')).toBe('false')
      await waitFor(
        () => expect(stored(title)).toMatchObject({ isCompleted: false, isImportant: false }),
        slow,
      )
      // Nothing else changed.
      expect(stored(title)!.isDeleted).toBe(false)
    })

    it('takes a task off the Important list when its star is turned off, and the focus to the next one', async () => {
      const { user } = await open('/apps/todo?filter=important')
      const important = titlesOf(newestFirst(seeded().filter((t) => t.isImportant && !t.isDeleted)))
      await shows(important)
      const [first, second] = important
      star(first!).focus()
      await user.keyboard('{Enter}')
      // At once, before the server answers.
      expect(titles()).toEqual(important.slice(1))
      expect(countText()).toBe(`${important.length - 1} tasks`)
      expect(document.activeElement).toBe(star(second!))
      await waitFor(() => expect(stored(first!)!.isImportant).toBe(false), slow)
    })

    it('adds a task from the drawer: the title required, then shown at once, first, and saved', async () => {
      const posts: string[] = []
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST') posts.push(request.url)
      })
      const { user } = await open()
      await user.click(sideButton('Add task'))
      const drawer = screen.getByRole('dialog', { name: 'Add task' })
      const title = within(drawer).getByRole('textbox', { name: 'Title' })
      expect(document.activeElement).toBe(title)
      await user.click(within(drawer).getByRole('button', { name: 'Add task' }))
      expect(within(drawer).getByText('Fill this in.')).toBeTruthy()
      expect(title.getAttribute('aria-invalid')).toBe('true')
      // Blanks alone are no title either.
      await user.type(title, '   ')
      await user.click(within(drawer).getByRole('button', { name: 'Add task' }))
      expect(within(drawer).getByText('Fill this in.')).toBeTruthy()
      expect(document.activeElement).toBe(title)
      expect(posts).toEqual([])

      await user.clear(title)
      await user.type(title, 'Send the March invoices')
      expect(within(drawer).queryByText('Fill this in.')).toBeNull()
      const assignee = within(drawer).getByRole('combobox', {
        name: 'Assignee',
      }) as HTMLSelectElement
      // The team (the active users) after Nobody.
      const team = teamMembers().map((person) => person.fullName)
      await waitFor(
        () =>
          expect([...assignee.options].map((option) => option.text)).toEqual(['Nobody', ...team]),
        slow,
      )
      const member = team[2]!
      await user.selectOptions(assignee, member)
      await user.type(
        within(drawer).getByRole('textbox', { name: 'Description' }),
        'Before the fifth.',
      )
      await user.click(within(drawer).getByRole('button', { name: 'Add task' }))

      expect(screen.queryByRole('dialog')).toBeNull()
      // At once, first (the newest), before the server answers.
      expect(titles()[0]).toBe('Send the March invoices')
      expect(countText()).toBe('18 tasks')
      await waitFor(() => expect(stored('Send the March invoices')).toBeDefined(), slow)
      expect(stored('Send the March invoices')).toMatchObject({
        id: 21,
        description: 'Before the fifth.',
        assignee: { fullName: member },
        isCompleted: false,
        isImportant: false,
        isDeleted: false,
      })
      await waitFor(
        () =>
          expect(toasts.at(-1)).toMatchObject({
            severity: 'success',
            summary: '“Send the March invoices” was added',
          }),
        slow,
      )
      // The saved task can be changed at once.
      await waitFor(() => expect(rowOf('Send the March invoices').dataset.taskId).toBe('21'), slow)

      // The next Add starts empty.
      await user.click(sideButton('Add task'))
      expect(
        (
          within(screen.getByRole('dialog')).getByRole('textbox', {
            name: 'Title',
          }) as HTMLInputElement
        ).value,
      ).toBe('')
    })

    it('picks the tags and the due date in the drawer', async () => {
      const { user } = await open()
      await user.click(sideButton('Add task'))
      const drawer = screen.getByRole('dialog', { name: 'Add task' })
      await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Plan the launch')

      // The tags: open the multi-select and pick two.
      const tags = within(drawer).getByRole('combobox', { name: 'Tags' })
      tags.focus()
      await user.keyboard('{ArrowDown}')
      // jsdom does not run the panel's opening transition: it stays display: none there.
      const hidden = { hidden: true }
      await user.click(await within(drawer).findByRole('option', { name: 'High', ...hidden }))
      await user.click(within(drawer).getByRole('option', { name: 'Team', ...hidden }))
      await user.keyboard('{Escape}')
      // Escape closed the panel, not the drawer.
      expect(screen.getByRole('dialog', { name: 'Add task' })).toBeTruthy()

      // The due date: Today from the calendar's own panel.
      const due = within(drawer).getByRole('combobox', { name: 'Due date' })
      await user.click(due)
      await user.click(await within(drawer).findByRole('button', { name: 'Today', ...hidden }))
      expect((due as HTMLInputElement).value).not.toBe('')

      await user.click(within(drawer).getByRole('button', { name: 'Add task' }))
      await waitFor(() => expect(stored('Plan the launch')).toBeDefined(), slow)
      const today = new Date()
      const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
      // The tags in their listed order, whichever was picked first.
      expect(stored('Plan the launch')).toMatchObject({ tags: ['team', 'high'], dueDate: day })
      const row = rowOf('Plan the launch')
      expect(within(row).getByRole('list', { name: 'Tags' }).textContent).toBe('TeamHigh')
      expect(row.textContent).toMatch(/Due /)
    })

    it('edits a task in the drawer: its fields filled in, the change shown at once and saved', async () => {
      const { user } = await open()
      const before = stored('Draft the Q3 sales report')!
      const place = titlesOf(newestFirst(notDeleted())).indexOf(before.title)
      await user.click(screen.getByRole('button', { name: 'Edit Draft the Q3 sales report' }))
      const drawer = screen.getByRole('dialog', { name: 'Edit task' })
      const title = within(drawer).getByRole('textbox', { name: 'Title' }) as HTMLInputElement
      expect(title.value).toBe(before.title)
      expect(
        (within(drawer).getByRole('combobox', { name: 'Assignee' }) as HTMLSelectElement).value,
      ).toBe(before.assignee!.fullName)
      expect(
        (within(drawer).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value,
      ).toBe(before.description)

      // An emptied title is refused here too.
      await user.clear(title)
      await user.click(within(drawer).getByRole('button', { name: 'Save' }))
      expect(within(drawer).getByText('Fill this in.')).toBeTruthy()

      await user.type(title, 'Draft the Q4 sales report')
      await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Assignee' }), 'Nobody')
      await user.click(within(drawer).getByRole('button', { name: 'Save' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      // At once, in the same place.
      const index = titles().indexOf('Draft the Q4 sales report')
      expect(index).toBe(place)
      expect(within(rowOf('Draft the Q4 sales report')).queryByText(/^Assigned to/)).toBeNull()
      await waitFor(
        () =>
          expect(seeded().find((task) => task.id === before.id)).toMatchObject({
            title: 'Draft the Q4 sales report',
            assignee: null,
            description: before.description,
          }),
        slow,
      )
      await waitFor(
        () => expect(toasts.at(-1)?.summary).toBe('“Draft the Q4 sales report” was saved'),
        slow,
      )

      // Cancel changes nothing.
      await user.click(screen.getByRole('button', { name: 'Edit Draft the Q4 sales report' }))
      const again = screen.getByRole('dialog', { name: 'Edit task' })
      await user.type(within(again).getByRole('textbox', { name: 'Title' }), ' (draft)')
      await user.click(within(again).getByRole('button', { name: 'Cancel' }))
      expect(titles()).toContain('Draft the Q4 sales report')
    })

    it('deletes softly 5 s after the Undo toast, and not at all when undone', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const deletes: string[] = []
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'DELETE') deletes.push(request.url)
      })
      renderTodo()
      await waitFor(() => expect(rows().length).toBe(17), slow)
      const [first, second] = titles()
      await user.click(screen.getByRole('button', { name: `Delete ${first}` }))
      expect(titles()).not.toContain(first)
      expect(countText()).toBe('16 tasks')
      const undo = toasts.find((toast) => toast.action)!
      expect(undo.summary).toBe('Task deleted')
      expect(undo.action?.label).toBe('Undo')
      act(() => undo.action!.run())
      expect(titles()[0]).toBe(first)
      await act(() => vi.advanceTimersByTimeAsync(6000))
      expect(deletes).toEqual([])
      expect(stored(first!)!.isDeleted).toBe(false)

      await user.click(screen.getByRole('button', { name: `Delete ${second}` }))
      await act(() => vi.advanceTimersByTimeAsync(4900))
      expect(deletes).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(200))
      await waitFor(() => expect(deletes).toHaveLength(1))
      // Soft: the server keeps the task, marked deleted.
      await waitFor(() => expect(stored(second!)!.isDeleted).toBe(true))
      expect(seeded()).toHaveLength(20)
      await waitFor(() => expect(titles()).not.toContain(second))
      expect(countText()).toBe('16 tasks')
    })

    it('shows the deleted tasks under Deleted, and restores one', async () => {
      const { user, location } = await open()
      const deletedTitles = titlesOf(newestFirst(seeded().filter((task) => task.isDeleted)))
      await user.click(sideButton('Deleted'))
      await shows(deletedTitles)
      expect(location.history.at(-1)).toBe('/apps/todo?filter=deleted')
      const restored = 'Order new headsets'
      await user.click(screen.getByRole('button', { name: `Restore ${restored}` }))
      // At once it leaves the deleted ones.
      expect(titles()).toEqual(deletedTitles.filter((title) => title !== restored))
      await waitFor(() => expect(stored(restored)!.isDeleted).toBe(false), slow)
      // And is back among My tasks, in its place by id.
      await user.click(sideButton('My tasks'))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(titles()).toContain(restored)
      expect(countText()).toBe('18 tasks')
    })

    it('takes a toggle back and says why when the server answers 500', async () => {
      refuseWith500('post', '*/apps/todo/update-task', 'Saving is down', 1000)
      const { user } = await open()
      const title = 'Call back Northwind Traders'
      await user.click(completedBox(title))
      expect(completedBox(title).checked).toBe(true)
      await waitFor(() => expect(completedBox(title).checked).toBe(false), slow)
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The task could not be saved',
        detail: 'Saving is down',
      })
      await user.click(star(title))
      await waitFor(() => expect(star(title).getAttribute('aria-pressed')).toBe('false'), slow)
      expect(toasts.filter((toast) => toast.severity === 'error')).toHaveLength(2)
      expect(stored(title)).toMatchObject({ isCompleted: false, isImportant: false })
    })

    it('puts a deleted task back and says why when the server answers 500', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      refuseWith500('delete', '*/apps/todo/delete-task', 'Deleting is down')
      renderTodo()
      await waitFor(() => expect(rows().length).toBe(17), slow)
      const before = titles()
      await user.click(screen.getByRole('button', { name: `Delete ${before[2]}` }))
      expect(titles()).not.toContain(before[2])
      await act(() => vi.advanceTimersByTimeAsync(5100))
      await waitFor(() => expect(titles()).toEqual(before))
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The task could not be deleted',
        detail: 'Deleting is down',
      })
      expect(stored(before[2]!)!.isDeleted).toBe(false)
    })

    it('takes an added task back when the server answers 500, and opens the drawer again as typed', async () => {
      refuseWith500('post', '*/apps/todo/add-tasks', 'Adding is down', 1000)
      const { user } = await open()
      await user.click(sideButton('Add task'))
      let drawer = screen.getByRole('dialog', { name: 'Add task' })
      await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Call the bank')
      await user.type(
        within(drawer).getByRole('textbox', { name: 'Description' }),
        'About the fees.',
      )
      await user.click(within(drawer).getByRole('button', { name: 'Add task' }))
      expect(titles()[0]).toBe('Call the bank')
      drawer = await screen.findByRole('dialog', { name: 'Add task' }, slow)
      expect(titles()).not.toContain('Call the bank')
      expect(countText()).toBe('17 tasks')
      expect(
        (within(drawer).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value,
      ).toBe('Call the bank')
      expect(
        (within(drawer).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value,
      ).toBe('About the fees.')
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The task could not be added',
        detail: 'Adding is down',
      })
      expect(seeded()).toHaveLength(20)
    })

    it('says what each filter holds when it holds nothing', async () => {
      // Every deleted task restored, e.g. by another member of the team.
      for (const task of seeded().filter((item) => item.isDeleted)) {
        updateTask(task.id, { isDeleted: false })
      }
      await act(async () => {
        renderTodo('/apps/todo?filter=deleted')
      })
      await waitFor(() => expect(screen.getByText('No deleted tasks.')).toBeTruthy(), slow)
      expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull()
      expect(countText()).toBe('0 tasks')
      // No search or tag to clear here.
      expect(screen.queryByRole('button', { name: 'Clear the search and the tag' })).toBeNull()
    })

    it('says why the tasks could not be loaded, and loads them on Try again', async () => {
      const refusal = refuseWith500('get', '*/apps/todo/tasks', 'The to-do list is down')
      const user = userEvent.setup()
      renderTodo()
      const alert = await screen.findByRole('alert', {}, slow)
      expect(alert.textContent).toContain('The tasks could not be loaded.')
      await waitFor(() => expect(alert.textContent).toContain('The to-do list is down'), slow)
      expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull()
      refusal.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await shows(titlesOf(newestFirst(notDeleted())))
      expect(screen.queryByRole('alert')).toBeNull()
    })

    it('keeps the tasks and says so when a refresh fails', async () => {
      const { user } = await open()
      const before = titles()
      refuseWith500('get', '*/apps/todo/tasks', 'The to-do list is down')
      await user.click(sideButton('Completed'))
      const alert = await screen.findByRole('alert', {}, slow)
      expect(alert.textContent).toContain('The tasks could not be refreshed.')
      expect(titles()).toEqual(before)
      expect(taskList()).toBeTruthy()
    })

    it('keeps the rows dimmed while the next ones load', async () => {
      const { user } = await open()
      server.use(
        http.get('*/apps/todo/tasks', async () => {
          await delay(300)
          return undefined
        }),
      )
      await user.click(sideButton('Completed'))
      await waitFor(() => expect(taskList().classList).toContain('todo-list--dimmed'))
      await shows(titlesOf(newestFirst(seeded().filter((t) => t.isCompleted && !t.isDeleted))))
      expect(taskList().classList).not.toContain('todo-list--dimmed')
    })
  })

  describe('as a client', () => {
    it('is refused by the demo server, and says so', async () => {
      await signInWithIssuedToken(demoClientSession)
      try {
        renderTodo()
        const alert = await screen.findByRole('alert', {}, slow)
        expect(alert.textContent).toContain('The tasks could not be loaded.')
        await waitFor(
          () =>
            expect(alert.textContent).toContain('Only the team may see and change its to-do list.'),
          slow,
        )
        expect(screen.queryByRole('list', { name: 'Tasks' })).toBeNull()
      } finally {
        await signOutAfterTest()
      }
    })
  })
})
