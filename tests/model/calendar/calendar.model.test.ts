import { describe, expect, it } from 'vitest'
import { createActor, type AnyActorRef } from 'xstate'
import { calendarCategories, type CalendarCategory } from '@models/calendar/calendar'
import type { CalendarEventRow } from '@models/calendar/calendar-changes'
import { calendarMachine } from '@machines/calendar/calendar.machine'
import type { CalendarEventsContext } from '@machines/calendar/calendar-events.types'
import type { CalendarFilterContext } from '@machines/calendar/calendar-filter.types'
import { calendarFilterPaths } from './calendar-filter-model'

/*
 * The calendar machine joins the filter and the events machines: whatever the filter's path and
 * whenever the store reads, the events machine is told the stored events of the selected
 * categories, and only those. The filter's generated paths are walked through the parent.
 */

/** One stored event per category, the second one on its way to the server. */
const stored: CalendarEventRow[] = calendarCategories.map((category, index) => ({
  id: index + 1,
  title: category,
  start: '2026-11-02',
  end: null,
  allDay: true,
  url: '',
  category,
  guests: [],
  location: '',
  description: '',
  pending: index === 1,
}))

const childrenOf = (calendar: AnyActorRef) =>
  (calendar.getSnapshot() as { children: Record<string, AnyActorRef> }).children

/** The categories of what the events machine is told it shows. */
const eventsShown = (calendar: AnyActorRef) =>
  (childrenOf(calendar).events!.getSnapshot().context as CalendarEventsContext).shown.map(
    (event) => event.category,
  )

const selectedBy = (calendar: AnyActorRef): CalendarCategory[] =>
  (childrenOf(calendar).filter!.getSnapshot().context as CalendarFilterContext).selected

describe('the calendar machine (the filter and the events, joined)', () => {
  it('tells the events machine every stored event while all categories are selected', () => {
    const calendar = createActor(calendarMachine, { input: { mayChange: true } }).start()
    expect(eventsShown(calendar)).toEqual([])
    calendar.send({ type: 'calendar.store.read', events: stored, renamed: {} })
    expect(eventsShown(calendar)).toEqual([...calendarCategories])
    // The screen's rows keep their pending mark; the events machine gets the events alone.
    expect(calendar.getSnapshot().context.shown).toEqual(stored)
  })

  it.each(calendarFilterPaths().map((path) => [path.description, path] as const))(
    '%s',
    (_, path) => {
      const calendar = createActor(calendarMachine, { input: { mayChange: false } }).start()
      calendar.send({ type: 'calendar.store.read', events: stored, renamed: {} })
      for (const { event } of path.steps.slice(1)) {
        childrenOf(calendar).filter!.send(event)
        const selected = selectedBy(calendar)
        expect(eventsShown(calendar)).toEqual(selected)
        expect(calendar.getSnapshot().context.shown.map((row) => row.category)).toEqual(selected)
        // A new read is narrowed by the selection as it is now.
        calendar.send({ type: 'calendar.store.read', events: stored.slice(1), renamed: {} })
        expect(eventsShown(calendar)).toEqual(
          selected.filter((category) => category !== 'Personal'),
        )
        calendar.send({ type: 'calendar.store.read', events: stored, renamed: {} })
      }
    },
  )
})
