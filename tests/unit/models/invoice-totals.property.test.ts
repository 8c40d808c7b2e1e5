import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  invoiceTotals,
  lineAmount,
  maxLineCost,
  maxLineQty,
  maxRateBasisPoints,
  rateOf,
} from '@models/invoices/invoice-totals'
import {
  basisPointsOf,
  draftTotals,
  inputOf,
  type InvoiceDraft,
} from '@models/invoices/invoice-draft'
import { totalOf } from '@models/invoices/invoices'

const line = fc.record({
  cost: fc.integer({ min: 0, max: maxLineCost }),
  qty: fc.integer({ min: 1, max: maxLineQty }),
})
const lines = fc.array(line, { minLength: 0, maxLength: 100 })
const rate = fc.integer({ min: 0, max: maxRateBasisPoints })

describe('invoice totals in integer cents', () => {
  it('add the lines up to the subtotal, and subtotal − discount + tax to the total, in whole cents', () => {
    fc.assert(
      fc.property(lines, rate, rate, (items, discountRate, taxRate) => {
        const totals = invoiceTotals(items, discountRate, taxRate)
        const sum = items.reduce((total, item) => total + item.cost * item.qty, 0)
        expect(totals.subtotal).toBe(sum)
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.tax)
        for (const amount of Object.values(totals)) {
          expect(Number.isSafeInteger(amount)).toBe(true)
          expect(amount).toBeGreaterThanOrEqual(0)
        }
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
      }),
    )
  })

  it('do not depend on the order of the lines, nor on how a line is split', () => {
    fc.assert(
      fc.property(lines, rate, rate, fc.nat(), (items, discountRate, taxRate, seed) => {
        const shuffled = [...items].sort((a, b) => ((a.cost ^ seed) % 7) - ((b.cost ^ seed) % 7))
        expect(invoiceTotals(shuffled, discountRate, taxRate)).toEqual(
          invoiceTotals(items, discountRate, taxRate),
        )
        // A line of 3 × cost is the same money as three lines of 1 × cost.
        const split = items.flatMap((item) =>
          item.qty <= 5 ? Array.from({ length: item.qty }, () => ({ ...item, qty: 1 })) : [item],
        )
        expect(invoiceTotals(split, discountRate, taxRate)).toEqual(
          invoiceTotals(items, discountRate, taxRate),
        )
      }),
    )
  })

  it('rounds a rate to the nearest cent, half up, exactly as arithmetic on rationals does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxLineCost * 10 }), rate, (amount, basisPoints) => {
        const exact = (BigInt(amount) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n
        expect(rateOf(amount, basisPoints)).toBe(Number(exact))
        expect(
          Math.abs(rateOf(amount, basisPoints) * 10_000 - amount * basisPoints),
        ).toBeLessThanOrEqual(5_000)
      }),
    )
  })

  it('the form computes, sends and the server stores the same total for what is typed', () => {
    const typedLine = fc.record({
      key: fc.nat(),
      item: fc.string({ minLength: 1 }),
      description: fc.string(),
      cost: fc.option(fc.integer({ min: 0, max: maxLineCost }), { nil: null }),
      qty: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    })
    const percent = fc.option(
      fc.integer({ min: 0, max: 10_000 }).map((points) => points / 100),
      { nil: null },
    )
    fc.assert(
      fc.property(
        fc.array(typedLine, { maxLength: 20 }),
        percent,
        percent,
        (typed, discount, tax) => {
          const draft: InvoiceDraft = {
            client: null,
            issuedDate: '2026-01-01',
            dueDate: '2026-01-31',
            lines: typed,
            discountPercent: discount,
            taxPercent: tax,
            salesperson: '',
            note: '',
          }
          const shown = draftTotals(draft)
          const sent = inputOf(draft)
          expect(sent.discountRate).toBe(basisPointsOf(discount))
          expect(totalOf(sent)).toBe(shown.total)
          expect(shown.subtotal).toBe(sent.lines.reduce((sum, each) => sum + lineAmount(each), 0))
        },
      ),
    )
  })

  it('gives the worked example of a tax on a discounted subtotal', () => {
    // 3 × $251.50 + $771.50 = $1,526.00; 10 % off = $152.60; 21.5 % tax on $1,373.40 = $295.28.
    const totals = invoiceTotals(
      [
        { cost: 25_150, qty: 3 },
        { cost: 77_150, qty: 1 },
      ],
      1_000,
      2_150,
    )
    expect(totals).toEqual({ subtotal: 152_600, discount: 15_260, tax: 29_528, total: 166_868 })
  })
})
