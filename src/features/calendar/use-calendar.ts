import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { visibleEvents } from '@models/calendar'
import { eventOfRow } from '@models/calendar-changes'
import { calendarFilterMachine } from '@machines/calendar/calendar-filter.machine'
import { appCalendarEventsMachine } from '@/services/calendar/calendar-machines'
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
 * the changes on their way), kept in sync with the server while the screen is open; the category
 * filter, which narrows them on the device; and the events machine, which decides the drawer and
 * the changes, told whenever what the calendar shows changes.
 */
export function useCalendar(mayChange: boolean) {
  const filter = useActorRef(calendarFilterMachine)
  const selected = useSelector(filter, (snapshot) => snapshot.context.selected)
  const selection = useSelector(filter, (snapshot) => snapshot.value)

  const stored = useScreenQuery(calendarKey, readCalendar, [], nothingStored, 'the calendar')
  const present = stored && hasCalendar(stored)
  const sync = useAreaSync(calendarKey, loadCalendar, present)

  const events = useActorRef(appCalendarEventsMachine, { input: { mayChange } })
  const editor = useSelector(events, (snapshot) => snapshot.context.editor)
  const shown = useMemo(() => visibleEvents(stored?.events ?? [], selected), [stored, selected])
  const renamed = stored?.renamed
  useEffect(() => {
    events.send({
      type: 'calendar.events.shown',
      events: shown.map(eventOfRow),
      renamed: renamed ?? {},
    })
  }, [events, shown, renamed])

  /** Whether a change of the event the drawer shows is on its way. */
  const editedPending =
    editor?.mode === 'edit' && shown.some((row) => row.id === editor.event.id && row.pending)

  return { filter, events, selected, selection, shown, present, sync, editor, editedPending }
}
