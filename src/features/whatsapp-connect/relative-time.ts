const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs

/**
 * How long ago `from` was at `now`, in the reader's language: "16 days ago", "yesterday",
 * "3 hours ago", "now". Whole units, rounded down: 23 hours is "23 hours ago", not "yesterday".
 * A time ahead of `now` (clocks that disagree) is "now".
 */
export function relativeTime(from: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  const elapsed = Math.max(0, now.getTime() - from.getTime())
  if (elapsed >= dayMs) return format.format(-Math.floor(elapsed / dayMs), 'day')
  if (elapsed >= hourMs) return format.format(-Math.floor(elapsed / hourMs), 'hour')
  if (elapsed >= minuteMs) return format.format(-Math.floor(elapsed / minuteMs), 'minute')
  return format.format(0, 'second')
}
