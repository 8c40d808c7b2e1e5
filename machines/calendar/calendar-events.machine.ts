import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  calendarsParam,
  type CalendarCategory,
  type CalendarEvent,
  type EventFields,
} from '@models/calendar'
import type {
  CalendarChange,
  CalendarEventsContext,
  CalendarEventsEvent,
  CalendarEventsInput,
} from './calendar-events.types'
import { notProvided } from '../not-provided'

const replaced = (events: CalendarEvent[], event: CalendarEvent) =>
  events.map((item) => (item.id === event.id ? event : item))

/** The changes the user can start while no other change is being saved. */
const changes = {
  'calendar.event.add': { target: '#calendarEvents.saving.adding' },
  'calendar.event.update': { target: '#calendarEvents.saving.updating' },
  'calendar.event.move': { target: '#calendarEvents.saving.moving', actions: 'applyMove' },
  'calendar.event.remove': { target: '#calendarEvents.saving.removing' },
  'calendar.editor.open': { actions: 'openEditor' },
  'calendar.editor.close': { actions: 'closeEditor' },
} as const

/**
 * The calendar's events: loads those of the selected categories, and adds, updates, moves and
 * removes them through the demo endpoints one change at a time. A new event is also sent to the
 * real API, whose message the user is shown; when that call fails the event stays (the demo
 * calendar has it) and the failure is shown. A refused move puts the event back. The form stays
 * open, with what was typed, until its change is saved.
 */
export const calendarEventsMachine = setup({
  types: {
    context: {} as CalendarEventsContext,
    events: {} as CalendarEventsEvent,
    input: {} as CalendarEventsInput,
  },
  actors: {
    fetchEvents: fromPromise<CalendarEvent[], { calendars: CalendarCategory[] }>(
      notProvided('fetchEvents'),
    ),
    addEvent: fromPromise<CalendarEvent, { fields: EventFields }>(notProvided('addEvent')),
    updateEvent: fromPromise<CalendarEvent, { event: CalendarEvent }>(notProvided('updateEvent')),
    /** Answers with the id it removed. */
    removeEvent: fromPromise<number, { id: number }>(notProvided('removeEvent')),
    /** The real API's `POST events`; answers with the message to show. */
    announceEvent: fromPromise<string, { event: CalendarEvent }>(notProvided('announceEvent')),
  },
  actions: {
    /** Tells the user a change was saved (`add` is told by the real API's message instead). */
    notifySaved: (_, _params: { change: CalendarChange }) => undefined,
    /** Tells the user a change was refused or failed; nothing the user typed is lost. */
    reportFailure: (_, _params: { change: CalendarChange; error: unknown }) => undefined,
    /** Shows the real API's message about a new event. */
    notifyAnnounced: (_, _params: { message: string }) => undefined,
    /** The real API did not take the new event: the demo event stays, the user is told. */
    reportAnnounceFailure: (_, _params: { error: unknown }) => undefined,
    openEditor: assign(({ event }) => {
      assertEvent(event, 'calendar.editor.open')
      return { editor: event.editor }
    }),
    closeEditor: assign({ editor: null }),
    select: assign(({ event }) => {
      assertEvent(event, 'calendar.events.select')
      return { calendars: event.calendars }
    }),
    markStale: assign({ stale: true }),
    applyMove: assign(({ context, event }) => {
      assertEvent(event, 'calendar.event.move')
      return {
        rollback: context.events.find((item) => item.id === event.event.id) ?? null,
        events: replaced(context.events, event.event),
      }
    }),
  },
  guards: {
    stale: ({ context }) => context.stale,
    /** The filter asks for another selection than the one loaded (or being loaded). */
    newSelection: ({ context, event }) => {
      assertEvent(event, 'calendar.events.select')
      return calendarsParam(event.calendars) !== calendarsParam(context.calendars)
    },
  },
}).createMachine({
  id: 'calendarEvents',
  context: ({ input }) => ({
    calendars: input.calendars,
    events: input.events ?? [],
    loaded: input.events !== undefined,
    loadError: null,
    editor: null,
    rollback: null,
    stale: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ stale: false }),
      invoke: {
        id: 'fetchEvents',
        src: 'fetchEvents',
        input: ({ context }) => ({ calendars: context.calendars }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ events: event.output, loaded: true, loadError: null })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ loadError: event.error })),
        },
      },
      on: {
        'calendar.events.select': {
          guard: 'newSelection',
          target: 'loading',
          reenter: true,
          actions: 'select',
        },
        // A change cuts the load short; the load runs again once the change is saved.
        'calendar.event.add': { target: '#calendarEvents.saving.adding', actions: 'markStale' },
        'calendar.event.update': {
          target: '#calendarEvents.saving.updating',
          actions: 'markStale',
        },
        'calendar.event.move': {
          target: '#calendarEvents.saving.moving',
          actions: ['markStale', 'applyMove'],
        },
        'calendar.event.remove': {
          target: '#calendarEvents.saving.removing',
          actions: 'markStale',
        },
        'calendar.editor.open': { actions: 'openEditor' },
        'calendar.editor.close': { actions: 'closeEditor' },
      },
    },
    ready: {
      on: {
        'calendar.events.select': { guard: 'newSelection', target: 'loading', actions: 'select' },
        ...changes,
      },
    },
    failed: {
      on: {
        'calendar.events.retry': { target: 'loading' },
        'calendar.events.select': { guard: 'newSelection', target: 'loading', actions: 'select' },
        'calendar.editor.open': { actions: 'openEditor' },
        'calendar.editor.close': { actions: 'closeEditor' },
        'calendar.event.add': { target: '#calendarEvents.saving.adding', actions: 'markStale' },
      },
    },
    saving: {
      // Always entered at the change's own state; `initial` is only what xstate requires.
      initial: 'adding',
      // No `calendar.editor.close` here on purpose: the form stays open until its change settles,
      // so a failed save never loses what was typed (the drawer says it is saving meanwhile).
      on: {
        // The selection is remembered and loaded once the change is saved.
        'calendar.events.select': { guard: 'newSelection', actions: ['select', 'markStale'] },
      },
      states: {
        adding: {
          invoke: {
            id: 'addEvent',
            src: 'addEvent',
            input: ({ event }) => {
              assertEvent(event, 'calendar.event.add')
              return { fields: event.fields }
            },
            onDone: {
              target: 'announcing',
              actions: assign(({ context, event }) => ({
                events: [...context.events, event.output],
                editor: null,
              })),
            },
            onError: {
              target: '#calendarEvents.settling',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ change: 'add' as const, error: event.error }),
              },
            },
          },
        },
        announcing: {
          invoke: {
            id: 'announceEvent',
            src: 'announceEvent',
            // Entered only from the add's done event, whose output is the stored event.
            input: ({ event }) => ({
              event: (event as unknown as { output: CalendarEvent }).output,
            }),
            onDone: {
              target: '#calendarEvents.settling',
              actions: {
                type: 'notifyAnnounced',
                params: ({ event }) => ({ message: event.output }),
              },
            },
            onError: {
              target: '#calendarEvents.settling',
              actions: {
                type: 'reportAnnounceFailure',
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
        updating: {
          invoke: {
            id: 'updateEvent',
            src: 'updateEvent',
            input: ({ event }) => {
              assertEvent(event, 'calendar.event.update')
              return { event: event.event }
            },
            onDone: {
              target: '#calendarEvents.settling',
              actions: [
                assign(({ context, event }) => ({
                  events: replaced(context.events, event.output),
                  editor: null,
                })),
                { type: 'notifySaved', params: { change: 'update' as const } },
              ],
            },
            onError: {
              target: '#calendarEvents.settling',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ change: 'update' as const, error: event.error }),
              },
            },
          },
        },
        moving: {
          invoke: {
            id: 'moveEvent',
            src: 'updateEvent',
            input: ({ event }) => {
              assertEvent(event, 'calendar.event.move')
              return { event: event.event }
            },
            onDone: {
              target: '#calendarEvents.settling',
              actions: assign(({ context, event }) => ({
                events: replaced(context.events, event.output),
                rollback: null,
              })),
            },
            onError: {
              target: '#calendarEvents.settling',
              actions: [
                assign(({ context }) => ({
                  events: context.rollback
                    ? replaced(context.events, context.rollback)
                    : context.events,
                  rollback: null,
                })),
                {
                  type: 'reportFailure',
                  params: ({ event }) => ({ change: 'move' as const, error: event.error }),
                },
              ],
            },
          },
        },
        removing: {
          invoke: {
            id: 'removeEvent',
            src: 'removeEvent',
            input: ({ event }) => {
              assertEvent(event, 'calendar.event.remove')
              return { id: event.id }
            },
            onDone: {
              target: '#calendarEvents.settling',
              actions: [
                assign(({ context, event }) => ({
                  events: context.events.filter((item) => item.id !== event.output),
                  editor: null,
                })),
                { type: 'notifySaved', params: { change: 'remove' as const } },
              ],
            },
            onError: {
              target: '#calendarEvents.settling',
              actions: {
                type: 'reportFailure',
                params: ({ event }) => ({ change: 'remove' as const, error: event.error }),
              },
            },
          },
        },
      },
    },
    /** A change is over: load again if the selection changed meanwhile, else carry on. */
    settling: {
      always: [{ guard: 'stale', target: 'loading' }, { target: 'ready' }],
    },
  },
})
