import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { listCalendarEvents } from '@mocks/calendar/calendar-events'
import { calendarCategories, toCalendarEvent, type CalendarEvent } from '@models/calendar/calendar'
import type { CalendarChange } from '@models/calendar/calendar-changes'
import { getLocalDatabase } from '@/services/local-store/local-database'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import { SendError } from '@machines/outbox/outbox.types'
import { calendarOutbox } from '@/services/calendar/calendar-outbox'
import { readCalendar } from '@/services/calendar/calendar-query'
import { recordEvents } from '@/services/local-store/record-events'
import { signedInDuringEachTest } from '../../support/test-kit'

/*
 * The calendar in the local store and the outbox: what the store shows of the changes on their
 * way, and how each change is sent (src/services/calendar/calendar-projection.ts and
 * calendar-outbox.ts), against the demo server.
 */

signedInDuringEachTest()

const serverEvents = () => listCalendarEvents(calendarCategories).map(toCalendarEvent)
const lunch: CalendarEvent = { ...serverEvents()[0]!, id: -7, title: 'Lunch' }

const item = (kid: string, change: CalendarChange): ChangeOutboxRecord<'calendar'> => ({
  kid,
  area: 'calendar',
  change,
  createdAt: new Date().toISOString(),
  attempts: 0,
  state: 'queued',
})

const queue = (kid: string, change: CalendarChange) =>
  recordEvents([{ type: 'change.queued', area: 'calendar', kid, change }])

/** Sends an item as the outbox does, and records the answer as it does. */
async function send(kid: string) {
  const queued = (await getLocalDatabase().outbox.get(kid)) as ChangeOutboxRecord<'calendar'>
  const output = await calendarOutbox.deliver(queued, new AbortController().signal)
  await recordEvents([{ type: 'change.sent', area: 'calendar', kid, output }])
}

const received = () =>
  recordEvents([
    { type: 'calendar.received', requestedAt: new Date().toISOString(), events: serverEvents() },
  ])

describe('the calendar in the local store', () => {
  it('shows an addition at once under its temporary id, then under the server’s, and a change made meanwhile follows it', async () => {
    await received()
    await queue('add', { kind: 'add', event: lunch })
    // Made on the rows drawn before the server answered: it names the temporary id.
    await queue('rename', { kind: 'update', event: { ...lunch, title: 'Long lunch' } })
    let stored = await readCalendar(getLocalDatabase())
    expect(stored.events.filter((row) => row.pending).map((row) => [row.id, row.title])).toEqual([
      [-7, 'Long lunch'],
    ])

    await send('add')
    stored = await readCalendar(getLocalDatabase())
    const id = stored.renamed[-7]!
    expect(id).toBeGreaterThan(0)
    expect(stored.events.find((row) => row.id === id)).toMatchObject({
      title: 'Long lunch',
      pending: true,
    })
    expect(stored.events.some((row) => row.id < 0)).toBe(false)

    await send('rename')
    stored = await readCalendar(getLocalDatabase())
    expect(stored.events.find((row) => row.id === id)).toMatchObject({
      title: 'Long lunch',
      pending: false,
    })
    expect(serverEvents().filter((event) => event.title === 'Long lunch')).toHaveLength(1)
  })

  it('takes a refused change back: the rows are the server’s again', async () => {
    await received()
    const [first] = serverEvents()
    await queue('refused', { kind: 'update', event: { ...first!, title: 'Refused title' } })
    await recordEvents([
      { type: 'change.failed', area: 'calendar', kid: 'refused', attempts: 1, final: true },
    ])
    const stored = await readCalendar(getLocalDatabase())
    expect(stored.events.find((row) => row.id === first!.id)).toMatchObject({
      title: first!.title,
      pending: false,
    })
  })

  it('keeps a change on its way over an answer the server gave before it took the change', async () => {
    const asked = new Date(Date.now() - 60_000).toISOString()
    await received()
    const [first] = serverEvents()
    const moved = { ...first!, start: '2030-01-01T09:00:00.000Z', end: '2030-01-01T10:00:00.000Z' }
    await queue('moved', { kind: 'move', event: moved })
    await send('moved')
    // An answer asked for before the move was taken does not hold it: it is not stored.
    await recordEvents([
      {
        type: 'calendar.received',
        requestedAt: asked,
        events: serverEvents().map((event) => (event.id === first!.id ? first! : event)),
      },
    ])
    const stored = await readCalendar(getLocalDatabase())
    expect(stored.events.find((row) => row.id === first!.id)?.start).toBe(
      '2030-01-01T09:00:00.000Z',
    )
  })
})

describe('sending a calendar change', () => {
  it('counts a removal of an event that is already gone as done', async () => {
    const output = await calendarOutbox.deliver(
      item('gone', { kind: 'remove', id: 999 }),
      new AbortController().signal,
    )
    expect(output).toBeUndefined()
  })

  it('sends nothing for a change of an event whose addition never made it', async () => {
    const sent = vi.fn()
    server.events.on('request:start', sent)
    const output = await calendarOutbox.deliver(
      item('orphan', { kind: 'update', event: lunch }),
      new AbortController().signal,
    )
    server.events.removeListener('request:start', sent)
    expect(output).toBeUndefined()
    expect(sent).not.toHaveBeenCalled()
  })

  it('waits for the network when the server cannot be reached, even when the browser says it is online', async () => {
    server.use(http.post('*/apps/calendar/update-event', () => HttpResponse.error()))
    const [first] = serverEvents()
    const failure = await calendarOutbox
      .deliver(item('unreachable', { kind: 'update', event: first! }), new AbortController().signal)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SendError)
    expect((failure as SendError).failure).toBe('offline')
  })

  it('refuses for good what the server refuses', async () => {
    const failure = await calendarOutbox
      .deliver(
        item('missing', { kind: 'update', event: { ...lunch, id: 999 } }),
        new AbortController().signal,
      )
      .catch((error: unknown) => error)
    expect((failure as SendError).failure).toBe('permanent')
  })

  it('adds an event sent again after a lost answer once, with the same answer', async () => {
    const added = item('twice', { kind: 'add', event: lunch })
    const first = await calendarOutbox.deliver(added, new AbortController().signal)
    const again = await calendarOutbox.deliver(added, new AbortController().signal)
    expect(again).toEqual(first)
    expect(serverEvents().filter((event) => event.title === 'Lunch')).toHaveLength(1)
  })
})
