import {
  calendarCategories,
  calendarsParam,
  type CalendarCategory,
  type CalendarEvent,
} from '@models/calendar'
import { queryCache } from '@/services/app-query-cache'
import type { Query, QueryKey } from '@/services/query-cache'
import { fetchCalendarEvents } from '@/services/calendar/calendar-api'

/** Every selection's events the cache holds start with this key. */
export const calendarEventsKey: QueryKey = ['calendar']

/** The events of the selected categories, as the query cache keys them. */
export function calendarQuery(calendars: readonly CalendarCategory[]): Query<CalendarEvent[]> {
  return {
    key: [...calendarEventsKey, calendarsParam(calendars)],
    load: (signal) => fetchCalendarEvents(calendars, signal),
  }
}

/** The route's prefetch: the events of every category, the selection the screen opens on. */
export function prefetchCalendar(): void {
  queryCache.prefetch(calendarQuery(calendarCategories))
}
