import type { CalendarCategory, CalendarEvent, EventFields, EventForm } from '@models/calendar'

/** What the sidebar form is doing: adding an event (from its first values) or editing one. */
export type CalendarEditor =
  { mode: 'add'; initial: EventForm } | { mode: 'edit'; event: CalendarEvent }

export type CalendarChange = 'add' | 'update' | 'move' | 'remove'

export interface CalendarEventsInput {
  /** The categories to load at first. */
  calendars: CalendarCategory[]
  /** Their events as shown last time (from the query cache): shown at once while they load. */
  events?: CalendarEvent[]
}

export interface CalendarEventsContext {
  calendars: CalendarCategory[]
  /** The events loaded for `calendars`, with the user's changes applied. */
  events: CalendarEvent[]
  /** True once a load succeeded; a later failed load keeps the events on screen. */
  loaded: boolean
  loadError: unknown
  editor: CalendarEditor | null
  /** A dragged or resized event as it was, put back if the server refuses the change. */
  rollback: CalendarEvent | null
  /** The selection changed or a load was cut short while a change was saved: load again after. */
  stale: boolean
}

export type CalendarEventsEvent =
  /** The filter's selection changed: load the events of these categories. */
  | { type: 'calendar.events.select'; calendars: CalendarCategory[] }
  /** Try the failed load again. */
  | { type: 'calendar.events.retry' }
  | { type: 'calendar.editor.open'; editor: CalendarEditor }
  | { type: 'calendar.editor.close' }
  /** The form saved a new event. */
  | { type: 'calendar.event.add'; fields: EventFields }
  /** The form saved an existing event. */
  | { type: 'calendar.event.update'; event: CalendarEvent }
  /** An event was dragged or resized on the calendar: shown at once, put back if refused. */
  | { type: 'calendar.event.move'; event: CalendarEvent }
  | { type: 'calendar.event.remove'; id: number }
