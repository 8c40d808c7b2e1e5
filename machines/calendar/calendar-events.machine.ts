import { assertEvent, assign, setup } from 'xstate'
import { movedEvent, type CalendarEvent } from '@models/calendar/calendar'
import type { CalendarChange } from '@models/calendar/calendar-changes'
import type { RecordParams } from '../record-params'
import type {
  CalendarEventsContext,
  CalendarEventsEvent,
  CalendarEventsInput,
} from './calendar-events.types'

/** The change, as the event that queues it in the outbox (models/local-store/area-events.ts). */
function queued(key: string, change: CalendarChange): RecordParams {
  return { events: [{ type: 'change.queued', area: 'calendar', kid: key, change }] }
}

const shownWith = (context: CalendarEventsContext, id: number) =>
  context.shown.find((event) => event.id === id)

/** The event being edited, as what is shown now has it: by its id, or by the id it got since. */
function editedIn(
  context: CalendarEventsContext,
  events: readonly CalendarEvent[],
  renamed: Record<number, number>,
): CalendarEvent | undefined {
  if (context.editor?.mode !== 'edit') return undefined
  const { id } = context.editor.event
  return events.find((event) => event.id === id) ?? events.find((event) => event.id === renamed[id])
}

/** The shown event an edit or a drag is about. */
function editedEvent(context: CalendarEventsContext): CalendarEvent {
  if (context.editor?.mode !== 'edit') throw new Error('No event is being edited.')
  return context.editor.event
}

/** Whether a drag puts an event the user may change somewhere else than it is. */
function isMove(context: CalendarEventsContext, event: CalendarEventsEvent): boolean {
  assertEvent(event, 'calendar.event.move')
  const shown = shownWith(context, event.id)
  if (!context.mayChange || !shown) return false
  const moved = movedEvent(shown, event.to)
  return moved.start !== shown.start || moved.end !== shown.end || moved.allDay !== shown.allDay
}

/**
 * The calendar's events, as the user changes them (docs/architecture.md, "The local store"). It
 * only decides: which event the drawer shows (the add form, an event's form, or, for who may not
 * change the calendar, its details), and whether a change is made. A client may change nothing;
 * an event is changed only while it is shown. Each change is recorded as queued in the outbox,
 * with the key the screen made for it: the store shows it at once, the outbox sends it, and a
 * change the server refuses is taken back there. The drawer closes as soon as its change is
 * queued. The drawer follows its event when the server gives it its own id, and closes, saying
 * so, when the event is no longer shown (removed in another tab, or its addition refused).
 */
export const calendarEventsMachine = setup({
  types: {
    context: {} as CalendarEventsContext,
    events: {} as CalendarEventsEvent,
    input: {} as CalendarEventsInput,
  },
  actions: {
    record: (_, _params: RecordParams) => undefined,
    /** Tells the user an update or a removal was made (an addition is told by the real API). */
    notifySaved: (_, _params: { change: 'update' | 'remove' }) => undefined,
    /** Tells the user the event the drawer showed is gone. */
    notifyGone: () => undefined,
    show: assign(({ event }) => {
      assertEvent(event, 'calendar.events.shown')
      return { shown: event.events }
    }),
    openAdd: assign(({ event }) => {
      assertEvent(event, 'calendar.editor.add')
      return { editor: { mode: 'add' as const, initial: event.initial } }
    }),
    openEvent: assign(({ context, event }) => {
      assertEvent(event, 'calendar.editor.edit')
      return { editor: { mode: 'edit' as const, event: shownWith(context, event.id)! } }
    }),
    followEvent: assign(({ context, event }) => {
      assertEvent(event, 'calendar.events.shown')
      return {
        editor: { mode: 'edit' as const, event: editedIn(context, event.events, event.renamed)! },
      }
    }),
    closeEditor: assign({ editor: null }),
  },
  guards: {
    mayChange: ({ context }) => context.mayChange,
    /** The clicked event is shown. */
    isShown: ({ context, event }) => {
      assertEvent(event, 'calendar.editor.edit')
      return shownWith(context, event.id) !== undefined
    },
    /** The clicked event is shown, and the user may change it. */
    isShownAndMayChange: ({ context, event }) => {
      assertEvent(event, 'calendar.editor.edit')
      return context.mayChange && shownWith(context, event.id) !== undefined
    },
    isMove: ({ context, event }) => isMove(context, event),
    /** The event the drawer shows is still shown. */
    editedIsShown: ({ context, event }) => {
      assertEvent(event, 'calendar.events.shown')
      return editedIn(context, event.events, event.renamed) !== undefined
    },
  },
}).createMachine({
  id: 'calendarEvents',
  context: ({ input }) => ({ mayChange: input.mayChange, shown: [], editor: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'calendar.events.shown': { actions: 'show' },
        'calendar.editor.add': { guard: 'mayChange', target: 'adding', actions: 'openAdd' },
        'calendar.editor.edit': [
          { guard: 'isShownAndMayChange', target: 'editing', actions: 'openEvent' },
          { guard: 'isShown', target: 'viewing', actions: 'openEvent' },
        ],
        'calendar.event.move': {
          guard: 'isMove',
          actions: {
            type: 'record',
            params: ({ context, event }) =>
              queued(event.key, {
                kind: 'move',
                event: movedEvent(shownWith(context, event.id)!, event.to),
              }),
          },
        },
      },
    },
    adding: {
      on: {
        'calendar.events.shown': { actions: 'show' },
        'calendar.editor.close': { target: 'idle', actions: 'closeEditor' },
        'calendar.event.add': {
          target: 'idle',
          actions: [
            {
              type: 'record',
              params: ({ event }) =>
                queued(event.key, { kind: 'add', event: { ...event.fields, id: event.id } }),
            },
            'closeEditor',
          ],
        },
      },
    },
    editing: {
      on: {
        'calendar.events.shown': [
          { guard: 'editedIsShown', actions: ['show', 'followEvent'] },
          { target: 'idle', actions: ['show', 'closeEditor', 'notifyGone'] },
        ],
        'calendar.editor.close': { target: 'idle', actions: 'closeEditor' },
        'calendar.event.update': {
          target: 'idle',
          actions: [
            {
              type: 'record',
              params: ({ context, event }) =>
                queued(event.key, {
                  kind: 'update',
                  event: { ...event.fields, id: editedEvent(context).id },
                }),
            },
            { type: 'notifySaved', params: { change: 'update' } },
            'closeEditor',
          ],
        },
        'calendar.event.remove': {
          target: 'idle',
          actions: [
            {
              type: 'record',
              params: ({ context, event }) =>
                queued(event.key, { kind: 'remove', id: editedEvent(context).id }),
            },
            { type: 'notifySaved', params: { change: 'remove' } },
            'closeEditor',
          ],
        },
      },
    },
    // Who may not change the calendar sees an event's details.
    viewing: {
      on: {
        'calendar.events.shown': [
          { guard: 'editedIsShown', actions: ['show', 'followEvent'] },
          { target: 'idle', actions: ['show', 'closeEditor', 'notifyGone'] },
        ],
        'calendar.editor.close': { target: 'idle', actions: 'closeEditor' },
      },
    },
  },
})
