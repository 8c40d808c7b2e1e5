/** A calendar day written `YYYY-MM-DD`, without time or zone: a due date, a start date. */

const pad = (value: number) => String(value).padStart(2, '0')

/** The day of a date in local time, `YYYY-MM-DD`. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A `YYYY-MM-DD` day as a local date at midnight, or null when it is not a real day. */
export function dateOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const value = new Date(year, month - 1, date)
  return value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date
    ? value
    : null
}
