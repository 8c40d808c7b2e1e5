import type { ListChange } from '@models/lists/list-change'
import { standardPageSizes, type ListPage } from '@models/lists/list-params'
import {
  invoiceSortColumns,
  invoiceStatuses,
  type InvoiceInput,
  type InvoiceMessage,
  type InvoicePayment,
  type InvoiceSummary,
} from '@models/invoices/invoices'
import type { EditableListSource } from '@/services/list/list-source'
import {
  addInvoice,
  addInvoicePayment,
  deleteInvoices,
  duplicateInvoice,
  fetchInvoicePage,
  sendInvoice,
  updateInvoice,
  type InvoicePage,
} from './invoices-api'

/*
 * The changes an invoice goes through, each one the list pattern's change: its draft or patch is
 * what the screens show at once, and what is sent. An add carries `input` (a new invoice) or
 * `duplicateOf` (a copy of one); an update carries `input` (the edit form), `payment` (the
 * preview's payment drawer) or `message` (its send drawer), beside the fields it changes on
 * screen until the server answers.
 */

/** What an add's draft holds: the row to show, and what the server is asked for. */
export type InvoiceAddDraft = Partial<InvoiceSummary> &
  ({ input: InvoiceInput } | { duplicateOf: number })

/** What an update's patch holds: the fields to show, and what the server is asked for. */
export type InvoiceUpdatePatch = Partial<InvoiceSummary> &
  ({ input: InvoiceInput } | { payment: InvoicePayment } | { message: InvoiceMessage })

/** An invoice's change, as the list pattern carries it. */
export type InvoiceChange = ListChange<InvoiceAddDraft, InvoiceUpdatePatch>

const asInvoiceId = (id: number | string) => Number(id)

/** What an add shows of its draft: what the server is asked for is not part of the row. */
const shownOfDraft = ({
  input: _input,
  duplicateOf: _duplicateOf,
  ...shown
}: Partial<InvoiceSummary> & { input?: InvoiceInput; duplicateOf?: number }) => shown

async function sendInvoiceChange(change: InvoiceChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add': {
      const { draft } = change
      return 'duplicateOf' in draft
        ? duplicateInvoice(draft.duplicateOf, signal)
        : addInvoice(draft.input, signal)
    }
    case 'update': {
      const id = asInvoiceId(change.id)
      const { patch } = change
      if ('payment' in patch) return addInvoicePayment(id, patch.payment, signal)
      if ('message' in patch) return sendInvoice(id, patch.message, signal)
      return updateInvoice(id, patch.input, signal)
    }
    case 'delete':
      return deleteInvoices(change.ids.map(asInvoiceId), signal)
  }
}

/**
 * The invoice list (/apps/invoice/list): 10 a page by default (SPEC.md section 9), newest first,
 * filtered by status.
 */
export const invoiceList: EditableListSource<InvoiceSummary, InvoiceChange> = {
  area: 'invoices',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'id',
    sort: 'desc',
    sortColumns: invoiceSortColumns,
    filters: { status: invoiceStatuses },
  },
  fetchPage: fetchInvoicePage,
  sendChange: sendInvoiceChange,
  rowId: (invoice) => invoice.id,
  draftRow: (draft, id) => {
    const shown = shownOfDraft(draft)
    return {
      service: '',
      avatar: '',
      invoiceStatus: 'Draft',
      total: 0,
      balance: 0,
      issuedDate: '',
      dueDate: '',
      client: { name: '', company: '', address: '', country: '', contact: '', companyEmail: '' },
      ...shown,
      id,
    }
  },
  messages: {
    deleted: 'invoices:toast.deleted',
    refused: {
      add: 'invoices:toast.addRefused',
      update: 'invoices:toast.updateRefused',
      delete: 'invoices:toast.deleteRefused',
    },
  },
}

/**
 * Every invoice, as an answer of the invoice list carries them (`allData`, for the statistics
 * cards), or undefined before the first answer.
 */
export function allInvoicesOf(
  answer: ListPage<InvoiceSummary> | null,
): InvoiceSummary[] | undefined {
  return (answer as InvoicePage | null)?.allData
}
