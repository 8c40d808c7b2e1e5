import type { CalendarEvent } from './calendar.ts'

/*
 * What the user changes in the calendar (docs/architecture.md, "The local store"). Each change
 * waits in the outbox; the store shows the server's events with the changes on their way applied,
 * in the order they were made.
 */

export type CalendarChange =
  /** A new event; its id is a temporary one (below 0) until the server gives it its own. */
  | { kind: 'add'; event: CalendarEvent }
  /** The form saved an event. */
  | { kind: 'update'; event: CalendarEvent }
  /** An event dragged or resized on the calendar. */
  | { kind: 'move'; event: CalendarEvent }
  | { kind: 'remove'; id: number }

/** An event as the store holds it for the screens: `pending` while a change of it is on its way. */
export interface CalendarEventRow extends CalendarEvent {
  pending: boolean
}

/** The event of a row, as a change carries it. */
export function eventOfRow({ pending: _pending, ...event }: CalendarEventRow): CalendarEvent {
  return event
}

/** The event a change is about. */
export function eventOfChange(change: CalendarChange): number {
  return change.kind === 'remove' ? change.id : change.event.id
}

/** Events with one change applied; a change to an event that is not there changes nothing. */
export function applyCalendarChange(
  events: readonly CalendarEvent[],
  change: CalendarChange,
): CalendarEvent[] {
  switch (change.kind) {
    case 'add':
      return events.some((event) => event.id === change.event.id)
        ? [...events]
        : [...events, change.event]
    case 'update':
    case 'move':
      return events.map((event) => (event.id === change.event.id ? change.event : event))
    case 'remove':
      return events.filter((event) => event.id !== change.id)
  }
}

/**
 * The server's events once it took a change: an addition or an update as it stored it
 * (`stored`), a removal gone.
 */
export function takeCalendarChange(
  events: readonly CalendarEvent[],
  change: CalendarChange,
  stored: CalendarEvent | undefined,
): CalendarEvent[] {
  if (change.kind === 'remove' || !stored) return applyCalendarChange(events, change)
  const others = events.filter((event) => event.id !== stored.id)
  return change.kind === 'add'
    ? [...others, stored]
    : events.map((event) => (event.id === stored.id ? stored : event))
}

/** The change with the event's temporary id replaced by the id the server gave it. */
export function withCalendarId(change: CalendarChange, from: number, to: number): CalendarChange {
  if (change.kind === 'remove') return change.id === from ? { ...change, id: to } : change
  return change.event.id === from ? { ...change, event: { ...change.event, id: to } } : change
}
