import type { InvoiceClient } from '@models/invoices/invoices'
import { queryCache } from '@/services/app-query-cache'
import { listChangesOf, type ChangeOutcome } from '@/services/list/list-changes'
import { useListRow } from '@/services/list/use-list-row'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { addInvoiceClient } from './invoices-api'
import { invoiceList, type InvoiceChange } from './invoice-list'
import { invoiceClientsQuery, invoiceQuery } from './invoices-query'

/** The invoice a change's result is, when it is one. */
export const invoiceAnswer = (result: unknown): InvoiceWithPayment | undefined =>
  typeof result === 'object' && result !== null && 'lines' in result && 'paymentDetails' in result
    ? (result as InvoiceWithPayment)
    : undefined

/**
 * One invoice on its own page (preview, edit), as the list pattern shows a row: a payment, a
 * send or an edit shows at once and goes back if the server refuses it.
 */
export function useInvoice(id: number) {
  const { row, ...rest } = useListRow(invoiceList, invoiceQuery(id), id, invoiceAnswer)
  return { invoice: row, ...rest }
}

/**
 * Starts one change of the invoices through the list pattern's one optimistic path, from a page
 * that is not the list (the preview, the forms); resolves with how it ended.
 */
export function changeInvoices(change: InvoiceChange): Promise<ChangeOutcome> {
  return listChangesOf(invoiceList).start(change)
}

/**
 * Adds a client; the server lists only the first five, so the new one joins the form's clients
 * in the cache too, for the rest of the visit.
 */
export async function addClient(client: InvoiceClient): Promise<InvoiceClient> {
  const added = await addInvoiceClient(client)
  const known = queryCache.peek<InvoiceClient[]>(invoiceClientsQuery.key) ?? []
  queryCache.set(invoiceClientsQuery.key, [...known, added])
  return added
}
