import { calendarEventsPaths } from './calendar-events-model'
import { calendarFilterPaths } from './calendar-filter-model'
import { mainScreenPaths } from './calendar-screen-paths'

/**
 * What `npm run model:scenarios -- calendar` prints: the paths the events and the filter model
 * tests run, one machine after the other, then the main paths the screen test walks, and the
 * filter's paths again as the calendar machine that joins them is walked along them.
 */
export const scenarios = [
  { machine: 'calendar-events', paths: calendarEventsPaths },
  { machine: 'calendar-filter', paths: calendarFilterPaths },
  { machine: 'calendar-events (through the screen)', paths: mainScreenPaths },
  // The parent that joins the two: calendar.model.test.ts walks the filter's paths through it.
  { machine: 'calendar (the filter’s paths, through the parent)', paths: calendarFilterPaths },
]
