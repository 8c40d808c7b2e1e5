import { formatShortDate } from '@models/format/format-date'

/*
 * Dates of the chat screens. Clock times and weekdays follow the reader's language; calendar
 * dates stay in en-US form, as SPEC.md section 9 asks (short in the list, long above a day).
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

// Building an Intl formatter costs far more than using one, and a list formats thousands of times.
function formatter(language: string, kind: string, options: Intl.DateTimeFormatOptions) {
  const cacheKey = `${language}|${kind}`
  let found = formatters.get(cacheKey)
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(language, options)
    } catch {
      // i18next may report 'cimode' or a tag Intl does not know; English is the app's fallback.
      found = new Intl.DateTimeFormat('en-US', options)
    }
    formatters.set(cacheKey, found)
  }
  return found
}

/** Reads an ISO 8601 time; undefined when it is missing or not a date. */
export function parseTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** The local calendar day of a time, as a key that sorts and compares ('2024-05-01'). */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** Whole local calendar days from `date` to `now` (0 today, 1 yesterday, negative in future). */
export function daysAgo(date: Date, now: Date): number {
  // Counted on UTC copies of the local dates, so a daylight-saving day of 23 or 25 hours still
  // counts as one day.
  const from = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())
  const to = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  return Math.round((to - from) / 86_400_000)
}

/** A clock time in the reader's language: "10:42 AM", "10:42". */
export function formatClock(date: Date, language: string): string {
  return formatter(language, 'clock', { hour: 'numeric', minute: '2-digit' }).format(date)
}

/** A weekday in the reader's language, "Mon" (short) or "Monday" (long). */
export function formatWeekday(date: Date, language: string, width: 'short' | 'long'): string {
  return formatter(language, `weekday-${width}`, { weekday: width }).format(date)
}

/** A calendar date in en-US long form: "April 12, 2020". */
export function formatLongDate(date: Date): string {
  return formatter('en-US', 'long-date', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date)
}

/**
 * The time of a chat in the contact list: the clock time today, the weekday within the past
 * week, else the en-US short date ("Apr 12, 2020").
 */
export function formatListTime(value: string | undefined, language: string, now: Date): string {
  const date = parseTime(value)
  if (!date) return ''
  const days = daysAgo(date, now)
  if (days === 0) return formatClock(date, language)
  if (days > 0 && days < 7) return formatWeekday(date, language, 'short')
  return formatShortDate(date)
}

/** What a day separator says, before translation of its words. */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'text'; text: string }

/** The label above a day's messages: Today, Yesterday, a weekday within a week, else a date. */
export function dayLabel(date: Date, language: string, now: Date): DayLabel {
  const days = daysAgo(date, now)
  if (days === 0) return { kind: 'today' }
  if (days === 1) return { kind: 'yesterday' }
  if (days > 1 && days < 7) return { kind: 'text', text: formatWeekday(date, language, 'long') }
  return { kind: 'text', text: formatLongDate(date) }
}
