import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { ReactElement } from 'react'
import { server } from '@mocks/node'
import { allInvoices, findInvoice } from '@mocks/invoices/invoices'
import { invoiceTotals } from '@models/invoices/invoice-totals'
import { formatCents } from '@models/format/money'
import InvoiceListPage from '@/features/invoices/invoice-list.page'
import InvoicePreviewPage from '@/features/invoices/invoice-preview.page'
import InvoiceEditPage from '@/features/invoices/invoice-edit.page'
import InvoiceAddPage from '@/features/invoices/invoice-add.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import { appI18n, captureToasts, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 60_000 })

const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()
afterEach(() => vi.useRealTimers())

/** A page at `path`, with the named segments of its route as the shell gives them. */
function open(page: ReactElement, path: string, routePath = path) {
  const location = memoryLocation({ path, record: true })
  const route = findRoute(routePath)!
  function AtLocation() {
    const [at] = useLocation()
    return <RouteParamsProvider value={routeParams(route, at)}>{page}</RouteParamsProvider>
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={location.hook}>
        <AtLocation />
      </Router>
    </I18nextProvider>,
  )
  return { user: userEvent.setup(), location }
}

const money = (cents: number) => formatCents(cents, 'en')
const newestFirst = () => [...allInvoices()].sort((a, b) => b.id - a.id)
const range = () => document.querySelector('.p-paginator-current')?.textContent ?? ''
const rowIds = () =>
  [...document.querySelectorAll('.p-datatable-tbody .invoice-id')].map((cell) =>
    cell.textContent?.replace('#', ''),
  )

async function listShown() {
  await screen.findByRole('table', { name: 'All invoices' }, { timeout: 15_000 })
  await waitFor(() => expect(rowIds().length).toBeGreaterThan(0), { timeout: 15_000 })
}

/** Every request to the invoice list's endpoint, from now until the test ends. */
function listRequests(): string[] {
  const urls: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/apps/invoice/invoices')) urls.push(request.url)
  }
  server.events.on('request:start', record)
  onTestFinished(() => server.events.removeListener('request:start', record))
  return urls
}

/** The figure of the statistics card named `label`. */
const figure = (label: string) =>
  screen.getByRole('heading', { level: 2, name: label }).nextElementSibling?.textContent

describe('the invoice list', () => {
  it('shows the newest 10 of the 50 invoices and the figures of them all, asking the server once', async () => {
    const requests = listRequests()
    // As the router does: the route's prefetch, then the page.
    await findRoute('/apps/invoice/list')!.prefetch!('', {})
    open(<InvoiceListPage />, '/apps/invoice/list')
    await listShown()
    expect(rowIds()).toEqual(
      newestFirst()
        .slice(0, 10)
        .map((invoice) => String(invoice.id)),
    )
    expect(range()).toBe('1–10 of 50')
    await waitFor(() => expect(figure('Invoices')).toBe('50'))
    const unpaid = allInvoices().reduce((sum, invoice) => sum + invoice.balance, 0)
    expect(figure('Unpaid')).toBe(money(unpaid))
    // The figures and the first page come with one answer.
    expect(requests).toHaveLength(1)
    // A paid invoice shows a chip in place of its balance.
    const paid = newestFirst()
      .slice(0, 10)
      .find((invoice) => invoice.balance === 0)
    if (paid)
      expect(screen.getAllByText('Paid', { selector: '.status-chip' }).length).toBeGreaterThan(0)
  })

  it('says the figures and the list could not be loaded when the server fails, and Retry brings both', async () => {
    const refusal = refuseWith500('get', '*/apps/invoice/invoices', 'Invoices are down')
    const { user } = open(<InvoiceListPage />, '/apps/invoice/list')
    await screen.findByText(/^The invoice figures could not be loaded\./, {}, { timeout: 15_000 })
    await screen.findByText('The list could not be loaded.')
    expect(screen.getAllByText(/Invoices are down/)).toHaveLength(2)
    refusal.heal()
    // The figures' Try again asks for the list again: one answer brings both back.
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    await listShown()
    await waitFor(() => expect(figure('Invoices')).toBe('50'))
    expect(screen.queryByText(/The invoice figures could not be loaded/)).toBeNull()
  })

  it('keeps the status, the sort and the page size in the URL, and follows Back and Forward', async () => {
    const { user, location } = open(<InvoiceListPage />, '/apps/invoice/list')
    await listShown()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past Due')
    await waitFor(() => expect(location.history.at(-1)).toBe('/apps/invoice/list?status=Past+Due'))
    const pastDue = allInvoices().filter((invoice) => invoice.invoiceStatus === 'Past Due')
    await waitFor(() => expect(range()).toBe(`1–${pastDue.length} of ${pastDue.length}`))
    // The figures stay those of every invoice, whatever the list shows.
    expect(figure('Invoices')).toBe('50')
    await user.click(screen.getByRole('columnheader', { name: /Total/ }))
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        '/apps/invoice/list?status=Past+Due&sortColumn=total&sort=asc',
      ),
    )
    const byTotal = [...pastDue].sort((a, b) => a.total - b.total || a.id - b.id)
    await waitFor(() => expect(rowIds()).toEqual(byTotal.map((invoice) => String(invoice.id))))

    // Back: the filter select and the rows follow the URL.
    act(() => location.navigate('/apps/invoice/list?status=Past+Due'))
    await waitFor(() => expect(rowIds()[0]).toBe(String(pastDue.at(-1)!.id)))
    act(() => location.navigate('/apps/invoice/list'))
    await waitFor(() => expect(range()).toBe('1–10 of 50'))
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('')
    // Forward, to a bigger page.
    act(() => location.navigate('/apps/invoice/list?perPage=25&page=2'))
    await waitFor(() => expect(range()).toBe('26–50 of 50'))
    await waitFor(() =>
      expect(rowIds()).toEqual(
        newestFirst()
          .slice(25, 50)
          .map((invoice) => String(invoice.id)),
      ),
    )
  })

  it('deletes an invoice 5 s after the Undo toast, and not at all when undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    open(<InvoiceListPage />, '/apps/invoice/list')
    await listShown()
    const [first, second] = rowIds()
    await user.click(screen.getByRole('button', { name: `Delete invoice #${first}` }))
    expect(rowIds()).not.toContain(first)
    expect(range()).toBe('1–9 of 49')
    const undo = toasts.find((toast) => toast.action)!
    expect(undo.summary).toBe('Invoice deleted')
    act(() => undo.action!.run())
    expect(rowIds()).toContain(first)
    await act(() => vi.advanceTimersByTimeAsync(6000))
    expect(allInvoices()).toHaveLength(50)

    await user.click(screen.getByRole('button', { name: `Delete invoice #${second}` }))
    await act(() => vi.advanceTimersByTimeAsync(5200))
    await waitFor(() => expect(allInvoices()).toHaveLength(49))
    expect(findInvoice(Number(second))).toBeUndefined()
    await waitFor(() => expect(rowIds()).not.toContain(second))
  })

  it('puts the invoice back and says why when the server refuses the delete', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    refuseWith500('delete', '*/apps/invoice/delete', 'Deleting is down')
    open(<InvoiceListPage />, '/apps/invoice/list')
    await listShown()
    const [first] = rowIds()
    await user.click(screen.getByRole('button', { name: `Delete invoice #${first}` }))
    expect(rowIds()).not.toContain(first)
    await act(() => vi.advanceTimersByTimeAsync(5200))
    await waitFor(() => expect(rowIds()).toContain(first))
    await waitFor(() =>
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The invoices could not be deleted',
        detail: 'Deleting is down',
      }),
    )
    expect(allInvoices()).toHaveLength(50)
  })
  it('deletes the selected invoices together, after one Undo toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    open(<InvoiceListPage />, '/apps/invoice/list')
    await listShown()
    const [first, second, third] = rowIds()
    const table = screen.getByRole('table', { name: 'All invoices' })
    // PrimeReact names both its checkbox and the input inside it: the input takes the click.
    const rowBox = (id: string) =>
      within(table)
        .getAllByRole('checkbox', { name: `Select row ${id}` })
        .find((box) => box instanceof HTMLInputElement)!
    await user.click(rowBox(first!))
    await user.click(rowBox(third!))
    expect(screen.getByText('2 rows selected')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(rowIds()).not.toContain(first)
    expect(rowIds()).not.toContain(third)
    expect(rowIds()).toContain(second)
    expect(toasts.find((toast) => toast.action)?.summary).toBe('2 invoices deleted')
    await act(() => vi.advanceTimersByTimeAsync(5200))
    await waitFor(() => expect(allInvoices()).toHaveLength(48))
    expect(findInvoice(Number(first))).toBeUndefined()
    expect(findInvoice(Number(third))).toBeUndefined()
    expect(findInvoice(Number(second))).toBeDefined()
  })
})

describe('the invoice preview', () => {
  it('shows the lines, the totals the server keeps, and where to pay', async () => {
    const invoice = allInvoices().find((each) => each.lines.length > 1 && each.discountRate > 0)!
    open(<InvoicePreviewPage />, `/apps/invoice/preview/${invoice.id}`, '/apps/invoice/preview')
    await screen.findByRole(
      'heading',
      { level: 1, name: `Invoice #${invoice.id}` },
      { timeout: 15_000 },
    )
    const totals = invoiceTotals(invoice.lines, invoice.discountRate, invoice.taxRate)
    const shown = (name: string) =>
      document.querySelector(`[data-total="${name}"]`)?.textContent?.replace('−', '')
    expect(shown('subtotal')).toBe(money(totals.subtotal))
    expect(shown('discount')).toBe(money(totals.discount))
    expect(shown('tax')).toBe(money(totals.tax))
    expect(shown('total')).toBe(money(invoice.total))
    expect(totals.total).toBe(invoice.total)
    expect(shown('balance')).toBe(money(invoice.balance))
    const table = screen.getByRole('table', { name: `Items of invoice #${invoice.id}` })
    expect(within(table).getAllByRole('row')).toHaveLength(invoice.lines.length + 1)
    expect(screen.getByText('American Bank')).toBeTruthy()
  })

  it('records a payment from its drawer: the balance goes down at once and on the server', async () => {
    const invoice = allInvoices().find((each) => each.invoiceStatus === 'Sent')!
    const { user } = open(
      <InvoicePreviewPage />,
      `/apps/invoice/preview/${invoice.id}`,
      '/apps/invoice/preview',
    )
    await screen.findByRole(
      'heading',
      { level: 1, name: `Invoice #${invoice.id}` },
      { timeout: 15_000 },
    )
    await user.click(screen.getByRole('button', { name: 'Add payment' }))
    const drawer = await screen.findByRole('dialog', { name: 'Add payment' })
    // The whole balance is offered; the invoice is then paid.
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }))
    await waitFor(() => expect(findInvoice(invoice.id)?.balance).toBe(0))
    expect(findInvoice(invoice.id)?.invoiceStatus).toBe('Paid')
    await waitFor(() =>
      expect(document.querySelector('[data-total="balance"]')?.textContent).toBe(money(0)),
    )
  })
})

describe('adding and editing an invoice', () => {
  it('checks the fields, keeps everything typed when the save fails, and saves it', async () => {
    const { user, location } = open(<InvoiceAddPage />, '/apps/invoice/add')
    await screen.findByRole('heading', { level: 1, name: 'Create invoice' })
    const form = document.getElementById('invoice-form')!
    await user.click(screen.getByRole('button', { name: 'Create invoice' }))
    expect(screen.getByRole('alert').textContent).toContain('Check the fields marked below.')
    expect(within(form).getAllByText('Fill this in.')).toHaveLength(2) // client and item
    expect(within(form).getByText('An amount from 0.')).toBeTruthy()

    const clients = await screen.findByRole('combobox', { name: 'Client' })
    await waitFor(() => expect(within(clients).getAllByRole('option')).toHaveLength(6))
    await user.selectOptions(clients, '1')
    await user.type(screen.getByLabelText('Item'), 'Consulting')
    await user.type(screen.getByLabelText('Cost'), '120.5')
    await user.clear(screen.getByLabelText('Qty'))
    await user.type(screen.getByLabelText('Qty'), '3')
    await user.type(screen.getByLabelText('Tax (%)'), '10')
    await user.type(screen.getByLabelText('Salesperson'), 'Ada')
    // Computed as typed: 3 × $120.50 = $361.50, 10 % tax = $36.15.
    await waitFor(() => expect(screen.getByText(money(39_765))).toBeTruthy())

    const refusal = refuseWith500('post', '*/apps/invoice/add-invoice', 'Saving is down')
    await user.click(screen.getByRole('button', { name: 'Create invoice' }))
    await waitFor(() =>
      expect(toasts.find((toast) => toast.severity === 'error')).toMatchObject({
        summary: 'The invoice could not be created',
        detail: 'Saving is down',
      }),
    )
    expect((screen.getByLabelText('Item') as HTMLInputElement).value).toBe('Consulting')
    expect((screen.getByLabelText('Salesperson') as HTMLInputElement).value).toBe('Ada')
    expect(screen.getByText(money(39_765))).toBeTruthy()
    expect(allInvoices()).toHaveLength(50)

    refusal.heal()
    await user.click(screen.getByRole('button', { name: 'Create invoice' }))
    await waitFor(() => expect(allInvoices()).toHaveLength(51))
    const added = newestFirst()[0]!
    expect(added).toMatchObject({ total: 39_765, balance: 39_765, invoiceStatus: 'Draft' })
    expect(added.lines).toEqual([{ item: 'Consulting', description: '', cost: 12_050, qty: 3 }])
    await waitFor(() => expect(location.history.at(-1)).toBe(`/apps/invoice/preview/${added.id}`))
  })

  it('edits an invoice: a line removed and an item renamed; the total follows and the server keeps it', async () => {
    const invoice = allInvoices().find((each) => each.lines.length >= 2)!
    const { user, location } = open(
      <InvoiceEditPage />,
      `/apps/invoice/edit/${invoice.id}`,
      '/apps/invoice/edit',
    )
    await screen.findByRole(
      'heading',
      { level: 1, name: `Edit invoice #${invoice.id}` },
      { timeout: 15_000 },
    )
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }))
    const item = screen.getAllByLabelText('Item')[0] as HTMLInputElement
    await user.clear(item)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Fill this in.')).toBeTruthy()
    await user.type(item, 'Renamed')
    const remaining = invoice.lines.filter((_, index) => index !== 1)
    const expected = invoiceTotals(remaining, invoice.discountRate, invoice.taxRate).total
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(findInvoice(invoice.id)?.lines[0]?.item).toBe('Renamed'))
    expect(findInvoice(invoice.id)?.total).toBe(expected)
    await waitFor(() => expect(location.history.at(-1)).toBe(`/apps/invoice/preview/${invoice.id}`))
  })
})

// The demo server answers in node through msw: nothing else may be asked.
afterEach(() => server.resetHandlers())
