import { http, HttpResponse } from 'msw'
import {
  checkInvoiceClient,
  checkInvoiceInput,
  invoiceSortColumns,
  isIsoDate,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceLine,
  type InvoiceProblem,
  type InvoiceSortColumn,
  type InvoiceSummary,
} from '../../models/invoices/invoices.ts'
import { trimInvisible } from '../../models/format/visible-text.ts'
import {
  addClient,
  addInvoice,
  addPayment,
  allClients,
  allInvoices,
  deleteInvoices,
  duplicateInvoice,
  findInvoice,
  markSent,
  paymentDetailsOf,
  summaryOf,
  updateInvoice,
} from './invoices.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import {
  compareText,
  filterValue,
  pageOf,
  pageParams,
  queryText,
  sortById,
  sortColumn,
  sortDirection,
} from '../server/list-params.ts'

/** Invoices are an admin area: reading needs `read Invoices`, every change `manage Invoices`. */
const readInvoices: Need = { action: 'read', subject: 'Invoices' }
const manageInvoices: Need = { action: 'manage', subject: 'Invoices' }

/** Invoices per page when the client does not say (SPEC.md section 9). */
const defaultPerPage = 10

const invoiceNotFound = () => HttpResponse.json({ message: 'Invoice not found' }, { status: 404 })

/** q matches the id, the client's name, company and email, the service, and the status. */
function matchesQuery(invoice: InvoiceSummary, query: string): boolean {
  return [
    String(invoice.id),
    invoice.client.name,
    invoice.client.company,
    invoice.client.companyEmail,
    invoice.service,
    invoice.invoiceStatus,
  ].some((text) => text.toLowerCase().includes(query))
}

const byColumn =
  (column: InvoiceSortColumn) =>
  (a: InvoiceSummary, b: InvoiceSummary): number => {
    switch (column) {
      case 'id':
      case 'total':
      case 'balance':
        return a[column] - b[column]
      case 'client':
        return compareText(a.client.name, b.client.name)
      case 'issuedDate':
      case 'dueDate':
        return a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0
      case 'invoiceStatus':
        return compareText(a.invoiceStatus, b.invoiceStatus)
    }
  }

function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined
  if (typeof value !== 'string' || !/^\s*-?\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}

/** The server's words for each problem of models/invoices/invoices.ts. */
const problemWords: Record<InvoiceProblem, string> = {
  required: 'This field is required.',
  date: 'Give a date as YYYY-MM-DD.',
  dueBeforeIssued: 'The due date cannot be before the issued date.',
  noLines: 'Add at least one line.',
  tooManyLines: 'An invoice holds at most 100 lines.',
  qty: 'The quantity must be a whole number from 1.',
  cost: 'The cost must be a whole number of cents from 0.',
  rate: 'The rate must be from 0 to 10000 basis points.',
  email: 'Enter a valid email address.',
}

const wordsOf = (problems: Record<string, InvoiceProblem>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, [problemWords[problem]]]),
  )

const text = (value: unknown) => (typeof value === 'string' ? trimInvisible(value) : '')
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

function clientFrom(raw: unknown): InvoiceClient | null {
  if (typeof raw !== 'object' || raw === null) return null
  const client = raw as Record<string, unknown>
  return {
    name: text(client.name),
    company: text(client.company),
    address: text(client.address),
    country: text(client.country),
    contact: text(client.contact),
    companyEmail: text(client.companyEmail),
  }
}

/**
 * The invoice a form sent, checked as the form checks it: a 400 with every problem by field path
 * (`lines.1.qty`), or the input, trimmed.
 */
function readInvoiceInput(raw: Record<string, unknown>): InvoiceInput | Response {
  const lines = Array.isArray(raw.lines) ? raw.lines : []
  const read = {
    client: clientFrom(raw.client),
    issuedDate: text(raw.issuedDate),
    dueDate: text(raw.dueDate),
    lines: lines.map((line: unknown) => {
      const fields = (typeof line === 'object' && line !== null ? line : {}) as Record<
        string,
        unknown
      >
      return {
        item: text(fields.item),
        description: text(fields.description),
        cost: numberOrNull(fields.cost),
        qty: numberOrNull(fields.qty),
      }
    }),
    discountRate: raw.discountRate === undefined ? 0 : numberOrNull(raw.discountRate),
    taxRate: raw.taxRate === undefined ? 0 : numberOrNull(raw.taxRate),
  }
  const problems = checkInvoiceInput(read)
  if (Object.keys(problems).length > 0) return fieldErrors(wordsOf(problems))
  return {
    client: read.client!,
    issuedDate: read.issuedDate,
    dueDate: read.dueDate,
    lines: read.lines as InvoiceLine[],
    discountRate: read.discountRate ?? 0,
    taxRate: read.taxRate ?? 0,
    salesperson: text(raw.salesperson),
    note: text(raw.note),
  }
}

const answerOf = (invoice: Invoice) => ({ invoice, paymentDetails: paymentDetailsOf(invoice) })

/** The `name` object of a request's JSON body, or an empty one. */
async function readObject(request: Request, name: string): Promise<Record<string, unknown>> {
  const body = await readJsonObject(request)
  const value = body?.[name]
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** The invoice a change names by `id` in its body, or the answer to send instead. */
function invoiceNamed(raw: Record<string, unknown>): Invoice | Response {
  const id = wholeNumber(raw.id)
  if (id === undefined) return fieldError('id', 'The invoice id must be a whole number.')
  return findInvoice(id) ?? invoiceNotFound()
}

/**
 * The demo invoices (SPEC.md section 7, "Invoice"), state in memory: the list, one invoice with
 * its payment details, the first five clients, and deleting invoices; beyond the spec, the
 * endpoints its screens need under /apps/invoice/: adding and updating an invoice, adding a
 * client, recording a payment, sending an invoice and duplicating one.
 *
 * Access: admin-only. Reading needs `read Invoices`, every change `manage Invoices`: 401 without
 * a valid token, 403 for a client or an employee.
 */
export const invoiceHandlers = [
  http.get('*/apps/invoice/invoices', async ({ request }) => {
    const auth = await authorize(request, readInvoices)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const status = filterValue(search, 'status')
    const allData = allInvoices().map(summaryOf)
    const matches = allData.filter(
      (invoice) =>
        (query === '' || matchesQuery(invoice, query)) &&
        (status === undefined || invoice.invoiceStatus === status),
    )
    const column = sortColumn(search, invoiceSortColumns, 'id')
    // The newest first unless the client asks otherwise.
    const direction = search.get('sort') === null ? -1 : sortDirection(search)
    const sorted = sortById(matches, byColumn(column), direction)
    return HttpResponse.json({
      allData,
      total: sorted.length,
      invoices: pageOf(sorted, pageParams(search, defaultPerPage)),
    })
  }),

  http.get('*/api/invoice/invoices/:id', async ({ request, params }) => {
    const auth = await authorize(request, readInvoices)
    if (auth instanceof Response) return auth
    const id = wholeNumber(params.id)
    const invoice = id === undefined ? undefined : findInvoice(id)
    return invoice ? HttpResponse.json(answerOf(invoice)) : invoiceNotFound()
  }),

  http.get('*/api/invoice/clients', async ({ request }) => {
    const auth = await authorize(request, readInvoices)
    return auth instanceof Response ? auth : HttpResponse.json(allClients().slice(0, 5))
  }),

  http.post('*/apps/invoice/add-client', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const client = clientFrom(await readObject(request, 'client'))!
    const problems = checkInvoiceClient(client)
    if (Object.keys(problems).length > 0) return fieldErrors(wordsOf(problems))
    return HttpResponse.json({ client: addClient(client) }, { status: 201 })
  }),

  http.post('*/apps/invoice/add-invoice', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const input = readInvoiceInput(await readObject(request, 'invoice'))
    if (input instanceof Response) return input
    return HttpResponse.json(answerOf(addInvoice(input)), { status: 201 })
  }),

  http.post('*/apps/invoice/update-invoice', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const raw = await readObject(request, 'invoice')
    const invoice = invoiceNamed(raw)
    if (invoice instanceof Response) return invoice
    const input = readInvoiceInput(raw)
    if (input instanceof Response) return input
    return HttpResponse.json(answerOf(updateInvoice(invoice.id, input)!))
  }),

  http.post('*/apps/invoice/duplicate', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const invoice = invoiceNamed((await readJsonObject(request)) ?? {})
    if (invoice instanceof Response) return invoice
    return HttpResponse.json(answerOf(duplicateInvoice(invoice)), { status: 201 })
  }),

  http.post('*/apps/invoice/add-payment', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const raw = await readObject(request, 'payment')
    const invoice = invoiceNamed(raw)
    if (invoice instanceof Response) return invoice
    const amount = wholeNumber(raw.amount)
    const errors: Record<string, string[]> = {}
    if (amount === undefined || amount < 1)
      errors.amount = ['The amount must be a whole number of cents from 1.']
    else if (amount > invoice.balance)
      errors.amount = ['The amount cannot be more than the balance.']
    if (!isIsoDate(text(raw.date))) errors.date = ['Give a date as YYYY-MM-DD.']
    if (!text(raw.method)) errors.method = ['This field is required.']
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    return HttpResponse.json(answerOf(addPayment(invoice, amount!)))
  }),

  http.post('*/apps/invoice/send', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    const raw = await readObject(request, 'message')
    const invoice = invoiceNamed(raw)
    if (invoice instanceof Response) return invoice
    const to = text(raw.to)
    const errors: Record<string, string[]> = {}
    const problems = checkInvoiceClient({ name: 'to', companyEmail: to })
    if (problems.companyEmail) errors.to = [problemWords[problems.companyEmail]]
    if (!text(raw.subject)) errors.subject = ['This field is required.']
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    return HttpResponse.json(answerOf(markSent(invoice)))
  }),

  http.delete('*/apps/invoice/delete', async ({ request }) => {
    const auth = await authorize(request, manageInvoices)
    if (auth instanceof Response) return auth
    // ?id=4987 deletes one invoice; ?id=4987&id=4990 several, all or none.
    const given = new URL(request.url).searchParams.getAll('id')
    if (given.length === 0) return fieldError('id', 'Give the id of the invoice to delete.')
    const ids = given.map(wholeNumber)
    if (!ids.every((id) => id !== undefined)) {
      return fieldError('id', 'Each id must be a whole number.')
    }
    const unique = [...new Set(ids)]
    if (deleteInvoices(unique).missing.length > 0) return invoiceNotFound()
    return HttpResponse.json({ ids: unique })
  }),
]
