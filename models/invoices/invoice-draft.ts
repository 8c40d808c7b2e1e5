import { trimInvisible } from '../format/visible-text.ts'
import { invoiceTotals, type InvoiceTotals } from './invoice-totals.ts'
import {
  checkInvoiceInput,
  type Invoice,
  type InvoiceClient,
  type InvoiceInput,
  type InvoiceProblems,
} from './invoices.ts'

/*
 * The add and edit forms' invoice as typed: numbers may be empty (null) while typed, rates are
 * percentages with up to two decimals, each line has a key of its own so that removing one keeps
 * the others' fields in place.
 */

export interface DraftLine {
  key: number
  item: string
  description: string
  /** Cents. */
  cost: number | null
  qty: number | null
}

export interface InvoiceDraft {
  client: InvoiceClient | null
  issuedDate: string
  dueDate: string
  lines: DraftLine[]
  /** Percent, 0 to 100, up to two decimals. */
  discountPercent: number | null
  taxPercent: number | null
  salesperson: string
  note: string
}

let lastKey = 0
/** A line's key, never given before in this visit. */
export const nextLineKey = () => (lastKey += 1)

export const emptyLine = (): DraftLine => ({
  key: nextLineKey(),
  item: '',
  description: '',
  cost: null,
  qty: 1,
})

/** A new invoice: issued `today`, due 30 days later, one empty line. */
export function emptyInvoiceDraft(today: string, dueIn: string): InvoiceDraft {
  return {
    client: null,
    issuedDate: today,
    dueDate: dueIn,
    lines: [emptyLine()],
    discountPercent: 0,
    taxPercent: 0,
    salesperson: '',
    note: '',
  }
}

/** The form's draft of a saved invoice. */
export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    client: invoice.client,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    lines: invoice.lines.map((line) => ({ ...line, key: nextLineKey() })),
    discountPercent: invoice.discountRate / 100,
    taxPercent: invoice.taxRate / 100,
    salesperson: invoice.salesperson,
    note: invoice.note,
  }
}

/** A percentage with up to two decimals as basis points: 21.5 → 2150. */
export const basisPointsOf = (percent: number | null) => Math.round((percent ?? 0) * 100)

/** The totals of what is typed now: an empty cost or quantity counts as 0. */
export function draftTotals(draft: InvoiceDraft): InvoiceTotals {
  return invoiceTotals(
    draft.lines.map((line) => ({ cost: line.cost ?? 0, qty: line.qty ?? 0 })),
    basisPointsOf(draft.discountPercent),
    basisPointsOf(draft.taxPercent),
  )
}

/** What the server is sent for a draft: texts trimmed, rates in basis points. */
export function inputOf(draft: InvoiceDraft): InvoiceInput {
  return {
    client: draft.client!,
    issuedDate: draft.issuedDate,
    dueDate: draft.dueDate,
    lines: draft.lines.map((line) => ({
      item: trimInvisible(line.item),
      description: trimInvisible(line.description),
      cost: line.cost ?? 0,
      qty: line.qty ?? 0,
    })),
    discountRate: basisPointsOf(draft.discountPercent),
    taxRate: basisPointsOf(draft.taxPercent),
    salesperson: trimInvisible(draft.salesperson),
    note: trimInvisible(draft.note),
  }
}

/** The draft's problems by field path (`lines.2.qty`), as the server would name them. */
export function checkDraft(draft: InvoiceDraft): InvoiceProblems {
  return checkInvoiceInput({
    client: draft.client,
    issuedDate: draft.issuedDate,
    dueDate: draft.dueDate,
    lines: draft.lines,
    discountRate: draft.discountPercent === null ? 0 : basisPointsOf(draft.discountPercent),
    taxRate: draft.taxPercent === null ? 0 : basisPointsOf(draft.taxPercent),
  })
}
