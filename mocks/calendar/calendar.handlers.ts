import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import {
  apiCalendarEventSchema,
  calendarCategories,
  parseCalendarsParam,
  type ApiCalendarEvent,
} from '../../models/calendar/calendar.ts'
import {
  addCalendarEvent,
  listCalendarEvents,
  removeCalendarEvent,
  updateCalendarEvent,
} from './calendar-events.ts'
import { once } from '../server/idempotency.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { fieldErrors } from '../server/field-errors.ts'

const notFound = () => HttpResponse.json({ message: 'Event not found' }, { status: 404 })

async function readJson(request: Request): Promise<unknown> {
  return request.json().catch(() => undefined)
}

// The id is the server's to give (add) or read apart (update): an object schema drops it.
const newEventSchema = z.omit(apiCalendarEventSchema, { id: true })

const isDateText = (text: string) => !Number.isNaN(new Date(text).getTime())

/**
 * The event in a body `{ event: {...} }` (the template's shape), checked: a title, a category, a
 * start, and an end that is not before it. Answers the 400 to send when it is not.
 */
function eventOf(body: unknown): Omit<ApiCalendarEvent, 'id'> | Response {
  const raw = typeof body === 'object' && body !== null && 'event' in body ? body.event : undefined
  const parsed = z.safeParse(newEventSchema, raw)
  if (!parsed.success) {
    const errors: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.at(-1) === 'calendar' ? 'calendar' : String(issue.path[0] ?? 'event')
      errors[field] ??= [`The ${field} field is invalid.`]
    }
    return fieldErrors(errors)
  }
  const event = parsed.data
  const errors: Record<string, string[]> = {}
  if (event.title.trim() === '') errors.title = ['The title field is required.']
  if (!isDateText(event.start)) errors.start = ['The start must be a date.']
  else if (event.end && (!isDateText(event.end) || new Date(event.end) < new Date(event.start)))
    errors.end = ['The end must not be before the start.']
  if (Object.keys(errors).length > 0) return fieldErrors(errors)
  return { ...event, title: event.title.trim() }
}

function idOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined
}

/** Changing the team calendar: the admin and employees may, a client only looks (models/session/roles.ts). */
const manageCalendar: Need = { action: 'manage', subject: 'Calendar' }

/**
 * The calendar's demo endpoints (SPEC.md section 7) and the real `POST events` of the
 * work-management API, which the demo server simulates.
 *
 * Access: signed-in (listing the events needs a valid token); adding, changing and removing an
 * event, and the real `POST events`, also need `manage Calendar`, so a client's is refused (403).
 * Each change is made once per idempotency key: sent again after a lost answer, it gets the same
 * answer and changes nothing more (mocks/server/idempotency.ts).
 */
export const calendarHandlers = [
  // `calendars` is a comma list (`Personal,Business`) or repeated; present but empty selects
  // nothing; absent selects every category (the template always sent it).
  http.get('*/apps/calendar/events', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const values = new URL(request.url).searchParams.getAll('calendars')
    const selected = values.length === 0 ? [...calendarCategories] : parseCalendarsParam(values)
    return HttpResponse.json(listCalendarEvents(selected))
  }),

  http.post('*/apps/calendar/add-event', async ({ request }) => {
    const auth = await authorize(request, manageCalendar)
    if (auth instanceof Response) return auth
    return once(request, auth.userId, async () => {
      const event = eventOf(await readJson(request))
      if (event instanceof Response) return event
      return HttpResponse.json({ event: addCalendarEvent(event) }, { status: 201 })
    })
  }),

  http.post('*/apps/calendar/update-event', async ({ request }) => {
    const auth = await authorize(request, manageCalendar)
    if (auth instanceof Response) return auth
    return once(request, auth.userId, async () => {
      const body = await readJson(request)
      const raw =
        typeof body === 'object' && body !== null && 'event' in body ? body.event : undefined
      const id = idOf(typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined)
      if (id === undefined) return fieldErrors({ id: ['The id must be a number.'] })
      const event = eventOf(body)
      if (event instanceof Response) return event
      const stored = updateCalendarEvent({ ...event, id })
      return stored ? HttpResponse.json({ event: stored }) : notFound()
    })
  }),

  // The id comes as a query parameter or in a JSON body.
  http.delete('*/apps/calendar/remove-event', async ({ request }) => {
    const auth = await authorize(request, manageCalendar)
    if (auth instanceof Response) return auth
    return once(request, auth.userId, async () => {
      const fromQuery = new URL(request.url).searchParams.get('id')
      const body = fromQuery === null ? await readJson(request) : undefined
      const id = idOf(
        fromQuery ??
          (typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined),
      )
      if (id === undefined) return fieldErrors({ id: ['The id must be a number.'] })
      return removeCalendarEvent(id) ? new HttpResponse(null, { status: 200 }) : notFound()
    })
  }),

  // The real API: takes the event the user created and answers with a message for them.
  http.post('*/wm/v3/events', async ({ request }) => {
    const auth = await authorize(request, manageCalendar)
    if (auth instanceof Response) return auth
    return once(request, auth.userId, async () => {
      const body = await readJson(request)
      const title =
        typeof body === 'object' &&
        body !== null &&
        'title' in body &&
        typeof body.title === 'string'
          ? body.title.trim()
          : ''
      if (title === '') return fieldErrors({ title: ['The title field is required.'] })
      return HttpResponse.json({ message: `Event "${title}" created.` }, { status: 201 })
    })
  }),
]
