import { calendarEventsPaths } from './calendar-events-model'
import { calendarFilterPaths } from './calendar-filter-model'

/**
 * What `npm run model:scenarios -- calendar` prints: the paths the events and the filter model
 * tests run, one machine after the other.
 */
export const scenarios = [
  { machine: 'calendar-events', paths: calendarEventsPaths },
  { machine: 'calendar-filter', paths: calendarFilterPaths },
]
