/** Accepted by formatShortDate: a Date, a date string, or epoch milliseconds. */
export type DateInput = Date | string | number

// A bare ISO calendar date ("2020-04-12") names a day, not an instant; JavaScript reads it as UTC
// midnight, which a zone west of UTC would show as the day before.
const ISO_CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

// Building an Intl formatter is costly next to using one, and lists format many dates.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string | undefined, locale = 'en-US'): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

function toDate(value: unknown): Date | undefined {
  // null would become the epoch and booleans 0 or 1: neither is a date someone meant.
  if (value instanceof Date) return value
  if (typeof value === 'number' || typeof value === 'string') {
    if (typeof value === 'string' && value.trim() === '') return undefined
    return new Date(value)
  }
  return undefined
}

/**
 * Shows a date in en-US short form, as SPEC.md section 9 asks: "Apr 12, 2020".
 * `timeZone` is an IANA zone name; by default the browser's own zone is used. A bare ISO
 * calendar date ("2020-04-12") is always shown as that day, whatever the zone.
 * Never throws: an invalid date, an unsupported input or an unknown time zone gives "".
 */
export function formatShortDate(value: DateInput | null | undefined, timeZone?: string): string {
  return formatShortDateIn('en-US', value, timeZone)
}

/** The locale Intl formats `language` in: en-US for English and for a language it does not know. */
function localeOf(language: string): string {
  if (language === 'en') return 'en-US'
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language).length > 0 ? language : 'en-US'
  } catch {
    // A malformed language tag.
    return 'en-US'
  }
}

/**
 * {@link formatShortDate} in the reader's language: the same short form, in that language's words
 * and order ("Apr 12, 2020" in English, "12 avr. 2020" in French). English is en-US, as SPEC.md
 * section 9 asks; a language Intl does not know falls back to it.
 */
export function formatShortDateIn(
  language: string,
  value: DateInput | null | undefined,
  timeZone?: string,
): string {
  const date = toDate(value)
  if (!date || Number.isNaN(date.getTime())) return ''
  const zone = typeof value === 'string' && ISO_CALENDAR_DATE.test(value.trim()) ? 'UTC' : timeZone
  try {
    return formatterFor(zone, localeOf(language)).format(date)
  } catch {
    // Intl throws a RangeError for an unknown zone and for dates beyond its range.
    return ''
  }
}
