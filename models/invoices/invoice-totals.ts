/*
 * An invoice's money, in integer cents so that totals never drift: each line is its quantity
 * times its cost, the discount and the tax are rates in basis points (hundredths of a percent,
 * 2 150 is 21.5 %) rounded to the cent once each, half up. The form, the preview and the demo
 * server all compute an invoice's totals here.
 */

/** One line of an invoice: what was sold and how many, at what cost each (in cents). */
export interface InvoiceLineAmounts {
  /** Cents, a whole number from 0. */
  cost: number
  /** A whole number from 1. */
  qty: number
}

export interface InvoiceTotals {
  /** The lines added up. */
  subtotal: number
  /** Taken off the subtotal. */
  discount: number
  /** On the subtotal less the discount. */
  tax: number
  /** subtotal − discount + tax. */
  total: number
}

/** The largest rate: 100 %. */
export const maxRateBasisPoints = 10_000

/** The largest cost of one line's unit, in cents (10 million in the currency). */
export const maxLineCost = 1_000_000_000
/** The largest quantity of one line. */
export const maxLineQty = 100_000
/** The most lines an invoice holds. */
export const maxInvoiceLines = 100

/** One line's amount: quantity × cost, in cents. */
export const lineAmount = (line: InvoiceLineAmounts): number => line.cost * line.qty

/**
 * `rate` basis points of `amount` cents, rounded to the cent half up, in whole numbers only: no
 * float ever stands between two cents.
 */
export function rateOf(amount: number, rate: number): number {
  const product = BigInt(amount) * BigInt(rate)
  return Number((product + 5_000n) / 10_000n)
}

/** The totals of `lines` with a discount and a tax rate, in basis points. */
export function invoiceTotals(
  lines: readonly InvoiceLineAmounts[],
  discountRate: number,
  taxRate: number,
): InvoiceTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0)
  const discount = rateOf(subtotal, discountRate)
  const tax = rateOf(subtotal - discount, taxRate)
  return { subtotal, discount, tax, total: subtotal - discount + tax }
}
