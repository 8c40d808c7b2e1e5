import * as z from 'zod/mini'
import { optionalString } from '../format/optional-fields.ts'
import { hasVisibleText, trimInvisible } from '../format/visible-text.ts'

/*
 * The calendar (SPEC.md section 3 "Calendar event", section 4 "Calendar filters", section 7): the
 * demo endpoints' payloads, the domain event the screen works with, and the pure rules around it
 * (which events show, what a valid form is, how form values map to event dates).
 */

/** The five categories, in the order the sidebar lists them. */
export const calendarCategories = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarCategory = (typeof calendarCategories)[number]

/** Each category's colour, as the name of an app colour variable (`--danger`, `--primary`...). */
export const categoryColour: Record<CalendarCategory, string> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info',
}

export function isCalendarCategory(value: unknown): value is CalendarCategory {
  return calendarCategories.includes(value as CalendarCategory)
}

/** The people a guest is chosen from (demo data: there is no directory endpoint for guests). */
export const calendarGuests = [
  { name: 'Jane Foster', avatar: '/images/avatars/1.svg' },
  { name: 'Donna Frank', avatar: '/images/avatars/3.svg' },
  { name: 'Gabrielle Robertson', avatar: '/images/avatars/5.svg' },
  { name: 'Lori Spears', avatar: '/images/avatars/7.svg' },
  { name: 'Sandy Vega', avatar: '/images/avatars/9.svg' },
  { name: 'Cheryl May', avatar: '/images/avatars/11.svg' },
] as const

/** An event as the demo endpoints send and take it. */
export const apiCalendarEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  start: z.string(),
  end: optionalString,
  allDay: z.optional(z.boolean()),
  url: optionalString,
  extendedProps: z.object({
    calendar: z.enum(calendarCategories),
    guests: z.optional(z.nullable(z.array(z.string()))),
    location: optionalString,
    description: optionalString,
  }),
})
export type ApiCalendarEvent = z.infer<typeof apiCalendarEventSchema>

/** `GET /apps/calendar/events?calendars=...`: the events of the selected categories. */
export const calendarEventListSchema = z.array(apiCalendarEventSchema)

/** `POST add-event` and `POST update-event` answer with the event as stored. */
export const calendarEventReplySchema = z.object({ event: apiCalendarEventSchema })

/** `POST /wm/v3/events` (the real API) answers with a message for the user. */
export const eventCreatedReplySchema = z.object({ message: z.string() })

/** An event as the screen knows it. Dates are ISO 8601; an all-day event has date-only ones. */
export interface CalendarEvent {
  id: number
  title: string
  start: string
  /** Exclusive, as FullCalendar counts it; null when the event has no end of its own. */
  end: string | null
  allDay: boolean
  url: string
  category: CalendarCategory
  guests: string[]
  location: string
  description: string
}

/** What the form edits: an event without its id. */
export type EventFields = Omit<CalendarEvent, 'id'>

export function toCalendarEvent(dto: ApiCalendarEvent): CalendarEvent {
  return {
    id: dto.id,
    title: dto.title,
    start: dto.start,
    end: dto.end ?? null,
    allDay: dto.allDay ?? false,
    url: dto.url ?? '',
    category: dto.extendedProps.calendar,
    guests: dto.extendedProps.guests ?? [],
    location: dto.extendedProps.location ?? '',
    description: dto.extendedProps.description ?? '',
  }
}

/** The payload of add-event (without an id) and update-event. */
export function toApiEvent(event: EventFields & { id?: number }): Omit<ApiCalendarEvent, 'id'> & {
  id?: number
} {
  return {
    ...(event.id === undefined ? {} : { id: event.id }),
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    url: event.url,
    extendedProps: {
      calendar: event.category,
      guests: event.guests,
      location: event.location,
      description: event.description,
    },
  }
}

/** The events a user sees: exactly those whose category is selected. */
export function visibleEvents<E extends CalendarEvent>(
  events: readonly E[],
  selected: readonly CalendarCategory[],
): E[] {
  return events.filter((event) => selected.includes(event.category))
}

/**
 * The `calendars` query parameter: the selected categories as one comma list, in the sidebar's
 * order. The template passed its list in the request config, not the URL; a comma list keeps the
 * URL short and readable (the demo server also accepts the parameter repeated).
 */
export function calendarsParam(selected: readonly CalendarCategory[]): string {
  return calendarCategories.filter((category) => selected.includes(category)).join(',')
}

/** Reads a `calendars` query: a comma list or repeated parameters; unknown names are ignored. */
export function parseCalendarsParam(values: readonly string[]): CalendarCategory[] {
  const named = new Set(values.flatMap((value) => value.split(',')).map((name) => name.trim()))
  return calendarCategories.filter((category) => named.has(category))
}

/* ---------- the form ---------- */

/** The form's values as the inputs hold them (`date` or `datetime-local` strings). */
export interface EventForm {
  title: string
  category: CalendarCategory
  /** `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:mm` in the browser's zone. */
  start: string
  /** Inclusive: the last day of an all-day event, the end time of a timed one. May be empty. */
  end: string
  allDay: boolean
  url: string
  description: string
  guests: string[]
  location: string
}

export type EventFormErrors = Partial<Record<'title' | 'start' | 'end' | 'url', string>>

const pad = (value: number) => String(value).padStart(2, '0')

/** `YYYY-MM-DD` of a date in the browser's zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** `YYYY-MM-DDTHH:mm` of a date in the browser's zone. */
export function localDateTime(date: Date): string {
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** Parses `YYYY-MM-DD` as local midnight (Date's own parser takes it as UTC). */
function parseDay(day: string): Date {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number)
  return new Date(year!, (month ?? 1) - 1, date ?? 1)
}

function addDays(day: string, days: number): string {
  const date = parseDay(day)
  date.setDate(date.getDate() + days)
  return localDay(date)
}

/** A date of an event (ISO or date-only) as the input of its kind shows it. */
function toInput(value: string, allDay: boolean): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return allDay ? value : `${value}T00:00`
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return allDay ? localDay(date) : localDateTime(date)
}

/** The form for an existing event; an all-day end is shown as its last day, not the day after. */
export function formOfEvent(event: CalendarEvent): EventForm {
  const start = toInput(event.start, event.allDay)
  let end = event.end ? toInput(event.end, event.allDay) : ''
  if (event.allDay && end) end = addDays(end, -1)
  if (event.allDay && end && end < start) end = start
  return {
    title: event.title,
    category: event.category,
    start,
    end,
    allDay: event.allDay,
    url: event.url,
    description: event.description,
    guests: [...event.guests],
    location: event.location,
  }
}

/** An empty form: a timed hour from the next full hour of `at`, or a whole day when `allDay`. */
export function blankForm(
  at: Date,
  allDay = false,
  category: CalendarCategory = 'Business',
): EventForm {
  const start = new Date(at)
  if (!allDay) start.setHours(start.getHours() + 1, 0, 0, 0)
  const end = new Date(start.getTime() + 60 * 60 * 1000)
  return {
    title: '',
    category,
    start: allDay ? localDay(start) : localDateTime(start),
    end: allDay ? localDay(start) : localDateTime(end),
    allDay,
    url: '',
    description: '',
    guests: [],
    location: '',
  }
}

/** Switches the form between all day and timed, keeping the days chosen. */
export function withAllDay(form: EventForm, allDay: boolean): EventForm {
  if (form.allDay === allDay) return form
  const start = form.start.slice(0, 10)
  const end = form.end.slice(0, 10)
  return allDay
    ? { ...form, allDay, start, end }
    : { ...form, allDay, start: start && `${start}T09:00`, end: end && `${end}T10:00` }
}

function isValidUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** The form's problems as translation keys under `calendar.form.errors`; empty when it is valid. */
export function validateEventForm(form: EventForm): EventFormErrors {
  const errors: EventFormErrors = {}
  if (!hasVisibleText(form.title)) errors.title = 'titleRequired'
  const startOk = form.allDay
    ? /^\d{4}-\d{2}-\d{2}$/.test(form.start)
    : !Number.isNaN(new Date(form.start).getTime()) && form.start !== ''
  if (!startOk) errors.start = 'startRequired'
  else if (form.end !== '' && form.end < form.start) errors.end = 'endBeforeStart'
  if (form.url.trim() !== '' && !isValidUrl(form.url.trim())) errors.url = 'urlInvalid'
  return errors
}

/** The event fields of a valid form: all-day ends become exclusive, times become ISO instants. */
export function fieldsOfForm(form: EventForm): EventFields {
  const start = form.allDay ? form.start : new Date(form.start).toISOString()
  let end: string | null = null
  if (form.end !== '') end = form.allDay ? addDays(form.end, 1) : new Date(form.end).toISOString()
  return {
    title: trimInvisible(form.title),
    start,
    end,
    allDay: form.allDay,
    url: form.url.trim(),
    category: form.category,
    guests: [...form.guests],
    location: form.location.trim(),
    description: form.description.trim(),
  }
}

/** The form for a range chosen on the calendar (its end exclusive, as FullCalendar gives it). */
export function formOfRange(
  start: Date,
  end: Date,
  allDay: boolean,
  category: CalendarCategory = 'Business',
): EventForm {
  if (!allDay) {
    return {
      ...blankForm(start, false, category),
      start: localDateTime(start),
      end: localDateTime(end),
    }
  }
  const lastDay = new Date(end)
  lastDay.setDate(lastDay.getDate() - 1)
  const last = localDay(lastDay) < localDay(start) ? localDay(start) : localDay(lastDay)
  return { ...blankForm(start, true, category), start: localDay(start), end: last }
}

/**
 * An event after a drag or resize: its new dates as FullCalendar reports them (all-day dates
 * become date-only strings in the browser's zone, times ISO instants).
 */
export function movedEvent(
  original: CalendarEvent,
  at: { start: Date; end: Date | null; allDay: boolean },
): CalendarEvent {
  const write = (date: Date) => (at.allDay ? localDay(date) : date.toISOString())
  return {
    ...original,
    allDay: at.allDay,
    start: write(at.start),
    end: at.end ? write(at.end) : null,
  }
}
