import type { CalendarEvent } from '@models/calendar/calendar'
import {
  applyCalendarChange,
  eventOfChange,
  takeCalendarChange,
  withCalendarId,
  type CalendarChange,
} from '@models/calendar/calendar-changes'
import { wholeAreaProjection } from '../local-store/whole-area-projection'

/*
 * The calendar in the local store: the server's events, and the rows the screen reads, which are
 * those events with the changes on their way applied in order.
 */

export const calendarProjection = wholeAreaProjection<'calendar', CalendarEvent[], CalendarChange>({
  area: 'calendar',
  stores: ['calendarEvents'],
  empty: [],
  stateOf: (event) => (event.type === 'calendar.received' ? event.events : []),
  apply: applyCalendarChange,
  take: (events, change, output) =>
    takeCalendarChange(events, change, output as CalendarEvent | undefined),
  serverIds(change, output) {
    const stored = output as CalendarEvent | undefined
    return change.kind === 'add' && stored ? { [`event:${change.event.id}`]: stored.id } : {}
  },
  withIds(change, ids) {
    const to = ids[`event:${eventOfChange(change)}`]
    return to === undefined ? change : withCalendarId(change, eventOfChange(change), Number(to))
  },
  async write(stores, view, pending) {
    const touched = new Set(pending.map(eventOfChange))
    await stores.calendarEvents.clear()
    await stores.calendarEvents.bulkAdd(
      view.map((event) => ({ ...event, pending: touched.has(event.id) })),
    )
  },
})
