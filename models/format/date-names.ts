/**
 * The names and conventions of dates in a language, from the browser's own data (Intl): what a
 * date picker needs to speak the reader's language without a list of month names per language.
 */
export interface DateNames {
  /** January first. */
  monthNames: string[]
  monthNamesShort: string[]
  /** Sunday first, as date pickers index them. */
  dayNames: string[]
  dayNamesShort: string[]
  /** Two letters each, for a calendar's column heads. */
  dayNamesMin: string[]
  /** 0 for Sunday, 1 for Monday. */
  firstDayOfWeek: number
  /** A day as the language writes it with digits, in PrimeReact's notation: `dd/mm/yy`, `mm/dd/yy`. */
  dateFormat: string
}

const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2021, month, 1))
// 3 January 2021 was a Sunday.
const weekdays = Array.from({ length: 7 }, (_, day) => Date.UTC(2021, 0, 3 + day))

function names(language: string, moments: number[], options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
  return moments.map((moment) => format.format(moment))
}

/** Intl's week data: `getWeekInfo()` in newer engines, the `weekInfo` getter in older ones. */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number }
  weekInfo?: { firstDay: number }
}

function firstDayOf(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & WeekInfoLocale
    const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay
    // Intl counts Monday 1 to Sunday 7.
    if (firstDay !== undefined) return firstDay % 7
  } catch {
    // An engine without week data: the common default below.
  }
  return language.startsWith('en') ? 0 : 1
}

function dateFormatOf(language: string): string {
  const parts = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(2021, 11, 31))
  const notation: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
    day: 'dd',
    month: 'mm',
    // PrimeReact's `yy` is the year in four digits.
    year: 'yy',
  }
  return parts.map((part) => notation[part.type] ?? part.value).join('')
}

/** "dim." → "Di", "So" → "So", "Sun" → "Su". */
const twoLetters = (name: string) => {
  const letters = name.replace(/\./g, '').slice(0, 2)
  return letters.charAt(0).toLocaleUpperCase() + letters.slice(1)
}

export function dateNamesOf(language: string): DateNames {
  const dayNamesShort = names(language, weekdays, { weekday: 'short' })
  return {
    monthNames: names(language, months, { month: 'long' }),
    monthNamesShort: names(language, months, { month: 'short' }),
    dayNames: names(language, weekdays, { weekday: 'long' }),
    dayNamesShort,
    dayNamesMin: dayNamesShort.map(twoLetters),
    firstDayOfWeek: firstDayOf(language),
    dateFormat: dateFormatOf(language),
  }
}
