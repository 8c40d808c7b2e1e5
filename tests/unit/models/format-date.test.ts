import { describe, expect, it } from 'vitest'
import { formatShortDate, formatShortDateIn } from '@models/format/format-date'

describe('formatShortDate', () => {
  it('shows dates in en-US short form', () => {
    expect(formatShortDate(new Date('2020-04-12T10:00:00Z'), 'UTC')).toBe('Apr 12, 2020')
    expect(formatShortDate(new Date('2021-12-01T00:00:00Z'), 'UTC')).toBe('Dec 1, 2021')
  })

  it('accepts date strings and epoch milliseconds', () => {
    expect(formatShortDate('2020-04-12T10:00:00Z', 'UTC')).toBe('Apr 12, 2020')
    expect(formatShortDate(Date.UTC(2019, 0, 5, 12), 'UTC')).toBe('Jan 5, 2019')
  })

  it('shows the day in the given time zone', () => {
    const lateEvening = '2020-04-12T23:30:00Z'
    expect(formatShortDate(lateEvening, 'UTC')).toBe('Apr 12, 2020')
    expect(formatShortDate(lateEvening, 'Asia/Tokyo')).toBe('Apr 13, 2020')
  })

  it('shows a bare calendar date as that day in any time zone', () => {
    expect(formatShortDate('2020-04-12', 'America/Los_Angeles')).toBe('Apr 12, 2020')
    expect(formatShortDate('2020-04-12')).toBe('Apr 12, 2020')
  })

  it('shows nothing for invalid dates instead of throwing', () => {
    expect(formatShortDate('not a date', 'UTC')).toBe('')
    expect(formatShortDate('', 'UTC')).toBe('')
    expect(formatShortDate(new Date(Number.NaN), 'UTC')).toBe('')
    expect(formatShortDate(Number.NaN, 'UTC')).toBe('')
    expect(formatShortDate(null)).toBe('')
    expect(formatShortDate(undefined)).toBe('')
  })

  it('shows nothing for an unknown time zone instead of throwing', () => {
    expect(formatShortDate('2020-04-12T10:00:00Z', 'Mars/Olympus_Mons')).toBe('')
  })
})

describe('formatShortDateIn', () => {
  it('shows the short form in the reader’s language, English as en-US', () => {
    expect(formatShortDateIn('en', '2020-04-12')).toBe('Apr 12, 2020')
    expect(formatShortDateIn('fr', '2020-04-12')).toBe('12 avr. 2020')
    expect(formatShortDateIn('de', '2020-04-12')).toBe('12. Apr. 2020')
    expect(formatShortDateIn('pt', '2020-04-12')).toMatch(/^12 de abr\.? de 2020$/)
  })

  it('falls back to en-US for a language tag Intl cannot read', () => {
    expect(formatShortDateIn('', '2020-04-12')).toBe('Apr 12, 2020')
    expect(formatShortDateIn('not a language!', '2020-04-12')).toBe('Apr 12, 2020')
  })
})
