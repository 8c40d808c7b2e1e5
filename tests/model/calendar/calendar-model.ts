import { calendarEventsPaths } from './calendar-events-model'
import { calendarFilterPaths } from './calendar-filter-model'
import { mainScreenPaths } from './calendar-screen-paths'

/**
 * What `npm run model:scenarios -- calendar` prints: the paths the events and the filter model
 * tests run, one machine after the other, then the main paths the screen test walks.
 */
export const scenarios = [
  { machine: 'calendar-events', paths: calendarEventsPaths },
  { machine: 'calendar-filter', paths: calendarFilterPaths },
  { machine: 'calendar-events (through the screen)', paths: mainScreenPaths },
]
