import { describe, expect, it } from 'vitest'
import { dayLabel, daysAgo, formatListTime } from '@/components/chat/chat-dates'

const now = new Date(2024, 4, 15, 14, 0) // Wednesday 15 May 2024, 2 pm local time

describe('formatListTime', () => {
  it('shows the clock time for today', () => {
    expect(formatListTime(new Date(2024, 4, 15, 10, 42).toISOString(), 'en', now)).toMatch(
      /^10:42\sAM$/,
    )
  })

  it('shows the weekday within the past week, in the reader’s language', () => {
    const monday = new Date(2024, 4, 13, 9).toISOString()
    expect(formatListTime(monday, 'en', now)).toBe('Mon')
    expect(formatListTime(monday, 'de', now)).toBe(
      new Intl.DateTimeFormat('de', { weekday: 'short' }).format(new Date(monday)),
    )
  })

  it('shows the en-US short date before that', () => {
    expect(formatListTime(new Date(2024, 4, 8, 9).toISOString(), 'de', now)).toBe('May 8, 2024')
  })

  it('shows nothing for a missing or broken time', () => {
    expect(formatListTime(undefined, 'en', now)).toBe('')
    expect(formatListTime('not a date', 'en', now)).toBe('')
  })
})

describe('dayLabel', () => {
  it('says today, yesterday, a weekday or an en-US long date', () => {
    expect(dayLabel(new Date(2024, 4, 15, 1), 'en', now)).toEqual({ kind: 'today' })
    expect(dayLabel(new Date(2024, 4, 14, 23), 'en', now)).toEqual({ kind: 'yesterday' })
    expect(dayLabel(new Date(2024, 4, 10, 12), 'fr', now)).toEqual({
      kind: 'text',
      text: 'vendredi',
    })
    expect(dayLabel(new Date(2024, 4, 1, 12), 'fr', now)).toEqual({
      kind: 'text',
      text: 'May 1, 2024',
    })
  })

  it('counts calendar days, not 24-hour spans', () => {
    expect(daysAgo(new Date(2024, 4, 14, 23, 59), new Date(2024, 4, 15, 0, 1))).toBe(1)
    expect(daysAgo(new Date(2024, 4, 15, 0, 1), new Date(2024, 4, 15, 23, 59))).toBe(0)
  })
})
