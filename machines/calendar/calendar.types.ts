import type { CalendarCategory } from '@models/calendar/calendar'
import type { CalendarEventRow } from '@models/calendar/calendar-changes'

export interface CalendarInput {
  /** Whether the user may change the team calendar: a client may not. */
  mayChange: boolean
}

export interface CalendarContext {
  mayChange: boolean
  /** Every event the store holds, of every category, with the changes on their way. */
  stored: CalendarEventRow[]
  /** The ids the server gave events added here, by the temporary ids they had. */
  renamed: Record<number, number>
  /** The categories the filter selects, as it last said. */
  selected: CalendarCategory[]
  /** What the calendar shows: the stored events of the selected categories. */
  shown: CalendarEventRow[]
}

/** What the store read: the screen tells the calendar each time its data changes. */
export type CalendarMachineEvent = {
  type: 'calendar.store.read'
  events: CalendarEventRow[]
  renamed: Record<number, number>
}
