import { formatShortDate } from '@models/format/format-date'

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

function validDate(iso: string): Date | null {
  const date = new Date(iso)
  return iso && !Number.isNaN(date.getTime()) ? date : null
}

/** A list time: the hour for today's messages, the date for older ones (en-US, SPEC.md 9). */
export function listTime(iso: string, now: Date = new Date()): string {
  const date = validDate(iso)
  if (!date) return ''
  return date.toDateString() === now.toDateString()
    ? timeFormat.format(date)
    : formatShortDate(date)
}

/** A full time for the reading pane: "Nov 20, 2026, 3:05 PM". */
export function fullTime(iso: string): string {
  const date = validDate(iso)
  return date ? `${formatShortDate(date)}, ${timeFormat.format(date)}` : ''
}
