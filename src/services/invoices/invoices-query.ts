import { defaultListParams } from '@models/lists/list-params'
import type { InvoiceClient, InvoiceSummary, InvoiceWithPayment } from '@models/invoices/invoices'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchInvoice, fetchInvoiceClients, fetchInvoicePage } from './invoices-api'
import { invoiceList } from './invoice-list'

/**
 * Every invoice, for the preview route that opens the newest: every answer of the list carries
 * them (`allData`), and this one asks for the list's default page. Under the list's area, so a
 * saved change drops it.
 */
export const allInvoicesQuery: Query<InvoiceSummary[]> = {
  key: [invoiceList.area, 'all'],
  load: async (signal) =>
    (await fetchInvoicePage(defaultListParams(invoiceList.shape), signal)).allData,
}

/** One invoice with its payment details; under the list's area, so a saved change drops it. */
export function invoiceQuery(id: number): Query<InvoiceWithPayment> {
  return { key: [invoiceList.area, 'invoice', id], load: (signal) => fetchInvoice(id, signal) }
}

/** The five clients the form offers. Not under the list's area: an invoice saved keeps them. */
export const invoiceClientsQuery: Query<InvoiceClient[]> = {
  key: ['invoiceClients'],
  load: fetchInvoiceClients,
}

/** The list route's prefetch: the page its URL asks for, whose answer also holds the figures. */
export function prefetchInvoiceList(search: string): void {
  prefetchList(invoiceList, search)
}

/** A whole number id from a path segment, or null. */
export function invoiceIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,9}$/.test(segment)) return null
  return Number(segment)
}

/** The preview and edit routes' prefetch: the invoice the path names (and the clients, to edit). */
export function prefetchInvoice(params: Readonly<Record<string, string>>, withClients = false) {
  const id = invoiceIdOf(params.id)
  if (id !== null && queryCache.peek(invoiceQuery(id).key) === undefined)
    queryCache.prefetch(invoiceQuery(id))
  if (id === null && params.id === undefined && !withClients) queryCache.prefetch(allInvoicesQuery)
  if (withClients && queryCache.peek(invoiceClientsQuery.key) === undefined)
    queryCache.prefetch(invoiceClientsQuery)
}
