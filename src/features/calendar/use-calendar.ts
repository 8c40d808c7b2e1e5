import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { fromPromise } from 'xstate'
import { visibleEvents, type CalendarCategory, type CalendarEvent } from '@models/calendar'
import { calendarFilterMachine } from '@machines/calendar/calendar-filter.machine'
import { queryCache } from '@/services/app-query-cache'
import { appCalendarEventsMachine } from '@/services/calendar/calendar-machines'
import { calendarEventsKey, calendarQuery } from '@/services/calendar/calendar-query'

/** The events machine, loading through the query cache: the route's prefetch is its first load. */
const cachedEventsMachine = appCalendarEventsMachine.provide({
  actors: {
    fetchEvents: fromPromise<CalendarEvent[], { calendars: CalendarCategory[] }>(
      ({ input, signal }) => queryCache.fetch(calendarQuery(input.calendars), { signal }),
    ),
  },
})

/**
 * The calendar screen's two machines: the category filter, and the events of the selected
 * categories. What the calendar shows is always the loaded events of the selected categories.
 * Back on the screen, the events shown last time are there at once, and usable, while they load
 * again; a change the user made goes into the query cache, and every other selection's events
 * are dropped from it, since the change may belong to them too.
 */
export function useCalendar() {
  const filter = useActorRef(calendarFilterMachine)
  const selected = useSelector(filter, (snapshot) => snapshot.context.selected)
  const selection = useSelector(filter, (snapshot) => snapshot.value)
  const [shownLastTime] = useState(() =>
    queryCache.peek<CalendarEvent[]>(calendarQuery(filter.getSnapshot().context.selected).key),
  )
  const events = useActorRef(cachedEventsMachine, {
    input: { calendars: filter.getSnapshot().context.selected, events: shownLastTime },
  })
  const loaded = useSelector(events, (snapshot) => snapshot.context.events)
  const everLoaded = useSelector(events, (snapshot) => snapshot.context.loaded)
  const machineStatus = useSelector(events, (snapshot) =>
    snapshot.matches('saving') ? 'saving' : (snapshot.value as 'loading' | 'ready' | 'failed'),
  )
  const editor = useSelector(events, (snapshot) => snapshot.context.editor)
  const loadError = useSelector(events, (snapshot) => snapshot.context.loadError)

  // The events machine decides whether a selection needs a load (it ignores the one it has).
  useEffect(
    () => events.send({ type: 'calendar.events.select', calendars: selected }),
    [events, selected],
  )

  useEffect(() => {
    const subscription = events.subscribe((snapshot) => {
      const { calendars, events: held } = snapshot.context
      const key = calendarQuery(calendars).key
      if (!snapshot.matches('ready') || held === queryCache.peek(key)) return
      queryCache.invalidate(calendarEventsKey)
      queryCache.set(key, held)
    })
    return () => subscription.unsubscribe()
  }, [events])

  // Loading the events shown from last time is a refresh behind them, not a load to wait for:
  // the calendar stays as it was, and editable (the machine takes changes made meanwhile).
  const status = machineStatus === 'loading' && loaded === shownLastTime ? 'ready' : machineStatus
  const shown = useMemo(() => visibleEvents(loaded, selected), [loaded, selected])
  return { filter, events, selected, selection, shown, status, everLoaded, editor, loadError }
}
