import {
  invoiceAnswerSchema,
  invoiceClientAnswerSchema,
  invoiceClientsSchema,
  invoicePageSchema,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceMessage,
  type InvoicePayment,
  type InvoiceSummary,
  type InvoiceWithPayment,
} from '@models/invoices/invoices'
import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** A page of the list, and every invoice (`allData`) for the statistics cards. */
export interface InvoicePage extends ListPage<InvoiceSummary> {
  allData: InvoiceSummary[]
}

/** One page of the invoices that match (`GET /apps/invoice/invoices`). */
export async function fetchInvoicePage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const body = await http
    .get('apps/invoice/invoices', { signal, searchParams: requestParams(params) })
    .json()
  const { invoices, total, allData } = parseResponse(invoicePageSchema, body, 'invoice list')
  return { rows: invoices, total, allData }
}

function withPayment(body: unknown): InvoiceWithPayment {
  const { invoice, paymentDetails } = parseResponse(invoiceAnswerSchema, body, 'invoice')
  return { ...invoice, paymentDetails }
}

/** One invoice by id (`GET /api/invoice/invoices/{id}`); a 404 when there is none. */
export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<InvoiceWithPayment> {
  return withPayment(await http.get(`api/invoice/invoices/${id}`, { signal }).json())
}

/** The first five clients (`GET /api/invoice/clients`). */
export async function fetchInvoiceClients(signal?: AbortSignal): Promise<InvoiceClient[]> {
  const body = await http.get('api/invoice/clients', { signal }).json()
  return parseResponse(invoiceClientsSchema, body, 'invoice clients')
}

/** Adds a client (`POST /apps/invoice/add-client`). */
export async function addInvoiceClient(
  client: InvoiceClient,
  signal?: AbortSignal,
): Promise<InvoiceClient> {
  const body = await http.post('apps/invoice/add-client', { json: { client }, signal }).json()
  return parseResponse(invoiceClientAnswerSchema, body, 'invoice client').client
}

/** Adds an invoice (`POST /apps/invoice/add-invoice`); the server gives its id. */
export async function addInvoice(
  invoice: InvoiceInput,
  signal?: AbortSignal,
): Promise<InvoiceWithPayment> {
  return withPayment(
    await http.post('apps/invoice/add-invoice', { json: { invoice }, signal }).json(),
  )
}

/** Saves an invoice's fields (`POST /apps/invoice/update-invoice`). */
export async function updateInvoice(
  id: number,
  invoice: InvoiceInput,
  signal?: AbortSignal,
): Promise<InvoiceWithPayment> {
  const json = { invoice: { ...invoice, id } }
  return withPayment(await http.post('apps/invoice/update-invoice', { json, signal }).json())
}

/** A copy of an invoice as a new draft (`POST /apps/invoice/duplicate`). */
export async function duplicateInvoice(
  id: number,
  signal?: AbortSignal,
): Promise<InvoiceWithPayment> {
  return withPayment(await http.post('apps/invoice/duplicate', { json: { id }, signal }).json())
}

/** Records a payment (`POST /apps/invoice/add-payment`). */
export async function addInvoicePayment(
  id: number,
  payment: InvoicePayment,
  signal?: AbortSignal,
): Promise<InvoiceWithPayment> {
  const json = { payment: { ...payment, id } }
  return withPayment(await http.post('apps/invoice/add-payment', { json, signal }).json())
}

/** Sends an invoice to its client (`POST /apps/invoice/send`). */
export async function sendInvoice(
  id: number,
  message: InvoiceMessage,
  signal?: AbortSignal,
): Promise<InvoiceWithPayment> {
  const json = { message: { ...message, id } }
  return withPayment(await http.post('apps/invoice/send', { json, signal }).json())
}

/** Deletes invoices, all or none (`DELETE /apps/invoice/delete?id=…&id=…`). */
export async function deleteInvoices(ids: readonly number[], signal?: AbortSignal): Promise<void> {
  const searchParams = new URLSearchParams(ids.map((id) => ['id', String(id)]))
  await http.delete('apps/invoice/delete', { searchParams, signal })
}
