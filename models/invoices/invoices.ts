import * as z from 'zod/mini'
import { hasVisibleText, trimInvisible } from '../format/visible-text.ts'
import {
  invoiceTotals,
  maxInvoiceLines,
  maxLineCost,
  maxLineQty,
  maxRateBasisPoints,
} from './invoice-totals.ts'

/*
 * The demo invoices (SPEC.md sections 3 and 7): the list, one invoice with its payment details,
 * and the clients an invoice is made out to. Every amount is integer cents (invoice-totals.ts).
 */

/** An invoice's status (SPEC.md section 4). */
export const invoiceStatuses = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const
export type InvoiceStatus = (typeof invoiceStatuses)[number]

/** The columns the list can be sorted by (`sortColumn`); `client` is the client's name. */
export const invoiceSortColumns = [
  'id',
  'invoiceStatus',
  'client',
  'total',
  'issuedDate',
  'dueDate',
  'balance',
] as const
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number]

/** Who an invoice is made out to (SPEC.md section 3). */
export const invoiceClientSchema = z.object({
  name: z.string(),
  company: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
  companyEmail: z.string(),
})
export type InvoiceClient = z.infer<typeof invoiceClientSchema>

/** An invoice as the list shows it (SPEC.md section 3); amounts in cents, dates "YYYY-MM-DD". */
export const invoiceSummarySchema = z.object({
  id: z.number(),
  issuedDate: z.string(),
  dueDate: z.string(),
  /** What was sold: the first line's item. */
  service: z.string(),
  total: z.number(),
  /** What is left to pay; 0 once paid. */
  balance: z.number(),
  /** The client's picture, or "" (screens show initials). */
  avatar: z.string(),
  /** A plain string: a status this client does not know yet is shown as it came. */
  invoiceStatus: z.string(),
  client: invoiceClientSchema,
})
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>

/** One line of an invoice: the item, its details, its cost each (cents) and how many. */
export const invoiceLineSchema = z.object({
  item: z.string(),
  description: z.string(),
  cost: z.number(),
  qty: z.number(),
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

/** A whole invoice: the summary and its lines, rates (basis points), salesperson and note. */
export const invoiceSchema = z.object({
  ...invoiceSummarySchema.shape,
  lines: z.array(invoiceLineSchema),
  discountRate: z.number(),
  taxRate: z.number(),
  salesperson: z.string(),
  note: z.string(),
})
export type Invoice = z.infer<typeof invoiceSchema>

/** Where to pay (SPEC.md section 3); totalDue in cents. */
export const paymentDetailsSchema = z.object({
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

/** One invoice with where to pay it, as the preview and the edit form show it. */
export interface InvoiceWithPayment extends Invoice {
  paymentDetails: PaymentDetails
}

/** `GET /apps/invoice/invoices`: every invoice, one page of the matches, how many match. */
export const invoicePageSchema = z.object({
  allData: z.array(invoiceSummarySchema),
  total: z.number(),
  invoices: z.array(invoiceSummarySchema),
})

/** `GET /api/invoice/invoices/{id}` and every change of one invoice. */
export const invoiceAnswerSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
})
export type InvoiceAnswer = z.infer<typeof invoiceAnswerSchema>

/** `GET /api/invoice/clients`: the first five clients. */
export const invoiceClientsSchema = z.array(invoiceClientSchema)

/** `POST /apps/invoice/add-client`. */
export const invoiceClientAnswerSchema = z.object({ client: invoiceClientSchema })

/** An invoice as the add and edit forms send it; the server gives the id, status and balance. */
export interface InvoiceInput {
  client: InvoiceClient
  issuedDate: string
  dueDate: string
  lines: InvoiceLine[]
  discountRate: number
  taxRate: number
  salesperson: string
  note: string
}

/** A payment the preview's drawer records (`POST /apps/invoice/add-payment`). */
export interface InvoicePayment {
  /** Cents, from 1 up to the balance. */
  amount: number
  date: string
  method: string
}

/** How a payment is made, as the payment drawer offers it. */
export const paymentMethods = ['cash', 'bankTransfer', 'debitCard', 'creditCard', 'paypal'] as const

/** An invoice sent to its client (`POST /apps/invoice/send`). */
export interface InvoiceMessage {
  to: string
  subject: string
  message: string
}

// --- Checks the form and the demo server share -------------------------------------------------

/** What is wrong with an invoice, by field path (`lines.2.qty`): a problem's key. */
export type InvoiceProblems = Record<string, InvoiceProblem>
export type InvoiceProblem =
  | 'required'
  | 'date'
  | 'dueBeforeIssued'
  | 'noLines'
  | 'tooManyLines'
  | 'qty'
  | 'cost'
  | 'rate'
  | 'email'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written "YYYY-MM-DD". */
export function isIsoDate(text: string): boolean {
  if (!isoDate.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

const wholeIn = (value: unknown, min: number, max: number): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A client's problems, by field: the name and a valid email are needed. */
export function checkInvoiceClient(client: Partial<Record<keyof InvoiceClient, unknown>>) {
  const problems: InvoiceProblems = {}
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  if (!hasVisibleText(text(client.name))) problems.name = 'required'
  if (!hasVisibleText(text(client.companyEmail))) problems.companyEmail = 'required'
  else if (!emailShape.test(trimInvisible(text(client.companyEmail))))
    problems.companyEmail = 'email'
  return problems
}

/**
 * An invoice's problems before it is saved: a client, two real dates with the due date not before
 * the issued one, 1 to 100 lines each with an item, a quantity from 1 and a cost from 0, rates
 * from 0 to 100 %. The server answers the same problems in its own words.
 */
export function checkInvoiceInput(input: {
  client: InvoiceClient | null
  issuedDate: string
  dueDate: string
  lines: readonly { item: string; cost: number | null; qty: number | null }[]
  discountRate: number | null
  taxRate: number | null
}): InvoiceProblems {
  const problems: InvoiceProblems = {}
  if (!input.client || !hasVisibleText(input.client.name)) problems.client = 'required'
  if (!input.issuedDate) problems.issuedDate = 'required'
  else if (!isIsoDate(input.issuedDate)) problems.issuedDate = 'date'
  if (!input.dueDate) problems.dueDate = 'required'
  else if (!isIsoDate(input.dueDate)) problems.dueDate = 'date'
  else if (!problems.issuedDate && input.dueDate < input.issuedDate)
    problems.dueDate = 'dueBeforeIssued'
  if (input.lines.length === 0) problems.lines = 'noLines'
  if (input.lines.length > maxInvoiceLines) problems.lines = 'tooManyLines'
  input.lines.forEach((line, index) => {
    if (!hasVisibleText(line.item)) problems[`lines.${index}.item`] = 'required'
    if (!wholeIn(line.qty, 1, maxLineQty)) problems[`lines.${index}.qty`] = 'qty'
    if (!wholeIn(line.cost, 0, maxLineCost)) problems[`lines.${index}.cost`] = 'cost'
  })
  if (!wholeIn(input.discountRate ?? 0, 0, maxRateBasisPoints)) problems.discountRate = 'rate'
  if (!wholeIn(input.taxRate ?? 0, 0, maxRateBasisPoints)) problems.taxRate = 'rate'
  return problems
}

/** An invoice's total from its own lines and rates. */
export const totalOf = (invoice: Pick<Invoice, 'lines' | 'discountRate' | 'taxRate'>) =>
  invoiceTotals(invoice.lines, invoice.discountRate, invoice.taxRate).total

/** The status a payment leaves: Paid at a balance of 0, Partial Payment before. */
export const statusAfterPayment = (balance: number): InvoiceStatus =>
  balance === 0 ? 'Paid' : 'Partial Payment'
