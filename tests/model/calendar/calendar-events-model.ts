import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { blankForm, type CalendarEvent, type EventFields } from '@models/calendar/calendar'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import type {
  CalendarEventsContext,
  CalendarEventsEvent,
} from '@machines/calendar/calendar-events.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * The calendar events machine's model: what the store can show it, and what the user can do, in
 * every state. Paths are generated for who may change the calendar (the admin) and who may not
 * (a client).
 */

const timed = (id: number, title: string, category: CalendarEvent['category']): CalendarEvent => ({
  id,
  title,
  start: '2026-11-02T10:00:00.000Z',
  end: '2026-11-02T11:00:00.000Z',
  allDay: false,
  url: '',
  category,
  guests: [],
  location: '',
  description: '',
})

/** A timed event, an all-day one, and one added here, under its temporary id and then its own. */
export const doctor = timed(1, 'Doctor', 'Personal')
export const review: CalendarEvent = {
  ...timed(2, 'Review', 'Business'),
  start: '2026-11-05',
  end: '2026-11-06',
  allDay: true,
}
export const lunchFields: EventFields = { ...timed(0, 'Lunch', 'ETC') }
export const TEMPORARY_ID = -5
export const SERVER_ID = 17
export const addedLunch: CalendarEvent = { ...lunchFields, id: TEMPORARY_ID }
export const storedLunch: CalendarEvent = { ...lunchFields, id: SERVER_ID }
/** An id the calendar never shows. */
export const UNSHOWN_ID = 99

/** What the calendar can show: the server's events, an addition before and after its answer. */
export const showings = {
  both: [doctor, review],
  withAdded: [doctor, review, addedLunch],
  withStored: [doctor, review, storedLunch],
  doctorOnly: [doctor],
  nothing: [],
} satisfies Record<string, CalendarEvent[]>

const shownEvent = (name: keyof typeof showings): CalendarEventsEvent => ({
  type: 'calendar.events.shown',
  events: showings[name],
  renamed: name === 'withStored' ? { [TEMPORARY_ID]: SERVER_ID } : {},
})

export const addForm = blankForm(new Date('2026-11-22T09:00:00Z'))
/** What the edit form saves: the edited event renamed. */
export const editedFields: EventFields = { ...lunchFields, title: 'Dentist' }
/** Where the all-day event is dragged: two days later, as the calendar reports local days. */
export const reviewMovedTo = {
  start: new Date(2026, 10, 7),
  end: new Date(2026, 10, 8),
  allDay: true,
}
/** Where the timed event is dragged: the next day, an hour later. */
export const doctorMovedTo = {
  start: new Date('2026-11-03T11:00:00.000Z'),
  end: new Date('2026-11-03T12:00:00.000Z'),
  allDay: false,
}
/** A drag that leaves the timed event where it was. */
const doctorInPlace = {
  start: new Date(doctor.start),
  end: new Date(doctor.end!),
  allDay: false,
}

const userEvents: CalendarEventsEvent[] = [
  ...(Object.keys(showings) as (keyof typeof showings)[]).map(shownEvent),
  { type: 'calendar.editor.add', initial: addForm },
  ...[doctor.id, review.id, TEMPORARY_ID, SERVER_ID, UNSHOWN_ID].map((id): CalendarEventsEvent => ({
    type: 'calendar.editor.edit',
    id,
  })),
  { type: 'calendar.editor.close' },
  { type: 'calendar.event.add', key: 'key-add', id: TEMPORARY_ID, fields: lunchFields },
  { type: 'calendar.event.update', key: 'key-update', fields: editedFields },
  { type: 'calendar.event.remove', key: 'key-remove' },
  { type: 'calendar.event.move', key: 'key-move-review', id: review.id, to: reviewMovedTo },
  { type: 'calendar.event.move', key: 'key-move-doctor', id: doctor.id, to: doctorMovedTo },
  { type: 'calendar.event.move', key: 'key-stay-doctor', id: doctor.id, to: doctorInPlace },
  { type: 'calendar.event.move', key: 'key-move-unshown', id: UNSHOWN_ID, to: doctorMovedTo },
]

/** Every event the store or the user can bring, in any state (the machine ignores the others). */
export const modelEvents = (): CalendarEventsEvent[] => userEvents

/** The state, what is shown (by id) and what the drawer shows. */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const { shown, editor } = snapshot.context as CalendarEventsContext
  return JSON.stringify([
    snapshot.value,
    shown.map((event) => event.id),
    editor?.mode === 'edit' ? editor.event.id : (editor?.mode ?? null),
  ])
}

export function eventLabel(item: EventObject): string {
  const event = item as CalendarEventsEvent
  switch (event.type) {
    case 'calendar.events.shown': {
      const name = Object.entries(showings).find(([, list]) => list === event.events)?.[0]
      return `shown ${name ?? event.events.map((each) => each.id).join(',')}`
    }
    case 'calendar.editor.edit':
      return `edit ${event.id}`
    case 'calendar.event.move':
      return `move ${event.key.replace('key-', '')}`
    default:
      return item.type.replace('calendar.', '')
  }
}

/** A generated path, and whether its user may change the calendar. */
export type EventsPath = ModelPath<CalendarEventsEvent> & { mayChange: boolean }

export function calendarEventsPaths(): EventsPath[] {
  return [true, false].flatMap((mayChange) =>
    transitionPaths<CalendarEventsEvent>(calendarEventsMachine, {
      events: modelEvents as never,
      serializeState,
      limit: TRAVERSAL_LIMIT,
      input: { mayChange },
    }).map((path) => ({
      ...labelled(path, eventLabel, mayChange ? 'admin: ' : 'client: '),
      mayChange,
    })),
  )
}
