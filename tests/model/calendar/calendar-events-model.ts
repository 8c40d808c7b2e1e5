import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { blankForm, calendarsParam, type CalendarEvent, type EventFields } from '@models/calendar'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import type {
  CalendarEventsContext,
  CalendarEventsEvent,
  CalendarEventsInput,
} from '@machines/calendar/calendar-events.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

export const eventsInput: CalendarEventsInput = {
  calendars: ['Personal', 'Business', 'Family', 'Holiday', 'ETC'],
}

const event = (id: number, title: string, category: CalendarEvent['category']): CalendarEvent => ({
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

/** What the server has: one Personal and one Business event. */
export const loadedEvents = [event(1, 'Doctor', 'Personal'), event(2, 'Review', 'Business')]
export const newFields: EventFields = { ...event(0, 'Lunch', 'ETC') }
export const storedEvent: CalendarEvent = { ...newFields, id: 3 }
/** Event 2, dragged to the next day. */
export const movedReview: CalendarEvent = {
  ...loadedEvents[1]!,
  start: '2026-11-03T10:00:00.000Z',
  end: '2026-11-03T11:00:00.000Z',
}
/** Event 1, renamed in the form. */
export const renamedDoctor: CalendarEvent = { ...loadedEvents[0]!, title: 'Dentist' }
export const refused = new Error('refused')
export const announcement = 'Event "Lunch" created.'
export const addForm = blankForm(new Date('2026-11-22T09:00:00Z'))

const userEvents: CalendarEventsEvent[] = [
  { type: 'calendar.events.select', calendars: ['Personal'] },
  { type: 'calendar.events.select', calendars: eventsInput.calendars },
  { type: 'calendar.events.retry' },
  { type: 'calendar.editor.open', editor: { mode: 'add', initial: addForm } },
  { type: 'calendar.editor.close' },
  { type: 'calendar.event.add', fields: newFields },
  { type: 'calendar.event.update', event: renamedDoctor },
  { type: 'calendar.event.move', event: movedReview },
  { type: 'calendar.event.remove', id: 1 },
]

const outcomes = (id: string, output: unknown): EventObject[] => [
  { type: `xstate.done.actor.${id}`, output } as EventObject,
  { type: `xstate.error.actor.${id}`, error: refused } as EventObject,
]

/** Every event the user or a settling request can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const running: EventObject[] = snapshot.matches('loading')
    ? outcomes('fetchEvents', loadedEvents)
    : snapshot.matches({ saving: 'adding' })
      ? outcomes('addEvent', storedEvent)
      : snapshot.matches({ saving: 'announcing' })
        ? outcomes('announceEvent', announcement)
        : snapshot.matches({ saving: 'updating' })
          ? outcomes('updateEvent', renamedDoctor)
          : snapshot.matches({ saving: 'moving' })
            ? outcomes('moveEvent', movedReview)
            : snapshot.matches({ saving: 'removing' })
              ? outcomes('removeEvent', 1)
              : []
  return [...userEvents, ...running]
}

/**
 * The events list grows with every add: the key keeps what decides behaviour (state, selection,
 * stale flag, editor, whether a load ever succeeded), not the list itself.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as CalendarEventsContext
  return JSON.stringify([
    snapshot.value,
    calendarsParam(context.calendars),
    context.stale,
    context.editor?.mode ?? null,
    context.loaded,
    context.loadError !== null,
  ])
}

export function eventLabel(item: EventObject): string {
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(item.type)
  if (done) return `${done[2]} ${done[1] === 'done' ? 'done' : 'failed'}`
  const calendarEvent = item as CalendarEventsEvent
  if (calendarEvent.type === 'calendar.events.select')
    return `select ${calendarsParam(calendarEvent.calendars) || 'none'}`
  return item.type.replace('calendar.', '')
}

export function calendarEventsPaths(): ModelPath<CalendarEventsEvent>[] {
  return transitionPaths<CalendarEventsEvent>(calendarEventsMachine, {
    events: modelEvents as never,
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input: eventsInput,
  }).map((path) => labelled(path, eventLabel, 'events: '))
}
