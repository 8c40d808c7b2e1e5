import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { resetAllStores } from '@mocks/server/store'
import { seedCalendarEvents } from '@mocks/calendar/calendar-events'
import { issueToken } from '@mocks/session/tokens'
import { calendarHandlers } from '@mocks/calendar/calendar.handlers'
import {
  calendarCategories,
  calendarEventListSchema,
  calendarEventReplySchema,
  type ApiCalendarEvent,
} from '@models/calendar/calendar'
import { adminRequest, demoRequest, postJson } from './demo-request'

const handlers = calendarHandlers

async function list(query = ''): Promise<ApiCalendarEvent[]> {
  const response = await adminRequest(handlers, `/apps/calendar/events${query}`)
  expect(response.status).toBe(200)
  return z.parse(calendarEventListSchema, await response.json())
}

const categoriesOf = (events: ApiCalendarEvent[]) => [
  ...new Set(events.map((event) => event.extendedProps.calendar)),
]

const newEvent = (overrides: Partial<ApiCalendarEvent> = {}) => ({
  title: 'Board meeting',
  start: '2026-11-24T09:00:00.000Z',
  end: '2026-11-24T10:00:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', guests: ['Jane Foster'], description: 'Q4' },
  ...overrides,
})

afterEach(() => resetAllStores())

describe('GET /apps/calendar/events', () => {
  it('returns every seeded event, in the shape the client reads, when all five are selected', async () => {
    const events = await list(`?calendars=${calendarCategories.join(',')}`)
    expect(events.length).toBe(seedCalendarEvents().length)
    expect(categoriesOf(events).sort()).toEqual([...calendarCategories].sort())
  })

  it('returns only the events of the categories named in a comma list', async () => {
    const events = await list('?calendars=Personal,Holiday')
    expect(events.length).toBeGreaterThan(0)
    expect(categoriesOf(events).sort()).toEqual(['Holiday', 'Personal'])
  })

  it('accepts the categories as a repeated parameter too', async () => {
    const events = await list('?calendars=Family&calendars=ETC')
    expect(categoriesOf(events).sort()).toEqual(['ETC', 'Family'])
  })

  it('returns nothing when the list is empty, and ignores unknown names', async () => {
    expect(await list('?calendars=')).toEqual([])
    expect(await list('?calendars=Nonsense')).toEqual([])
  })

  it('returns every event when no list is sent', async () => {
    expect((await list()).length).toBe(seedCalendarEvents().length)
  })

  it('seeds the same events every time, around the current month', async () => {
    const now = new Date()
    const first = seedCalendarEvents(now)
    expect(seedCalendarEvents(now)).toEqual(first)
    const month = now.toISOString().slice(0, 7)
    expect(first.filter((event) => event.start.startsWith(month)).length).toBeGreaterThanOrEqual(10)
    for (const event of first) {
      expect(event.end && event.end >= event.start).toBe(true)
      if (event.allDay) expect(event.start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})

describe('POST /apps/calendar/add-event', () => {
  it('stores the event under the next id, answers 201 with it, and lists it in its category', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/calendar/add-event',
      postJson({ event: newEvent() }),
    )
    expect(response.status).toBe(201)
    const { event } = z.parse(calendarEventReplySchema, await response.json())
    expect(event).toMatchObject({ ...newEvent(), id: seedCalendarEvents().length + 1 })
    expect((await list('?calendars=Business')).map((item) => item.id)).toContain(event.id)
    expect((await list('?calendars=Personal')).map((item) => item.id)).not.toContain(event.id)
  })

  it('refuses an event without a title, or ending before it starts, with field errors', async () => {
    const untitled = await adminRequest(
      handlers,
      '/apps/calendar/add-event',
      postJson({ event: newEvent({ title: '  ' }) }),
    )
    expect(untitled.status).toBe(400)
    expect(await untitled.json()).toEqual({ errors: { title: ['The title field is required.'] } })

    const backwards = await adminRequest(
      handlers,
      '/apps/calendar/add-event',
      postJson({ event: newEvent({ end: '2026-11-24T08:00:00.000Z' }) }),
    )
    expect(backwards.status).toBe(400)
    expect(await backwards.json()).toEqual({
      errors: { end: ['The end must not be before the start.'] },
    })
  })

  it('refuses an unknown category', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/calendar/add-event',
      postJson({ event: newEvent({ extendedProps: { calendar: 'Work' as never } }) }),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { calendar: ['The calendar field is invalid.'] },
    })
    expect((await list()).length).toBe(seedCalendarEvents().length)
  })
})

describe('POST /apps/calendar/update-event', () => {
  it('replaces the event and answers with it', async () => {
    const [first] = await list()
    const changed = {
      ...first!,
      title: 'Moved review',
      start: '2026-11-03T10:00:00.000Z',
      end: '2026-11-03T11:00:00.000Z',
    }
    const response = await adminRequest(
      handlers,
      '/apps/calendar/update-event',
      postJson({ event: changed }),
    )
    expect(response.status).toBe(200)
    expect(z.parse(calendarEventReplySchema, await response.json()).event).toEqual(changed)
    expect((await list()).find((event) => event.id === first!.id)).toEqual(changed)
  })

  it('answers 404 for an event that does not exist and 400 without an id', async () => {
    const missing = await adminRequest(
      handlers,
      '/apps/calendar/update-event',
      postJson({ event: { ...newEvent(), id: 999 } }),
    )
    expect(missing.status).toBe(404)
    const noId = await adminRequest(
      handlers,
      '/apps/calendar/update-event',
      postJson({ event: newEvent() }),
    )
    expect(noId.status).toBe(400)
  })
})

describe('DELETE /apps/calendar/remove-event', () => {
  it('removes the event named in the query', async () => {
    const response = await adminRequest(handlers, '/apps/calendar/remove-event?id=1', {
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect((await list()).map((event) => event.id)).not.toContain(1)
  })

  it('takes the id from a JSON body as well, and answers 404 the second time', async () => {
    const remove = () =>
      adminRequest(handlers, '/apps/calendar/remove-event', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 2 }),
      })
    expect((await remove()).status).toBe(200)
    expect((await remove()).status).toBe(404)
  })

  it('refuses a request without a numeric id', async () => {
    const response = await adminRequest(handlers, '/apps/calendar/remove-event?id=abc', {
      method: 'DELETE',
    })
    expect(response.status).toBe(400)
  })
})

describe('POST /wm/v3/events (the real API, simulated)', () => {
  it('answers a signed-in user with a message naming the event', async () => {
    const token = await issueToken(1)
    const response = await demoRequest(handlers, '/wm/v3/events', {
      ...postJson({ ...newEvent(), id: 15 }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: 'Event "Board meeting" created.' })
  })

  it('refuses a call without a token with the 401 the client refreshes on', async () => {
    const response = await demoRequest(handlers, '/wm/v3/events', postJson(newEvent()))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })
})

describe('a change sent again with its Idempotency-Key', () => {
  /** `init` with an idempotency key, as the outbox sends every change. */
  const keyed = (init: RequestInit, key: string): RequestInit => {
    const headers = new Headers(init.headers)
    headers.set('idempotency-key', key)
    return { ...init, headers }
  }

  it('adds the event once, and answers the second time as the first', async () => {
    const send = () =>
      adminRequest(
        handlers,
        '/apps/calendar/add-event',
        keyed(postJson({ event: newEvent() }), 'add-1'),
      )
    const first = await send()
    const again = await send()
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    expect((await list()).filter((event) => event.title === 'Board meeting')).toHaveLength(1)
    // Another key is another change.
    await adminRequest(
      handlers,
      '/apps/calendar/add-event',
      keyed(postJson({ event: newEvent() }), 'add-2'),
    )
    expect((await list()).filter((event) => event.title === 'Board meeting')).toHaveLength(2)
  })

  it('removes the event once: the second time gets the first answer, not a 404', async () => {
    const remove = () =>
      adminRequest(
        handlers,
        '/apps/calendar/remove-event?id=1',
        keyed({ method: 'DELETE' }, 'rm-1'),
      )
    expect((await remove()).status).toBe(200)
    expect((await remove()).status).toBe(200)
    expect((await list()).map((event) => event.id)).not.toContain(1)
  })

  it('keeps no refusal: the same key may make the change once it is valid', async () => {
    const send = (title: string) =>
      adminRequest(
        handlers,
        '/apps/calendar/add-event',
        keyed(postJson({ event: newEvent({ title }) }), 'add-3'),
      )
    expect((await send('  ')).status).toBe(400)
    expect((await send('Fixed title')).status).toBe(201)
  })

  it('answers the real POST events once per key with the same message', async () => {
    const token = await issueToken(1)
    const announce = (title: string) =>
      demoRequest(handlers, '/wm/v3/events', {
        ...postJson({ ...newEvent({ title }), id: 15 }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'announce-1',
        },
      })
    expect(await (await announce('First')).json()).toEqual({ message: 'Event "First" created.' })
    expect(await (await announce('Second')).json()).toEqual({ message: 'Event "First" created.' })
  })

  it('checks the token before the key: a client’s change is refused every time', async () => {
    const token = await issueToken(2)
    const send = () =>
      demoRequest(handlers, '/apps/calendar/add-event', {
        ...postJson({ event: newEvent() }),
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'client-1',
        },
      })
    expect((await send()).status).toBe(403)
    expect((await send()).status).toBe(403)
  })
})
