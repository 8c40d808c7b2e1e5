/**
 * Money is kept in integer cents, so that sums never drift (0.1 + 0.2 is not 0.3 in floating
 * point); it becomes a decimal only when written for a reader.
 */

/** The currency of the demo's money (invoices): the template's dollars. */
export const defaultCurrency = 'USD'

// Building an Intl formatter is costly next to using one, and a list formats many amounts.
const formatters = new Map<string, Intl.NumberFormat>()

/**
 * An amount of integer `cents` in the reader's language and the currency's own way:
 * "$1,234.50" in English, "1 234,50 $US" in French.
 */
export function formatCents(cents: number, language: string, currency = defaultCurrency): string {
  const key = `${language}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter.format(cents / 100)
}

/**
 * Cents from an amount typed in the currency with at most two decimals (1.15 → 115): rounded,
 * since 1.15 × 100 is 114.99999999999999 in floating point.
 */
export function centsOf(amount: number): number {
  return Math.round(amount * 100)
}

/** `percent` of `cents`, rounded to the nearest cent (half up): a discount on a line. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100)
}
