import { passesLuhn } from './checkout.ts'

export { passesLuhn }

/*
 * A payment card's number as a person types it: which brand it is (from its first digits, the
 * issuer's prefix), whether it has that brand's length, and whether it passes the Luhn check that
 * catches a mistyped digit. Pure functions, so the add-card dialog and its tests check the same
 * things; the checkout's payment step uses the same Luhn check (`models/shop/checkout.ts`).
 */

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners'] as const
export type CardBrand = (typeof cardBrands)[number]

interface BrandRule {
  brand: CardBrand
  /** Whether the number's leading digits are this brand's. */
  starts: (digits: string) => boolean
  /** The lengths its numbers have. */
  lengths: readonly number[]
}

/** The first `count` digits as a number, or -1 when there are not that many yet. */
const prefix = (digits: string, count: number) =>
  digits.length >= count ? Number(digits.slice(0, count)) : -1
const within = (value: number, low: number, high: number) => value >= low && value <= high

// The issuers' published prefixes (ISO/IEC 7812 issuer identification numbers).
const rules: readonly BrandRule[] = [
  { brand: 'visa', starts: (d) => d.startsWith('4'), lengths: [13, 16, 19] },
  {
    brand: 'mastercard',
    starts: (d) => within(prefix(d, 2), 51, 55) || within(prefix(d, 4), 2221, 2720),
    lengths: [16],
  },
  { brand: 'amex', starts: (d) => /^3[47]/.test(d), lengths: [15] },
  {
    brand: 'discover',
    starts: (d) => d.startsWith('6011') || d.startsWith('65') || within(prefix(d, 3), 644, 649),
    lengths: [16, 17, 18, 19],
  },
  { brand: 'jcb', starts: (d) => within(prefix(d, 4), 3528, 3589), lengths: [16, 17, 18, 19] },
  {
    brand: 'diners',
    starts: (d) => within(prefix(d, 3), 300, 305) || /^3[689]/.test(d),
    lengths: [14, 15, 16, 17, 18, 19],
  },
]

/** The digits of a typed number: spaces and dashes between groups are left out. */
export const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '')

/** The brand a number's first digits name, or null when they name none this app knows. */
export function cardBrandOf(typed: string): CardBrand | null {
  const digits = cardDigits(typed)
  if (!/^\d+$/.test(digits)) return null
  return rules.find((rule) => rule.starts(digits))?.brand ?? null
}

/** Why a card number is refused: the last part of a translation key. */
export type CardNumberProblem = 'required' | 'digits' | 'length' | 'luhn'

/**
 * What is wrong with a typed card number, or null when it can be a real card: only digits (with
 * spaces or dashes between groups), 12 to 19 of them, its brand's length when the brand is known,
 * and the Luhn check.
 */
export function cardNumberProblem(typed: string): CardNumberProblem | null {
  const digits = cardDigits(typed)
  if (digits === '') return 'required'
  if (!/^\d+$/.test(digits)) return 'digits'
  const rule = rules.find((candidate) => candidate.starts(digits))
  if (digits.length < 12 || digits.length > 19) return 'length'
  if (rule && !rule.lengths.includes(digits.length)) return 'length'
  return passesLuhn(digits) ? null : 'luhn'
}

/**
 * The number in the groups printed on the card: 4-6-5 for American Express and Diners' 14
 * digits, fours for the rest. Anything but digits is left as typed.
 */
export function groupCardNumber(typed: string): string {
  const digits = cardDigits(typed)
  if (!/^\d+$/.test(digits)) return typed
  const brand = cardBrandOf(digits)
  const sizes = brand === 'amex' || (brand === 'diners' && digits.length === 14) ? [4, 6, 5] : []
  const groups: string[] = []
  let at = 0
  for (const size of sizes) {
    if (at >= digits.length) break
    groups.push(digits.slice(at, at + size))
    at += size
  }
  while (at < digits.length) {
    groups.push(digits.slice(at, at + 4))
    at += 4
  }
  return groups.join(' ')
}

/** The check digit that makes `body` followed by it pass the Luhn check. */
export function luhnCheckDigit(body: string): number {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${body}${digit}`)) return digit
  }
  return 0
}
