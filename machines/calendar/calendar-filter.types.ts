import type { CalendarCategory } from '@models/calendar/calendar'

export interface CalendarFilterContext {
  /** The categories whose events show, in the sidebar's order. */
  selected: CalendarCategory[]
}

export type CalendarFilterEvent =
  /** One category's checkbox was clicked: it turns on if it was off, off if it was on. */
  | { type: 'calendar.filter.toggle'; category: CalendarCategory }
  /** The "View all" checkbox: on selects every category, off selects none. */
  | { type: 'calendar.filter.all'; on: boolean }
