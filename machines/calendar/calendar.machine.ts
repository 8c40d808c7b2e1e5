import { assertEvent, assign, sendTo, setup } from 'xstate'
import { visibleEvents } from '@models/calendar/calendar'
import { eventOfRow } from '@models/calendar/calendar-changes'
import { calendarEventsMachine } from './calendar-events.machine'
import { calendarFilterMachine } from './calendar-filter.machine'
import type { CalendarContext, CalendarInput, CalendarMachineEvent } from './calendar.types'

/**
 * The calendar screen's machines, joined: the category filter and the events machine are its
 * children, and the calendar tells the events machine what it shows whenever the store's events
 * or the filter's selection change. The filter says nothing of the events, nor they of it: the
 * calendar hears the filter's every state (`onSnapshot`, its first one too) and the store's
 * every read, and narrows the one by the other, so no screen code passes one machine's state to
 * the other. The screen sends the filter's and the drawer's events to the children themselves.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarMachineEvent,
    input: {} as CalendarInput,
  },
  actors: {
    filter: calendarFilterMachine,
    events: calendarEventsMachine,
  },
  actions: {
    takeStore: assign(({ event }) => {
      assertEvent(event, 'calendar.store.read')
      return { stored: event.events, renamed: event.renamed }
    }),
    narrow: assign(({ context }) => ({ shown: visibleEvents(context.stored, context.selected) })),
    tellEvents: sendTo('events', ({ context }) => ({
      type: 'calendar.events.shown' as const,
      events: context.shown.map(eventOfRow),
      renamed: context.renamed,
    })),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    mayChange: input.mayChange,
    stored: [],
    renamed: {},
    // Until the filter's first state is heard, as the calendar starts.
    selected: [],
    shown: [],
  }),
  invoke: [
    {
      id: 'filter',
      src: 'filter',
      onSnapshot: {
        actions: [
          assign({ selected: ({ event }) => event.snapshot.context.selected }),
          'narrow',
          'tellEvents',
        ],
      },
    },
    {
      id: 'events',
      src: 'events',
      input: ({ context }) => ({ mayChange: context.mayChange }),
    },
  ],
  on: {
    'calendar.store.read': { actions: ['takeStore', 'narrow', 'tellEvents'] },
  },
})
