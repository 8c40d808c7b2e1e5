import i18next from 'i18next'
import { log } from '@models/log'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import { reportError } from '../error-catalogue'
import { notify } from '../toast'
import {
  addCalendarEvent,
  announceCalendarEvent,
  fetchCalendarEvents,
  removeCalendarEvent,
  updateCalendarEvent,
} from './calendar-api'
import { apiActor } from '../api-actor'

const t = (key: string) => i18next.t(key)

/** The calendar's events machine wired to the demo endpoints, the real API and toasts. */
export const appCalendarEventsMachine = calendarEventsMachine.provide({
  actors: {
    fetchEvents: apiActor(({ calendars }, signal) => fetchCalendarEvents(calendars, signal)),
    addEvent: apiActor(({ fields }, signal) => addCalendarEvent(fields, signal)),
    updateEvent: apiActor(({ event }, signal) => updateCalendarEvent(event, signal)),
    removeEvent: apiActor(({ id }, signal) => removeCalendarEvent(id, signal)),
    announceEvent: apiActor(({ event }, signal) => announceCalendarEvent(event, signal)),
  },
  actions: {
    notifySaved: (_, { change }) =>
      notify({ severity: 'success', summary: t(`calendar.toast.${change}d`) }),
    reportFailure: (_, { change, error }) => {
      log.error('calendar', `The ${change} failed.`, error)
      void reportError(error, t(`calendar.toast.${change}Failed`))
    },
    notifyAnnounced: (_, { message }) => notify({ severity: 'success', summary: message }),
    reportAnnounceFailure: (_, { error }) => {
      log.error('calendar', 'POST events failed.', error)
      void reportError(error, t('calendar.toast.announceFailed'))
    },
  },
})
