import { calendarCategories } from '@models/calendar/calendar'
import type { CalendarEventRow } from '@models/calendar/calendar-changes'
import type { LocalDatabase } from '@/services/local-store/local-database'
import type { LocalEventDraft } from '@models/local-store/local-events'
import type { Prefetched } from '@/services/prefetched'
import { startFirstLoad } from '@/services/local-store/first-load'
import { prefetchLocal } from '@/services/local-store/local-prefetch'
import { fetchCalendarEvents } from '@/services/calendar/calendar-api'

/*
 * The calendar in the local store (docs/architecture.md, "The local store"): what the screen
 * reads, and how the server's events come in. The store holds every event the user may see, so
 * that the category filter narrows them on the device: a filter change needs no request, and
 * works offline.
 */

/** The calendar screen's key, for its sync and its route's prefetch. */
export const calendarKey = 'calendar'

/** What the store holds for the calendar screen. */
export interface StoredCalendar {
  /** Every event, with the changes on their way applied. */
  events: CalendarEventRow[]
  /** Whether the server's events were ever stored (none at all is an answer too). */
  loaded: boolean
  /** The ids the server gave events added here, by the temporary ids they had. */
  renamed: Record<number, number>
}

/** What a store that never heard of the calendar holds. */
export const nothingStored: StoredCalendar = { events: [], loaded: false, renamed: {} }

/** Whether the store has something for the screen to show. */
export const hasCalendar = (stored: StoredCalendar) => stored.loaded || stored.events.length > 0

/**
 * Reads the calendar from the store, the events and the sync state in one transaction, so that
 * an event the server's answer renamed is found under its new id or in `renamed`, never lost
 * between the two.
 */
export function readCalendar(database: LocalDatabase): Promise<StoredCalendar> {
  return database.transaction('r', [database.calendarEvents, database.syncState], async () => {
    const [events, sync] = await Promise.all([
      database.calendarEvents.toArray(),
      database.syncState.get('calendar'),
    ])
    const renamed: Record<number, number> = {}
    for (const [from, to] of Object.entries(sync?.ids ?? {})) {
      if (from.startsWith('event:')) renamed[Number(from.slice(6))] = Number(to)
    }
    return { events, loaded: sync?.loadedAt !== undefined, renamed }
  })
}

/** Loads every category's events from the server: the event that records them. */
export async function loadCalendar(
  requestedAt: string,
  signal: AbortSignal,
): Promise<LocalEventDraft[]> {
  const events = await fetchCalendarEvents(calendarCategories, signal)
  return [{ type: 'calendar.received', requestedAt, events }]
}

/**
 * The route's prefetch: the first load from the server starts at navigation, and the events
 * stored are read, which the first render waits for (never for the network).
 */
export function prefetchCalendar(): Prefetched {
  startFirstLoad(calendarKey, loadCalendar)
  return {
    alsoNeeded: prefetchLocal(calendarKey, readCalendar, nothingStored, 'the calendar'),
  }
}
