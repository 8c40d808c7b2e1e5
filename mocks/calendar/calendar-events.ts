import type { ApiCalendarEvent, CalendarCategory } from '../../models/calendar/calendar.ts'
import { defineStore } from '../server/store.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

type StoredEvent = ApiCalendarEvent

interface SeedRow {
  title: string
  calendar: CalendarCategory
  /** Days from the first of the current month. */
  day: number
  /** Start hour, or null for an all-day event. */
  hour: number | null
  /** Length: days for an all-day event, hours for a timed one. */
  length: number
  url?: string
  location?: string
  description?: string
}

// The template's sample events, placed around the current month so that its view is never empty.
const seedRows: SeedRow[] = [
  { title: 'Design Review', calendar: 'Business', day: 2, hour: 10, length: 1, location: 'Room 4' },
  {
    title: 'Meeting With Client',
    calendar: 'Business',
    day: 5,
    hour: 14,
    length: 2,
    description: 'Quarterly planning with Acme.',
  },
  {
    title: 'Family Trip',
    calendar: 'Family',
    day: 8,
    hour: null,
    length: 3,
    location: 'Lake house',
  },
  { title: "Doctor's Appointment", calendar: 'Personal', day: 11, hour: 9, length: 1 },
  { title: 'Dart Game?', calendar: 'ETC', day: 13, hour: null, length: 1 },
  { title: 'Meditation', calendar: 'Personal', day: 15, hour: 7, length: 1 },
  { title: 'Dinner', calendar: 'Family', day: 15, hour: 19, length: 2 },
  {
    title: 'Product Review',
    calendar: 'Business',
    day: 18,
    hour: 11,
    length: 1,
    url: 'https://example.com/review',
  },
  { title: 'Monthly Meeting', calendar: 'Business', day: 22, hour: 15, length: 1 },
  { title: 'Monthly Checkup', calendar: 'Personal', day: 25, hour: null, length: 1 },
  { title: 'Company Holiday', calendar: 'Holiday', day: 26, hour: null, length: 2 },
  { title: 'Team Lunch', calendar: 'ETC', day: 20, hour: 12, length: 1 },
  { title: 'Public Holiday', calendar: 'Holiday', day: -3, hour: null, length: 1 },
  { title: 'Budget Planning', calendar: 'Business', day: 34, hour: 10, length: 2 },
]

const guestNames = [
  'Jane Foster',
  'Donna Frank',
  'Gabrielle Robertson',
  'Lori Spears',
  'Sandy Vega',
  'Cheryl May',
]

const pad = (value: number) => String(value).padStart(2, '0')
const dayString = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

/**
 * The seed, relative to the month of `now` (UTC): all-day events get date-only strings, timed
 * ones UTC instants, so a reset gives the same events wherever the server runs.
 */
export function seedCalendarEvents(now: Date = new Date()): StoredEvent[] {
  const random = seededRandom(2611)
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  return seedRows.map((row, index) => {
    const startDay = new Date(first + (row.day - 1) * 86_400_000)
    const guests = guestNames.filter(() => random() < 0.35)
    if (guests.length === 0) guests.push(pick(random, guestNames))
    let start: string
    let end: string
    if (row.hour === null) {
      start = dayString(startDay)
      end = dayString(new Date(startDay.getTime() + row.length * 86_400_000))
    } else {
      const at = startDay.getTime() + row.hour * 3_600_000
      start = new Date(at).toISOString()
      end = new Date(at + row.length * 3_600_000).toISOString()
    }
    return {
      id: index + 1,
      title: row.title,
      start,
      end,
      allDay: row.hour === null,
      url: row.url ?? '',
      extendedProps: {
        calendar: row.calendar,
        guests,
        location: row.location ?? '',
        description: row.description ?? '',
      },
    }
  })
}

/** The events of the demo calendar. */
export const calendarEventStore = defineStore(() => seedCalendarEvents())

const copy = (event: StoredEvent): StoredEvent => structuredClone(event)

export function listCalendarEvents(categories: readonly CalendarCategory[]): StoredEvent[] {
  return calendarEventStore
    .get()
    .filter((event) => categories.includes(event.extendedProps.calendar))
    .map(copy)
}

/** Stores a new event under the next id (the highest plus one). */
export function addCalendarEvent(event: Omit<StoredEvent, 'id'>): StoredEvent {
  const events = calendarEventStore.get()
  const id = events.reduce((max, item) => Math.max(max, item.id), 0) + 1
  const stored = { ...copy({ ...event, id }) }
  events.push(stored)
  return copy(stored)
}

/** Replaces an event; undefined when there is none with its id. */
export function updateCalendarEvent(event: StoredEvent): StoredEvent | undefined {
  const events = calendarEventStore.get()
  const index = events.findIndex((item) => item.id === event.id)
  if (index < 0) return undefined
  events[index] = copy(event)
  return copy(event)
}

export function removeCalendarEvent(id: number): boolean {
  const events = calendarEventStore.get()
  const index = events.findIndex((item) => item.id === id)
  if (index < 0) return false
  events.splice(index, 1)
  return true
}
