import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { appCalendarMachine } from '@/services/calendar/calendar-machines'
import {
  calendarKey,
  hasCalendar,
  loadCalendar,
  nothingStored,
  readCalendar,
} from '@/services/calendar/calendar-query'
import { useAreaSync } from '@/services/local-store/use-area-sync'
import { useScreenQuery } from '@/services/local-store/use-screen-query'

/**
 * The calendar screen's data and machines: the events the store holds (every category's, with
 * the changes on their way), kept in sync with the server while the screen is open, and told to
 * the calendar machine as they change; the calendar machine narrows them by its category filter
 * and tells its events machine, which decides the drawer and the changes, what is shown.
 */
export function useCalendar(mayChange: boolean) {
  const calendar = useActorRef(appCalendarMachine, { input: { mayChange } })
  const filter = useSelector(calendar, (snapshot) => snapshot.children.filter)!
  const events = useSelector(calendar, (snapshot) => snapshot.children.events)!
  const selected = useSelector(calendar, (snapshot) => snapshot.context.selected)
  const selection = useSelector(filter, (snapshot) => snapshot.value)
  const shown = useSelector(calendar, (snapshot) => snapshot.context.shown)

  const stored = useScreenQuery(calendarKey, readCalendar, [], nothingStored, 'the calendar')
  const present = stored && hasCalendar(stored)
  const sync = useAreaSync(calendarKey, loadCalendar, present)
  // The store is no machine: what it reads is told to the calendar.
  useEffect(() => {
    if (stored) {
      calendar.send({ type: 'calendar.store.read', events: stored.events, renamed: stored.renamed })
    }
  }, [calendar, stored])

  const editor = useSelector(events, (snapshot) => snapshot.context.editor)
  /** Whether a change of the event the drawer shows is on its way. */
  const editedPending =
    editor?.mode === 'edit' && shown.some((row) => row.id === editor.event.id && row.pending)

  return { filter, events, selected, selection, shown, present, sync, editor, editedPending }
}
