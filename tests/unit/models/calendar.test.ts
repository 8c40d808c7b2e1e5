import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  blankForm,
  calendarsParam,
  fieldsOfForm,
  formOfEvent,
  formOfRange,
  movedEvent,
  parseCalendarsParam,
  toApiEvent,
  toCalendarEvent,
  validateEventForm,
  withAllDay,
  type CalendarEvent,
  type EventForm,
} from '@models/calendar/calendar'

// The browser's zone matters for the form's local dates: these run in one that is not UTC.
const zone = process.env.TZ
beforeEach(() => {
  process.env.TZ = 'America/Sao_Paulo'
})
afterEach(() => {
  process.env.TZ = zone
})

const timed: CalendarEvent = {
  id: 4,
  title: 'Design Review',
  start: '2026-11-02T13:00:00.000Z',
  end: '2026-11-02T14:30:00.000Z',
  allDay: false,
  url: 'https://example.com',
  category: 'Business',
  guests: ['Jane Foster'],
  location: 'Room 4',
  description: 'Bring the mock-ups.',
}

const trip: CalendarEvent = {
  ...timed,
  id: 5,
  title: 'Family Trip',
  start: '2026-11-08',
  end: '2026-11-11',
  allDay: true,
  category: 'Family',
}

const validForm: EventForm = {
  title: ' Lunch ',
  category: 'ETC',
  start: '2026-11-20T12:00',
  end: '2026-11-20T13:00',
  allDay: false,
  url: '',
  description: '',
  guests: [],
  location: '',
}

describe('calendar event mapping', () => {
  it('maps the endpoint event to the screen event and back without loss', () => {
    const dto = toApiEvent(timed)
    expect(dto).toEqual({
      id: 4,
      title: 'Design Review',
      start: timed.start,
      end: timed.end,
      allDay: false,
      url: 'https://example.com',
      extendedProps: {
        calendar: 'Business',
        guests: ['Jane Foster'],
        location: 'Room 4',
        description: 'Bring the mock-ups.',
      },
    })
    expect(toCalendarEvent({ ...dto, id: 4 })).toEqual(timed)
  })

  it('fills what the endpoint leaves out with empty values', () => {
    expect(
      toCalendarEvent({
        id: 1,
        title: 'X',
        start: '2026-11-01',
        extendedProps: { calendar: 'ETC' },
      }),
    ).toEqual({
      id: 1,
      title: 'X',
      start: '2026-11-01',
      end: null,
      allDay: false,
      url: '',
      category: 'ETC',
      guests: [],
      location: '',
      description: '',
    })
  })
})

describe('the calendars parameter', () => {
  it('is a comma list in the sidebar order, whatever order the selection has', () => {
    expect(calendarsParam(['ETC', 'Personal', 'Family'])).toBe('Personal,Family,ETC')
    expect(calendarsParam([])).toBe('')
  })

  it('is read from a comma list or repeated values, ignoring unknown names', () => {
    expect(parseCalendarsParam(['Holiday,Personal', 'ETC', 'Work'])).toEqual([
      'Personal',
      'Holiday',
      'ETC',
    ])
  })
})

describe('the event form', () => {
  it('shows an all-day event by its first and last day', () => {
    expect(formOfEvent(trip)).toMatchObject({
      start: '2026-11-08',
      end: '2026-11-10',
      allDay: true,
    })
  })

  it('shows a timed event in the browser zone', () => {
    expect(formOfEvent(timed)).toMatchObject({ start: '2026-11-02T10:00', end: '2026-11-02T11:30' })
  })

  it('gives back the same event after a round trip', () => {
    expect({ ...fieldsOfForm(formOfEvent(trip)), id: trip.id }).toEqual(trip)
    expect({ ...fieldsOfForm(formOfEvent(timed)), id: timed.id }).toEqual(timed)
  })

  it('trims the text and makes the times instants', () => {
    expect(fieldsOfForm(validForm)).toMatchObject({
      title: 'Lunch',
      start: '2026-11-20T15:00:00.000Z',
      end: '2026-11-20T16:00:00.000Z',
    })
    expect(fieldsOfForm({ ...validForm, title: '\u200B Lunch\u2060' }).title).toBe('Lunch')
  })

  it('needs a title, a start, an end not before it and a web address when one is given', () => {
    expect(validateEventForm(validForm)).toEqual({})
    expect(validateEventForm({ ...validForm, title: '   ' })).toEqual({ title: 'titleRequired' })
    expect(validateEventForm({ ...validForm, title: '\u200B\u2060\uFEFF\u00AD\u200F' })).toEqual({
      title: 'titleRequired',
    })
    expect(validateEventForm({ ...validForm, start: '' })).toEqual({ start: 'startRequired' })
    expect(validateEventForm({ ...validForm, end: '2026-11-20T11:59' })).toEqual({
      end: 'endBeforeStart',
    })
    expect(validateEventForm({ ...validForm, url: 'javascript:alert(1)' })).toEqual({
      url: 'urlInvalid',
    })
    expect(validateEventForm({ ...validForm, end: '' })).toEqual({})
  })

  it('starts a new event at the next full hour for one hour', () => {
    expect(blankForm(new Date(2026, 10, 22, 9, 41))).toMatchObject({
      title: '',
      category: 'Business',
      start: '2026-11-22T10:00',
      end: '2026-11-22T11:00',
      allDay: false,
    })
  })

  it('keeps the chosen days when switching between all day and timed', () => {
    const allDay = withAllDay(validForm, true)
    expect(allDay).toMatchObject({ start: '2026-11-20', end: '2026-11-20', allDay: true })
    expect(withAllDay(allDay, false)).toMatchObject({
      start: '2026-11-20T09:00',
      end: '2026-11-20T10:00',
    })
  })

  it('fills the form from a range chosen on the calendar, the last day inclusive', () => {
    expect(formOfRange(new Date(2026, 10, 3), new Date(2026, 10, 5), true)).toMatchObject({
      start: '2026-11-03',
      end: '2026-11-04',
      allDay: true,
    })
    expect(
      formOfRange(new Date(2026, 10, 3, 9, 30), new Date(2026, 10, 3, 11), false),
    ).toMatchObject({ start: '2026-11-03T09:30', end: '2026-11-03T11:00' })
  })
})

describe('a moved event', () => {
  it('takes its new dates: days for all day, instants for times', () => {
    expect(
      movedEvent(trip, { start: new Date(2026, 10, 9), end: new Date(2026, 10, 12), allDay: true }),
    ).toEqual({ ...trip, start: '2026-11-09', end: '2026-11-12' })
    expect(
      movedEvent(trip, { start: new Date('2026-11-09T12:00:00Z'), end: null, allDay: false }),
    ).toEqual({ ...trip, allDay: false, start: '2026-11-09T12:00:00.000Z', end: null })
  })
})
