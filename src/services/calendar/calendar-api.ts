import {
  calendarEventListSchema,
  calendarEventReplySchema,
  calendarsParam,
  eventCreatedReplySchema,
  toApiEvent,
  toCalendarEvent,
  type CalendarCategory,
  type CalendarEvent,
  type EventFields,
} from '@models/calendar/calendar'
import { realApi } from '../app-config'
import { http } from '../http'
import { parseResponse } from '../parse-response'

/*
 * The calendar's calls: the template's demo endpoints at the origin's root, and the real API's
 * `POST events` (SPEC.md section 7), each answer checked against its schema. A change is sent with
 * its idempotency key, so that one sent again after a lost answer is made once.
 */

/** How a change is sent: its idempotency key, and the signal that cancels it. */
export interface SendOptions {
  key: string
  signal?: AbortSignal
}

const sent = ({ key, signal }: SendOptions) => ({
  signal,
  retry: 0,
  headers: { 'Idempotency-Key': key },
})

/** The events of the selected categories (`calendars` is sent as one comma list). */
export async function fetchCalendarEvents(
  calendars: readonly CalendarCategory[],
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const searchParams = new URLSearchParams({ calendars: calendarsParam(calendars) })
  const body = await http.get('apps/calendar/events', { searchParams, signal }).json()
  return parseResponse(calendarEventListSchema, body, 'calendar').map(toCalendarEvent)
}

export async function addCalendarEvent(
  fields: EventFields,
  options: SendOptions,
): Promise<CalendarEvent> {
  const body = await http
    .post('apps/calendar/add-event', { json: { event: toApiEvent(fields) }, ...sent(options) })
    .json()
  return toCalendarEvent(parseResponse(calendarEventReplySchema, body, 'calendar').event)
}

export async function updateCalendarEvent(
  event: CalendarEvent,
  options: SendOptions,
): Promise<CalendarEvent> {
  const body = await http
    .post('apps/calendar/update-event', { json: { event: toApiEvent(event) }, ...sent(options) })
    .json()
  return toCalendarEvent(parseResponse(calendarEventReplySchema, body, 'calendar').event)
}

/** Removes an event (the id goes in the query) and answers with its id. */
export async function removeCalendarEvent(id: number, options: SendOptions): Promise<number> {
  await http.delete('apps/calendar/remove-event', {
    searchParams: { id: String(id) },
    ...sent(options),
  })
  return id
}

/** Tells the real API about a new event; answers with the message it returns for the user. */
export async function announceCalendarEvent(
  event: CalendarEvent,
  options: SendOptions,
): Promise<string> {
  const body = await http
    .post(realApi.workManagement('events'), {
      prefixUrl: '',
      json: toApiEvent(event),
      ...sent(options),
    })
    .json()
  return parseResponse(eventCreatedReplySchema, body, 'event').message
}
