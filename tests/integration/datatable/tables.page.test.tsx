import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { allDatatableRows } from '@mocks/datatable/datatable'
import { datatableStatusOf } from '@models/datatable/datatable-row'
import TablesPage from '@/features/datatable/tables.page'
import frenchDatatable from '../../../public/locales/fr/datatable.json'
import frenchCommon from '../../../public/locales/fr/translation.json'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
// The tables are the admin's: the demo server answers them to the admin's token only.
signedInDuringEachTest()

const renderTables = (language = i18n) => renderPage(<TablesPage />, language, '/tables')

/** The first rows the demo server holds: what every table shows. */
const firstTen = () => allDatatableRows().slice(0, 10)

const styles = [
  ['Striped rows', 'The first 10 employees, every other row shaded.', 'striped'],
  ['Bordered table', 'The first 10 employees, a border round every cell.', 'bordered'],
  ['Hoverable rows', 'The first 10 employees; the row under the pointer lights up.', 'hover'],
  ['Small table', 'The first 10 employees, in compact rows.', 'small'],
  ['Dark table', 'The first 10 employees, on a dark background.', 'dark'],
] as const

describe('the basic tables page', { timeout: 60_000 }, () => {
  it('shows the five table styles, each a card with a captioned table of the first 10 rows', async () => {
    renderTables()
    expect(screen.getByRole('heading', { level: 1, name: 'Tables' })).toBeTruthy()
    await screen.findByRole('table', { name: styles[0][1] })
    const names = firstTen().map((row) => row.full_name)
    for (const [title, caption, style] of styles) {
      const region = screen.getByRole('region', { name: title })
      expect(region.closest('.card')?.querySelector('h2')?.textContent).toBe(title)
      const table = within(region).getByRole('table', { name: caption })
      expect(table.className).toContain(`basic-table--${style}`)
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Name', 'Post', 'City', 'Start date', 'Status'])
      const rows = within(table).getAllByRole('row').slice(1)
      expect(rows.map((row) => row.querySelector('.employee-cell__name')?.textContent)).toEqual(
        names,
      )
    }
  })

  it('labels each row’s status and writes its start date in English', async () => {
    renderTables()
    const table = await screen.findByRole('table', { name: styles[0][1] })
    const labels = { 1: 'Current', 2: 'Professional', 3: 'Rejected', 4: 'Resigned', 5: 'Applied' }
    const rows = within(table).getAllByRole('row').slice(1)
    firstTen().forEach((row, index) => {
      const cells = within(rows[index]!).getAllByRole('cell')
      expect(cells[4]!.textContent).toBe(labels[row.status as keyof typeof labels])
      expect(datatableStatusOf(row.status)).toBeDefined()
      const [month, day, year] = row.start_date.split('/').map(Number)
      expect(cells[3]!.textContent).toBe(
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          Date.UTC(year!, month! - 1, day),
        ),
      )
    })
  })

  it('follows the chosen language: French words, statuses and dates', async () => {
    const french = i18next.createInstance()
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: frenchCommon, datatable: frenchDatatable } },
      interpolation: { escapeValue: false },
    })
    renderTables(french)
    const table = await screen.findByRole('table', {
      name: 'Les 10 premiers employés, une ligne sur deux ombrée.',
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Tableaux' })).toBeTruthy()
    const first = firstTen()[0]!
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    const [month, day, year] = first.start_date.split('/').map(Number)
    expect(cells[3]!.textContent).toBe(
      new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        Date.UTC(year!, month! - 1, day),
      ),
    )
    const statuses = ['En poste', 'Professionnel', 'Refusé', 'Démissionnaire', 'Candidat']
    expect(cells[4]!.textContent).toBe(statuses[first.status - 1])
  })

  it('lets the keyboard reach each table, which scrolls inside its card on a narrow screen', async () => {
    renderTables()
    await screen.findByRole('table', { name: styles[0][1] })
    for (const [title] of styles) {
      const scroller = screen.getByRole('region', { name: title })
      expect(scroller.tabIndex).toBe(0)
      expect(scroller.className).toContain('basic-table-scroll')
    }
  })

  it('says why the rows could not be loaded, and shows the tables on Try again', async () => {
    const user = userEvent.setup()
    const refusal = refuseWith500('get', '*/api/datatables/initial-data', 'No rows today')
    renderTables()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The tables could not be loaded.')
    await waitFor(() => expect(alert.textContent).toContain('No rows today'))
    refusal.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table', { name: styles[4][1] })
  })
})
