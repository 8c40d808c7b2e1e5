import i18next from 'i18next'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import { calendarMachine } from '@machines/calendar/calendar.machine'
import { recordEvents } from '../local-store/record-events'
import { notify } from '../toast'
// The area's projection comes with its screen's code: the screen's first writes do not wait for
// the projector to fetch it (src/services/local-store/projector.ts).
import './calendar-projection'

const t = (key: string) => i18next.t(key)

/** The calendar's events machine, recording its changes in the local store and telling the user. */
export const appCalendarEventsMachine = calendarEventsMachine.provide({
  actions: {
    record: (_, { events }) => void recordEvents(events),
    notifySaved: (_, { change }) =>
      notify({ severity: 'success', summary: t(`calendar.toast.${change}d`) }),
    notifyGone: () => notify({ severity: 'info', summary: t('calendar.toast.gone') }),
  },
})

/** The calendar screen's machine: the filter and the app's events machine, joined. */
export const appCalendarMachine = calendarMachine.provide({
  actors: { events: appCalendarEventsMachine },
})
