/**
 * Money is kept in integer cents, so that sums never drift (0.1 + 0.2 is not 0.3 in floating
 * point); it becomes a decimal only when written for a reader.
 */

/** The currency of the demo data. */
export const currency = 'USD'

/** `cents` written as the language writes money: "$1,299.00", "1 299,00 $US", "1.299,00 $". */
export function formatCents(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100)
}

/** `percent` of `cents`, rounded to the nearest cent (half up): a discount on a line. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100)
}
