import { describe, expect, it } from 'vitest'
import { formatCount } from '@models/format/format-count'

describe('formatCount', () => {
  it('shows counts up to 999 as they are', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(7)).toBe('7')
    expect(formatCount(999)).toBe('999')
  })

  it('shows counts over 999 in thousands with one decimal and the letter k', () => {
    expect(formatCount(1234)).toBe('1.2k')
    expect(formatCount(1500)).toBe('1.5k')
    expect(formatCount(25_960)).toBe('26k')
  })

  it('drops a trailing .0 so a round thousand reads 1k', () => {
    expect(formatCount(1000)).toBe('1k')
    expect(formatCount(1049)).toBe('1k')
    expect(formatCount(2000)).toBe('2k')
  })

  it('rounds the decimal half up', () => {
    expect(formatCount(1050)).toBe('1.1k')
    expect(formatCount(1149)).toBe('1.1k')
    expect(formatCount(1150)).toBe('1.2k')
  })

  it('stays in thousands for large counts, with no M', () => {
    expect(formatCount(999_999)).toBe('1000k')
    expect(formatCount(1_234_567)).toBe('1234.6k')
  })

  it('rounds fractional counts before deciding on thousands', () => {
    expect(formatCount(999.4)).toBe('999')
    expect(formatCount(999.6)).toBe('1k')
  })

  it('keeps the sign of negative counts', () => {
    expect(formatCount(-5)).toBe('-5')
    expect(formatCount(-1500)).toBe('-1.5k')
    expect(formatCount(-0.2)).toBe('0')
  })

  it('shows 0 for counts that are not numbers', () => {
    expect(formatCount(Number.NaN)).toBe('0')
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0')
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe('0')
  })
})
