import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { allUsers } from '@mocks/users/users'
import UserListPage from '@/features/users/user-list.page'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { demoClientSession } from '../../support/session-fixtures'
import { refuseWith500 } from '../../support/refuse-endpoint'

// The toasts of the list's changes are translated by the app's own i18next, as in the app.
const i18n = appI18n()
const toasts = captureToasts()

const renderList = (path = '/apps/user/list') => renderPage(<UserListPage />, i18n, path)

/** The users table, once its rows are there. */
async function table() {
  const found = await screen.findByRole('table', { name: 'All users' })
  await waitFor(() => expect(rowNames(found).length).toBeGreaterThan(0))
  return found
}

/** The names of the users listed, in order. */
function rowNames(table: HTMLElement): string[] {
  return [...table.querySelectorAll('.user-cell__name')].map((cell) => cell.textContent ?? '')
}

const range = () => document.querySelector('.p-paginator-current')?.textContent ?? ''

/** The users the demo server holds, as the spec describes them, for the expected answers. */
const seeded = () => allUsers()
const byName = (a: { fullName: string }, b: { fullName: string }) =>
  a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' })

describe('the user list', { timeout: 60_000 }, () => {
  describe('as the admin', () => {
    signedInDuringEachTest()
    afterEach(() => vi.useRealTimers())

    it('shows the first 10 of the 50 users, by full name, and the counts of each status', async () => {
      renderList()
      const list = await table()
      const expected = [...seeded()].sort(byName).slice(0, 10)
      expect(rowNames(list)).toEqual(expected.map((user) => user.fullName))
      expect(range()).toBe('1–10 of 50')
      const cards = screen.getAllByRole('heading', { level: 2 })
      expect(cards.map((card) => card.textContent)).toEqual(
        expect.arrayContaining(['Users', 'Active', 'Pending', 'Inactive']),
      )
      const figure = (label: string) =>
        screen.getByRole('heading', { level: 2, name: label }).nextElementSibling?.textContent
      await waitFor(() => expect(figure('Users')).toBe('50'))
      const count = (status: string) =>
        String(seeded().filter((user) => user.status === status).length)
      expect(figure('Active')).toBe(count('active'))
      expect(figure('Pending')).toBe(count('pending'))
      expect(figure('Inactive')).toBe(count('inactive'))
    })

    it('keeps the filters, the sort and the page in the URL, and follows Back and Forward', async () => {
      const user = userEvent.setup()
      const { location } = renderList()
      const list = await table()

      await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor')
      await waitFor(() => expect(location.history.at(-1)).toBe('/apps/user/list?role=editor'))
      const editors = seeded().filter((person) => person.role === 'editor')
      await waitFor(() =>
        expect(range()).toBe(`1–${Math.min(10, editors.length)} of ${editors.length}`),
      )

      await user.click(within(list).getByRole('columnheader', { name: /Plan/ }))
      await waitFor(() =>
        expect(location.history.at(-1)).toBe('/apps/user/list?role=editor&sortColumn=currentPlan'),
      )
      await user.click(within(list).getByRole('columnheader', { name: /Plan/ }))
      await waitFor(() =>
        expect(location.history.at(-1)).toBe(
          '/apps/user/list?role=editor&sortColumn=currentPlan&sort=desc',
        ),
      )
      await waitFor(() => expect(rowNames(list)[0]).toBeDefined())
      const plans = [...list.querySelectorAll('tbody tr td:nth-child(4)')].map((cell) =>
        cell.textContent?.replace(/^Plan/, ''),
      )
      expect(plans).toEqual([...plans].sort().reverse())

      // Back: the list shows what the URL says again, the filter select included.
      act(() => location.navigate('/apps/user/list?role=editor'))
      await waitFor(() =>
        expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe(
          'editor',
        ),
      )
      act(() => location.navigate('/apps/user/list'))
      await waitFor(() => expect(range()).toBe('1–10 of 50'))
      expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).value).toBe('')
      // Forward, straight to a later page.
      act(() => location.navigate('/apps/user/list?page=5'))
      // The paginator shows the page asked for at once; its rows come with the server's answer.
      await waitFor(() => expect(range()).toBe('41–50 of 50'))
      const lastTen = [...seeded()].sort(byName).slice(40)
      await waitFor(() => expect(rowNames(list)).toEqual(lastTen.map((person) => person.fullName)))
    })

    it('shows the page size asked for in the Rows per page select, back on page 1', async () => {
      const user = userEvent.setup()
      const { location } = renderList('/apps/user/list?page=3')
      const list = await table()
      const pageSize = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement
      expect(pageSize.value).toBe('10')
      expect([...pageSize.options].map((option) => option.value)).toEqual(['10', '25', '50'])
      await user.selectOptions(pageSize, '25')
      await waitFor(() => expect(location.history.at(-1)).toBe('/apps/user/list?perPage=25'))
      const firstPage = [...seeded()].sort(byName).slice(0, 25)
      await waitFor(() =>
        expect(rowNames(list)).toEqual(firstPage.map((person) => person.fullName)),
      )
      expect(range()).toBe('1–25 of 50')
      expect(pageSize.value).toBe('25')
    })

    it('opens on what a pasted link asks for, and ignores what it cannot show', async () => {
      renderList('/apps/user/list?status=pending&perPage=25&sortColumn=nope&page=abc')
      const list = await table()
      const pending = seeded()
        .filter((person) => person.status === 'pending')
        .sort(byName)
      expect(rowNames(list)).toEqual(pending.slice(0, 25).map((person) => person.fullName))
      expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
        'pending',
      )
    })

    it('searches email, name and billing without regard to case once the typing pauses', async () => {
      const { location } = renderList()
      const list = await table()
      // Three letters in one go, as fast typing is; under load, typing them with userEvent could
      // leave a real pause between two letters, which would rightly search.
      const search = screen.getByRole('searchbox', { name: /Search users/ })
      for (const text of ['G', 'GM', 'GMX']) fireEvent.change(search, { target: { value: text } })
      await waitFor(() => expect(location.history.at(-1)).toBe('/apps/user/list?q=GMX'))
      const matching = seeded().filter((person) => person.email.toLowerCase().includes('gmx'))
      await waitFor(() => expect(range()).toBe(`1–${matching.length} of ${matching.length}`))
      expect(rowNames(list).sort()).toEqual(matching.map((person) => person.fullName).sort())
      // The typing was one request, not one a letter.
      expect(location.history.filter((path) => path.includes('q='))).toEqual([
        '/apps/user/list?q=GMX',
      ])
    })

    it('keeps the rows and says why when a page cannot be loaded, and loads it on Try again', async () => {
      const user = userEvent.setup()
      renderList()
      const list = await table()
      const before = rowNames(list)
      const refusal = refuseWith500('get', '*/api/users/list/data', 'The user list is down')
      await user.click(screen.getByRole('button', { name: 'Page 2' }))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('The list could not be refreshed')
      // The server's own words, once its answer's body is read.
      await waitFor(() => expect(alert.textContent).toContain('The user list is down'))

      expect(rowNames(list)).toEqual(before)
      refusal.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(range()).toBe('11–20 of 50'))
      const secondPage = [...seeded()].sort(byName).slice(10, 20)
      await waitFor(() =>
        expect(rowNames(list)).toEqual(secondPage.map((person) => person.fullName)),
      )
      expect(screen.queryByRole('alert')).toBeNull()
    })

    it('adds a user: shown at once, then as the server keeps them', async () => {
      const user = userEvent.setup()
      renderList()
      await table()
      await user.click(screen.getByRole('button', { name: 'Add user' }))
      const drawer = await screen.findByRole('dialog', { name: 'Add user' })
      await user.type(within(drawer).getByLabelText('Full name'), 'Ada Lovelace')
      await user.type(within(drawer).getByLabelText('Username'), 'ada.lovelace')
      await user.type(within(drawer).getByLabelText('Email'), 'ada@analytical.engine')
      await user.selectOptions(within(drawer).getByLabelText('Role'), 'maintainer')
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      await waitFor(() =>
        expect(toasts.map((toast) => toast.summary)).toContain('Ada Lovelace was added'),
      )
      // The server gave the next id: the max id plus 1 (SPEC.md section 7).
      const added = seeded().find((person) => person.email === 'ada@analytical.engine')
      expect(added?.id).toBe(51)
      expect(added?.role).toBe('maintainer')
      await waitFor(() => expect(range()).toBe('1–10 of 51'))
    })

    it('shows the server’s refusal under each field and keeps all that was typed', async () => {
      const user = userEvent.setup()
      renderList()
      await table()
      const taken = seeded()[0]!
      await user.click(screen.getByRole('button', { name: 'Add user' }))
      let drawer = await screen.findByRole('dialog', { name: 'Add user' })
      // The form's own check first: nothing is sent without the required fields.
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      expect(within(drawer).getAllByText('Fill this in.')).toHaveLength(3)
      await user.type(within(drawer).getByLabelText('Full name'), 'Someone Else')
      await user.type(within(drawer).getByLabelText('Username'), taken.username.toUpperCase())
      await user.type(within(drawer).getByLabelText('Email'), taken.email)
      await user.type(within(drawer).getByLabelText('Company'), 'Acme')
      await user.click(within(drawer).getByRole('button', { name: 'Add user' }))
      drawer = await screen.findByRole('dialog', { name: 'Add user' })
      expect(within(drawer).getByText('This email is already in use.')).toBeTruthy()
      expect(within(drawer).getByText('This username is already in use.')).toBeTruthy()
      expect((within(drawer).getByLabelText('Full name') as HTMLInputElement).value).toBe(
        'Someone Else',
      )
      expect((within(drawer).getByLabelText('Company') as HTMLInputElement).value).toBe('Acme')
      expect(toasts.map((toast) => toast.severity)).toContain('error')
      expect(seeded()).toHaveLength(50)
    })

    it('deletes a user 5 s after the Undo toast, and not at all when undone', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      const deletes: string[] = []
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'DELETE') deletes.push(request.url)
      })
      renderList()
      const list = await table()
      const [first, second] = rowNames(list)
      await user.click(screen.getByRole('button', { name: `Delete ${first}` }))
      expect(rowNames(list)).not.toContain(first)
      expect(range()).toBe('1–9 of 49')
      const undo = toasts.find((toast) => toast.action)!
      expect(undo.summary).toBe('User deleted')
      expect(undo.action?.label).toBe('Undo')
      act(() => undo.action!.run())
      expect(rowNames(list)).toContain(first)
      await act(() => vi.advanceTimersByTimeAsync(6000))
      expect(deletes).toEqual([])
      expect(seeded()).toHaveLength(50)

      await user.click(screen.getByRole('button', { name: `Delete ${second}` }))
      await act(() => vi.advanceTimersByTimeAsync(4900))
      expect(deletes).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(200))
      await waitFor(() => expect(deletes).toHaveLength(1))
      await waitFor(() => expect(seeded()).toHaveLength(49))
      await waitFor(() => expect(rowNames(list)).not.toContain(second))
      server.events.removeAllListeners()
    })

    it('puts the rows back and says why when the server refuses a delete', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      refuseWith500('delete', '*/apps/users/delete', 'Deleting is down')
      renderList()
      const list = await table()
      const [first, second] = rowNames(list)
      // PrimeReact names both its checkbox and the input inside it: the input takes the click.
      const rowBox = (name: string) =>
        within(list)
          .getAllByRole('checkbox', { name: `Select row ${name}` })
          .find((box) => box instanceof HTMLInputElement)!

      await user.click(rowBox(first!))
      await user.click(rowBox(second!))

      expect(screen.getByText('2 rows selected')).toBeTruthy()
      await user.click(screen.getByRole('button', { name: 'Delete selected' }))
      expect(rowNames(list)).not.toContain(first)
      expect(rowNames(list)).not.toContain(second)
      expect(toasts.find((toast) => toast.action)?.summary).toBe('2 users deleted')
      await act(() => vi.advanceTimersByTimeAsync(5100))
      await waitFor(() => expect(rowNames(list)).toContain(first))
      expect(rowNames(list)).toContain(second)
      const refusal = toasts.find((toast) => toast.severity === 'error')
      expect(refusal).toMatchObject({
        summary: 'The users could not be deleted',
        detail: 'Deleting is down',
      })
      expect(seeded()).toHaveLength(50)
    })

    it('exports every match of the current filter, not only the page', async () => {
      const user = userEvent.setup()
      const urls: string[] = []
      server.events.on('request:start', ({ request }) => urls.push(request.url))
      const created: Blob[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        created.push(blob as Blob)
        return 'blob:users'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
      renderList('/apps/user/list?status=active')
      await table()
      await user.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(created).toHaveLength(1))
      const text = await created[0]!.text()
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      const active = seeded().filter((person) => person.status === 'active')
      expect(lines[0]).toBe(
        'ID,Full name,Username,Email,Role,Plan,Billing,Status,Company,Country,Contact',
      )
      expect(lines).toHaveLength(active.length + 1)
      expect(lines.slice(1).every((line) => line.includes(',active,'))).toBe(true)
      server.events.removeAllListeners()
      vi.restoreAllMocks()
    })
  })

  describe('as a client', () => {
    it('is refused by the demo server, and says so', async () => {
      await signInWithIssuedToken(demoClientSession)
      try {
        renderList()
        await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), {
          timeout: 10_000,
        })
        const [counts, list] = screen.getAllByRole('alert')
        expect(counts!.textContent).toContain('The user counts could not be loaded.')
        expect(list!.textContent).toContain('The list could not be loaded.')
        expect(list!.textContent).toContain(
          'Only administrators may see or change users, roles and permissions.',
        )
      } finally {
        await signOutAfterTest()
      }
    })
  })
})
