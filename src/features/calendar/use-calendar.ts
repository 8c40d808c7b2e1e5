import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { visibleEvents } from '@models/calendar'
import { calendarFilterMachine } from '@machines/calendar/calendar-filter.machine'
import { appCalendarEventsMachine } from '@/services/calendar/calendar-machines'

/**
 * The calendar screen's two machines: the category filter, and the events of the selected
 * categories. What the calendar shows is always the loaded events of the selected categories.
 */
export function useCalendar() {
  const filter = useActorRef(calendarFilterMachine)
  const selected = useSelector(filter, (snapshot) => snapshot.context.selected)
  const selection = useSelector(filter, (snapshot) => snapshot.value)
  const events = useActorRef(appCalendarEventsMachine, {
    input: { calendars: filter.getSnapshot().context.selected },
  })
  const loaded = useSelector(events, (snapshot) => snapshot.context.events)
  const everLoaded = useSelector(events, (snapshot) => snapshot.context.loaded)
  const status = useSelector(events, (snapshot) =>
    snapshot.matches('saving') ? 'saving' : (snapshot.value as 'loading' | 'ready' | 'failed'),
  )
  const editor = useSelector(events, (snapshot) => snapshot.context.editor)
  const loadError = useSelector(events, (snapshot) => snapshot.context.loadError)

  // The events machine decides whether a selection needs a load (it ignores the one it has).
  useEffect(
    () => events.send({ type: 'calendar.events.select', calendars: selected }),
    [events, selected],
  )

  const shown = useMemo(() => visibleEvents(loaded, selected), [loaded, selected])
  return { filter, events, selected, selection, shown, status, everLoaded, editor, loadError }
}
