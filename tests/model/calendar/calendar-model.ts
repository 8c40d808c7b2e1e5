import { calendarEventsPaths } from './calendar-events-model'

/**
 * What `npm run model:scenarios -- calendar` prints. The script reads one `scenarios` per folder,
 * named after it: the events machine's, whose paths are the ones the events model test runs. The
 * filter machine's paths are built in its own model test.
 */
export const scenarios = { machine: 'calendar-events', paths: calendarEventsPaths }
