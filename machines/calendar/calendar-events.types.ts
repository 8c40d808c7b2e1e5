import type { CalendarEvent, EventFields, EventForm } from '@models/calendar/calendar'

/** What the drawer shows: the form adding an event (from its first values), or one event. */
export type CalendarEditor =
  { mode: 'add'; initial: EventForm } | { mode: 'edit'; event: CalendarEvent }

/** Where an event was dragged or resized to, as the calendar reports it. */
export interface MovedTo {
  start: Date
  end: Date | null
  allDay: boolean
}

export interface CalendarEventsInput {
  /** Whether the user may change the team calendar: a client may not. */
  mayChange: boolean
}

export interface CalendarEventsContext {
  mayChange: boolean
  /** The events the calendar shows now: the store's, in the selected categories. */
  shown: CalendarEvent[]
  editor: CalendarEditor | null
}

export type CalendarEventsEvent =
  /**
   * What the calendar shows changed (the store, or the category filter). `renamed` gives the ids
   * the server gave events added here, by the temporary ids they had.
   */
  | { type: 'calendar.events.shown'; events: CalendarEvent[]; renamed: Record<number, number> }
  /** "Add Event", or a range chosen on the calendar: the form starts from `initial`. */
  | { type: 'calendar.editor.add'; initial: EventForm }
  /** An event clicked on the calendar. */
  | { type: 'calendar.editor.edit'; id: number }
  | { type: 'calendar.editor.close' }
  /** The add form saved: a new event, under a temporary id; `key` is its change's key. */
  | { type: 'calendar.event.add'; key: string; id: number; fields: EventFields }
  /** The edit form saved the event it shows. */
  | { type: 'calendar.event.update'; key: string; fields: EventFields }
  /** An event dragged or resized on the calendar. */
  | { type: 'calendar.event.move'; key: string; id: number; to: MovedTo }
  /** The edit form's Delete, confirmed: the event it shows goes. */
  | { type: 'calendar.event.remove'; key: string }
