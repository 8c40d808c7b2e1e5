import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  cardBrandOf,
  cardNumberProblem,
  groupCardNumber,
  luhnCheckDigit,
  passesLuhn,
} from '@models/shop/card-number'

// The card networks' published test numbers.
const testCards: [string, string][] = [
  ['4242 4242 4242 4242', 'visa'],
  ['4111111111111111', 'visa'],
  ['5555 5555 5555 4444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['3782 822463 10005', 'amex'],
  ['371449635398431', 'amex'],
  ['6011 1111 1111 1117', 'discover'],
  ['3530111333300000', 'jcb'],
  ['36227206271667', 'diners'],
]

describe('card numbers', () => {
  it.each(testCards)('%s is a valid %s card', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand)
    expect(cardNumberProblem(number)).toBeNull()
  })

  it('passes the Luhn check only with the right check digit', () => {
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('says why a number is refused', () => {
    expect(cardNumberProblem('')).toBe('required')
    expect(cardNumberProblem('   ')).toBe('required')
    expect(cardNumberProblem('4242 4242 abcd 4242')).toBe('digits')
    expect(cardNumberProblem('4242 4242 42')).toBe('length')
    // A Visa number of 15 digits, though it passes Luhn, is no Visa card.
    expect(cardNumberProblem('424242424242426')).toBe('length')
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('luhn')
  })

  it('knows no brand for an unknown prefix or too few digits', () => {
    expect(cardBrandOf('9999 9999')).toBeNull()
    expect(cardBrandOf('')).toBeNull()
    expect(cardBrandOf('5')).toBeNull()
    expect(cardBrandOf('51')).toBe('mastercard')
    expect(cardBrandOf('4')).toBe('visa')
  })

  it('groups the digits as they are printed on the card', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(groupCardNumber('42424')).toBe('4242 4')
    expect(groupCardNumber('')).toBe('')
  })

  it('property: a number ending in its check digit passes; one digit changed fails', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const number = `${body}${luhnCheckDigit(body)}`
          expect(passesLuhn(number)).toBe(true)
          const at = position % number.length
          const changed = (Number(number[at]) + shift) % 10
          const typo = `${number.slice(0, at)}${changed}${number.slice(at + 1)}`
          expect(passesLuhn(typo)).toBe(false)
        },
      ),
    )
  })

  it('property: spaces and dashes between groups change nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...testCards.map(([number]) => number)), (number) => {
        const bare = number.replace(/\s/g, '')
        const dashed = groupCardNumber(bare).replace(/ /g, '-')
        expect(cardNumberProblem(dashed)).toBe(cardNumberProblem(bare))
        expect(cardBrandOf(dashed)).toBe(cardBrandOf(bare))
      }),
    )
  })
})
