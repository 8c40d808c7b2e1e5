import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allDatatableRows } from '@mocks/datatable/datatable'
import { datatableStatusOf, type DatatableRow } from '@models/datatable/datatable-row'
import DatatablesPage from '@/features/datatable/datatables.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
// The data table is the admin's: the demo server answers it to the admin's token only.
signedInDuringEachTest()
afterEach(() => vi.restoreAllMocks())

const renderDatatables = (path = '/datatables') => renderPage(<DatatablesPage />, i18n, path)

/** The rows the demo server holds, for the expected answers. */
const seeded = () => allDatatableRows()
const nameOf = (id: number) => seeded().find((row) => row.id === id)!.full_name
const statusLabels = {
  current: 'Current',
  professional: 'Professional',
  rejected: 'Rejected',
  resigned: 'Resigned',
  applied: 'Applied',
}
const labelOf = (row: DatatableRow) => statusLabels[datatableStatusOf(row.status)!]

/** The names a table lists, in order. */
const rowNames = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody .employee-cell__name')].map((cell) => cell.textContent ?? '')

/** The status chip of each row a table lists, in order. */
const rowStatuses = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody .datatable-status')].map((chip) => chip.textContent ?? '')

/** The paginator's range of a table ("1–10 of 100"). */
const rangeOf = (table: HTMLElement) =>
  table.closest('.list-table')?.querySelector('.p-paginator-current')?.textContent ?? ''

/** A button of a table's paginator ("Page 2"): each table has its own. */
const pagerButton = (table: HTMLElement, name: string) =>
  within(table.closest('.list-table') as HTMLElement).getByRole('button', { name })

/** The server-paged table, once its rows are there. */
async function serverTable() {
  const found = await screen.findByRole('table', { name: 'Employees' })
  await waitFor(() => expect(rowNames(found).length).toBeGreaterThan(0))
  return found
}

/** The client-side table, once its rows are there. */
async function filterTable() {
  const found = await screen.findByRole('table', { name: 'Every employee, filtered' })
  await waitFor(() => expect(rowNames(found).length).toBeGreaterThan(0))
  return found
}

describe('the data table page', { timeout: 60_000 }, () => {
  describe('the server-paged table', () => {
    it('shows the first 10 of the 100 rows in id order, with labelled status chips and formatted figures', async () => {
      renderDatatables()
      expect(screen.getByRole('heading', { level: 1, name: 'Data Table' })).toBeTruthy()
      const table = await serverTable()
      const firstTen = seeded().slice(0, 10)
      expect(rowNames(table)).toEqual(firstTen.map((row) => row.full_name))
      expect(rowStatuses(table)).toEqual(firstTen.map(labelOf))
      expect(rangeOf(table)).toBe('1–10 of 100')

      const [month, day, year] = firstTen[0]!.start_date.split('/').map(Number)
      const firstRow = table.querySelector('tbody tr')!
      expect(firstRow.textContent).toContain(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.UTC(year!, month! - 1, day),
        ),
      )
      const salary = Number(firstTen[0]!.salary.slice(1))
      expect(firstRow.textContent).toContain(
        new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(salary),
      )
    })

    it('labels every status 1 to 5 with its name and tone', async () => {
      renderDatatables('/datatables?perPage=50')
      const table = await serverTable()
      const chips = [...table.querySelectorAll('tbody .datatable-status')]
      const tones = new Map(chips.map((chip) => [chip.textContent, chip.className]))
      expect([...tones.keys()].sort()).toEqual(Object.values(statusLabels).sort())
      expect(tones.get('Current')).toContain('tone--primary')
      expect(tones.get('Professional')).toContain('tone--success')
      expect(tones.get('Rejected')).toContain('tone--danger')
      expect(tones.get('Resigned')).toContain('tone--warning')
      expect(tones.get('Applied')).toContain('tone--info')
    })

    it('keeps the search, the sort and the page in the URL, and follows Back and Forward', async () => {
      const user = userEvent.setup()
      const { location } = renderDatatables()
      const table = await serverTable()

      await user.type(screen.getByRole('searchbox', { name: /Search employees/ }), 'engineer')
      await waitFor(() => expect(location.history?.at(-1)).toBe('/datatables?q=engineer'))
      const engineers = seeded().filter((row) => row.post.toLowerCase().includes('engineer'))
      await waitFor(() => expect(rangeOf(table)).toBe(`1–10 of ${engineers.length}`))
      expect(rowNames(table)).toEqual(engineers.slice(0, 10).map((row) => row.full_name))

      const salaryHeader = within(table).getByRole('columnheader', { name: /Salary/ })
      await user.click(salaryHeader)
      await waitFor(() =>
        expect(location.history?.at(-1)).toBe('/datatables?q=engineer&sortColumn=salary'),
      )
      // The keyboard sorts too: Enter on the focused header turns the order round.
      salaryHeader.focus()
      await user.keyboard('{Enter}')
      await waitFor(() =>
        expect(location.history?.at(-1)).toBe('/datatables?q=engineer&sortColumn=salary&sort=desc'),
      )
      const bySalaryDown = [...engineers].sort(
        (a, b) => Number(b.salary.slice(1)) - Number(a.salary.slice(1)),
      )
      await waitFor(() =>
        expect(rowNames(table)).toEqual(bySalaryDown.slice(0, 10).map((row) => row.full_name)),
      )

      await user.click(pagerButton(table, 'Page 2'))
      await waitFor(() =>
        expect(location.history?.at(-1)).toBe(
          '/datatables?q=engineer&sortColumn=salary&sort=desc&page=2',
        ),
      )
      await waitFor(() =>
        expect(rowNames(table)).toEqual(bySalaryDown.slice(10, 20).map((row) => row.full_name)),
      )

      // Back: the first page of the same sort, then the search alone.
      act(() => location.navigate('/datatables?q=engineer&sortColumn=salary&sort=desc'))
      await waitFor(() =>
        expect(rowNames(table)).toEqual(bySalaryDown.slice(0, 10).map((row) => row.full_name)),
      )
      act(() => location.navigate('/datatables?q=engineer'))
      await waitFor(() =>
        expect(rowNames(table)).toEqual(engineers.slice(0, 10).map((row) => row.full_name)),
      )
      expect(
        (screen.getByRole('searchbox', { name: /Search employees/ }) as HTMLInputElement).value,
      ).toBe('engineer')
      // Forward again, to the second page.
      act(() => location.navigate('/datatables?q=engineer&sortColumn=salary&sort=desc&page=2'))
      await waitFor(() =>
        expect(rowNames(table)).toEqual(bySalaryDown.slice(10, 20).map((row) => row.full_name)),
      )
      expect(rangeOf(table)).toBe(`11–${Math.min(20, engineers.length)} of ${engineers.length}`)
    })

    it('opens a row on its details: city, age, experience, start date and salary', async () => {
      const user = userEvent.setup()
      renderDatatables()
      const table = await serverTable()
      const row = seeded()[2]!
      const toggle = within(table).getByRole('button', {
        name: `Show the details of ${row.full_name}`,
      })
      expect(toggle.getAttribute('aria-expanded')).toBe('false')
      // The keyboard opens it: the toggle is a button in the tab order.
      toggle.focus()
      await user.keyboard('{Enter}')
      const details = await within(table).findByRole('region', {
        name: `Details of ${row.full_name}`,
      })
      const pairs = [...details.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ])
      const years = Number.parseInt(row.experience, 10)
      expect(pairs).toEqual([
        ['City', row.city],
        ['Age', row.age],
        ['Experience', `${years} ${years === 1 ? 'year' : 'years'}`],
        ['Start date', expect.stringContaining(row.start_date.slice(-4))],
        ['Salary', expect.stringMatching(/^\$[\d,]+\.\d{2}$/)],
      ])
      await user.click(
        within(table).getByRole('button', { name: `Hide the details of ${row.full_name}` }),
      )
      await waitFor(() => expect(within(table).queryByRole('region')).toBeNull())
    })

    it('counts the rows picked across pages and exports them as CSV', async () => {
      const user = userEvent.setup()
      const created: Blob[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        created.push(blob as Blob)
        return 'blob:employees'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
      renderDatatables()
      const table = await serverTable()
      // PrimeReact names both its checkbox and the input inside it: the input takes the click.
      const rowBox = (name: string) =>
        within(table)
          .getAllByRole('checkbox', { name: `Select row ${name}` })
          .find((box) => box instanceof HTMLInputElement)!

      await user.click(rowBox(nameOf(1)))
      await user.click(rowBox(nameOf(2)))
      expect(screen.getByText('2 rows selected')).toBeTruthy()
      await user.click(pagerButton(table, 'Page 2'))
      await waitFor(() => expect(rowNames(table)[0]).toBe(nameOf(11)))
      await user.click(rowBox(nameOf(11)))
      expect(screen.getByText('3 rows selected')).toBeTruthy()

      await user.click(screen.getByRole('button', { name: 'Export selected' }))
      expect(created).toHaveLength(1)
      const lines = (await created[0]!.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines[0]).toBe(
        'ID,Full name,Email,Post,City,Start date,Salary (USD),Age,Experience (years),Status',
      )
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '2', '11'])
      const first = seeded()[0]!
      const [month, day, year] = first.start_date.split('/')
      expect(lines[1]).toContain(`,${year}-${month}-${day},${first.salary.slice(1)},${first.age},`)
      expect(lines[1]!.endsWith(`,${labelOf(first)}`)).toBe(true)

      await user.click(screen.getByRole('button', { name: 'Clear selection' }))
      expect(screen.queryByText(/rows? selected/)).toBeNull()
    })

    it('exports every match of the search, not only the page', async () => {
      const user = userEvent.setup()
      const created: Blob[] = []
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        created.push(blob as Blob)
        return 'blob:employees'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
      renderDatatables('/datatables?q=engineer')
      await serverTable()
      await user.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(created).toHaveLength(1))
      const lines = (await created[0]!.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      const engineers = seeded().filter((row) => row.post.toLowerCase().includes('engineer'))
      expect(engineers.length).toBeGreaterThan(10)
      expect(lines).toHaveLength(engineers.length + 1)
    })

    it('says why the list could not be loaded, and loads it on Try again', async () => {
      const user = userEvent.setup()
      const refusal = refuseWith500('get', '*/api/datatables/data', 'The data table is down')
      renderDatatables()
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('The list could not be loaded.')
      await waitFor(() => expect(alert.textContent).toContain('The data table is down'))
      refusal.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      const table = await serverTable()
      expect(rangeOf(table)).toBe('1–10 of 100')
    })

    it('keeps the rows and says why when the next page cannot be loaded', async () => {
      const user = userEvent.setup()
      renderDatatables()
      const table = await serverTable()
      const before = rowNames(table)
      const refusal = refuseWith500('get', '*/api/datatables/data', 'The data table is down')
      await user.click(pagerButton(table, 'Page 3'))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('The list could not be refreshed')
      expect(rowNames(table)).toEqual(before)
      refusal.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await waitFor(() => expect(rangeOf(table)).toBe('21–30 of 100'))
    })
  })

  describe('the client-side table', () => {
    it('shows every row, 10 a page, and narrows them with the column filters', async () => {
      const user = userEvent.setup()
      renderDatatables()
      const table = await filterTable()
      expect(rangeOf(table)).toBe('1–10 of 100')
      expect(rowNames(table)).toEqual(
        seeded()
          .slice(0, 10)
          .map((row) => row.full_name),
      )

      const city = seeded()[0]!.city
      await user.type(within(table).getByRole('searchbox', { name: 'Filter by city' }), city)
      const inCity = seeded().filter((row) => row.city === city)
      await waitFor(() =>
        expect(rangeOf(table)).toBe(`1–${Math.min(10, inCity.length)} of ${inCity.length}`),
      )
      expect(rowNames(table)).toEqual(inCity.slice(0, 10).map((row) => row.full_name))

      // The status filter narrows them further.
      const status = inCity[0]!
      await user.selectOptions(
        within(table).getByRole('combobox', { name: 'Filter by status' }),
        labelOf(status),
      )
      const both = inCity.filter((row) => row.status === status.status)
      await waitFor(() => expect(rowNames(table)).toEqual(both.map((row) => row.full_name)))
      expect(rowStatuses(table).every((label) => label === labelOf(status))).toBe(true)

      await user.click(screen.getByRole('button', { name: 'Clear filters' }))
      await waitFor(() => expect(rangeOf(table)).toBe('1–10 of 100'))
      // The button goes with the filters; the keyboard's focus lands on the first filter.
      expect(document.activeElement).toBe(
        within(table).getByRole('searchbox', { name: 'Filter by name' }),
      )
      expect(
        (within(table).getByRole('searchbox', { name: 'Filter by city' }) as HTMLInputElement)
          .value,
      ).toBe('')
    })

    it('says so when no row matches the filters', async () => {
      const user = userEvent.setup()
      renderDatatables()
      const table = await filterTable()
      await user.type(within(table).getByRole('searchbox', { name: 'Filter by name' }), 'zzzz')
      await within(table).findByText('No employee matches these filters.')
    })

    it('sorts by salary as an amount, not as text', async () => {
      const user = userEvent.setup()
      renderDatatables()
      const table = await filterTable()
      await user.click(within(table).getByRole('columnheader', { name: /Salary/ }))
      const bySalary = [...seeded()].sort(
        (a, b) => Number(a.salary.slice(1)) - Number(b.salary.slice(1)),
      )
      await waitFor(() =>
        expect(rowNames(table)).toEqual(bySalary.slice(0, 10).map((row) => row.full_name)),
      )
    })

    it('says why the rows could not be loaded, and loads them on Try again', async () => {
      const user = userEvent.setup()
      const refusal = refuseWith500('get', '*/api/datatables/initial-data', 'No rows today')
      renderDatatables()
      await serverTable()
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain('The employees could not be loaded.')
      // The server's own words, once its answer is read.
      await waitFor(() => expect(alert.textContent).toContain('No rows today'))
      refusal.heal()
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await filterTable()
    })
  })
})
