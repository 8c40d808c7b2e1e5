import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { calendarCategories } from '@models/calendar/calendar'
import { calendarFilterMachine } from '@machines/calendar/calendar-filter.machine'
import type {
  CalendarFilterContext,
  CalendarFilterEvent,
} from '@machines/calendar/calendar-filter.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

const events: CalendarFilterEvent[] = [
  ...calendarCategories.map((category) => ({ type: 'calendar.filter.toggle' as const, category })),
  { type: 'calendar.filter.all', on: true },
  { type: 'calendar.filter.all', on: false },
]

// The selection is one of 32 sets: the key is the state and the set, in the sidebar's order.
export const filterStateKey = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as CalendarFilterContext).selected])

/** How a step reads in a path's name. */
export const filterStepLabel = (event: EventObject) => {
  const filterEvent = event as CalendarFilterEvent
  if (filterEvent.type === 'calendar.filter.toggle') return `toggle ${filterEvent.category}`
  if (filterEvent.type === 'calendar.filter.all') return `view all ${filterEvent.on ? 'on' : 'off'}`
  return event.type
}

/** The filter machine's paths: every selection of the five categories, and every step from it. */
export const calendarFilterPaths = (): ModelPath<CalendarFilterEvent>[] =>
  transitionPaths<CalendarFilterEvent>(calendarFilterMachine, {
    events,
    serializeState: filterStateKey,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, filterStepLabel, 'filter: '))
