import { assertEvent, assign, not, setup } from 'xstate'
import { calendarCategories, type CalendarCategory } from '@models/calendar/calendar'
import type { CalendarFilterContext, CalendarFilterEvent } from './calendar-filter.types'

/** The selection with `category` turned over, kept in the sidebar's order. */
export function toggled(
  selected: readonly CalendarCategory[],
  category: CalendarCategory,
): CalendarCategory[] {
  const on = selected.includes(category)
  return calendarCategories.filter((item) => (item === category ? !on : selected.includes(item)))
}

/**
 * The calendar's category filter (SPEC.md section 4): every category selected at first; one
 * category toggles at a time; "View all" turns all on or none. The state says which of the three
 * the selection is, so the "View all" checkbox reads it directly.
 */
export const calendarFilterMachine = setup({
  types: {
    context: {} as CalendarFilterContext,
    events: {} as CalendarFilterEvent,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'calendar.filter.toggle')
      return { selected: toggled(context.selected, event.category) }
    }),
    selectAll: assign({ selected: () => [...calendarCategories] }),
    selectNone: assign({ selected: () => [] }),
  },
  guards: {
    /** The toggle turns on the last category that was off. */
    completesAll: ({ context, event }) => {
      assertEvent(event, 'calendar.filter.toggle')
      return toggled(context.selected, event.category).length === calendarCategories.length
    },
    /** The toggle turns off the last category that was on. */
    emptiesAll: ({ context, event }) => {
      assertEvent(event, 'calendar.filter.toggle')
      return toggled(context.selected, event.category).length === 0
    },
    turnsOn: ({ event }) => {
      assertEvent(event, 'calendar.filter.all')
      return event.on
    },
  },
}).createMachine({
  id: 'calendarFilter',
  context: { selected: [...calendarCategories] },
  initial: 'all',
  states: {
    all: {
      on: {
        'calendar.filter.toggle': { target: 'some', actions: 'toggle' },
        'calendar.filter.all': { guard: not('turnsOn'), target: 'none', actions: 'selectNone' },
      },
    },
    some: {
      on: {
        'calendar.filter.toggle': [
          { guard: 'completesAll', target: 'all', actions: 'toggle' },
          { guard: 'emptiesAll', target: 'none', actions: 'toggle' },
          { target: 'some', actions: 'toggle' },
        ],
        'calendar.filter.all': [
          { guard: 'turnsOn', target: 'all', actions: 'selectAll' },
          { target: 'none', actions: 'selectNone' },
        ],
      },
    },
    none: {
      on: {
        'calendar.filter.toggle': { target: 'some', actions: 'toggle' },
        'calendar.filter.all': { guard: 'turnsOn', target: 'all', actions: 'selectAll' },
      },
    },
  },
})
