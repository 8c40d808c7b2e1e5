import { describe, expect, it } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import type { CalendarCategory, CalendarEvent, EventFields } from '@models/calendar'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import type {
  CalendarChange,
  CalendarEventsContext,
} from '@machines/calendar/calendar-events.types'
import type { ModelPath } from '../support/model-paths'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  addForm,
  announcement,
  calendarEventsPaths,
  eventsInput,
  loadedEvents,
  movedReview,
  newFields,
  refused,
  serializeState,
  storedEvent,
} from './calendar-events-model'
import { scenarios } from './calendar-model'

const paths = calendarEventsPaths()

type Told =
  | { kind: 'saved'; change: CalendarChange }
  | { kind: 'failed'; change: CalendarChange; error: unknown }
  | { kind: 'announced'; message: string }
  | { kind: 'announceFailed'; error: unknown }

function startEvents() {
  const fakes = createFakeActors()
  const told: Told[] = []
  const actor = createActor(
    calendarEventsMachine.provide({
      actors: {
        fetchEvents: fakes.logic<CalendarEvent[], { calendars: CalendarCategory[] }>(),
        addEvent: fakes.logic<CalendarEvent, { fields: EventFields }>(),
        updateEvent: fakes.logic<CalendarEvent, { event: CalendarEvent }>(),
        removeEvent: fakes.logic<number, { id: number }>(),
        announceEvent: fakes.logic<string, { event: CalendarEvent }>(),
      },
      actions: {
        notifySaved: (_, { change }) => told.push({ kind: 'saved', change }),
        reportFailure: (_, { change, error }) => told.push({ kind: 'failed', change, error }),
        notifyAnnounced: (_, { message }) => told.push({ kind: 'announced', message }),
        reportAnnounceFailure: (_, { error }) => told.push({ kind: 'announceFailed', error }),
      },
    }),
    { input: eventsInput },
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => 0)
  return { actor, fakes, told, step }
}

interface Expected {
  value: unknown
  context: CalendarEventsContext
  told: Told[]
  calls: FakeCall[]
}

const replaced = (events: CalendarEvent[], event: CalendarEvent) =>
  events.map((item) => (item.id === event.id ? event : item))
const sameSet = (a: CalendarCategory[], b: CalendarCategory[]) =>
  a.length === b.length && a.every((item) => b.includes(item))

/**
 * The rules, written apart from the machine: one change at a time; a change started while a load
 * runs cuts it short and loads again after; a selection made while a change is saved is loaded
 * after it; a refused move is put back; the form closes only when its change is saved.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): Expected {
  const context = before.context as CalendarEventsContext
  const value = before.value
  const same: Expected = { value, context, told: [], calls: [] }
  const at = (state: string) => before.matches(state)
  const idle = at('ready') || at('loading') || at('failed')
  const load = (next: CalendarEventsContext): Expected => ({
    value: 'loading',
    context: { ...next, stale: false },
    told: [],
    calls: [{ id: 'fetchEvents', input: { calendars: next.calendars } }],
  })
  // After a change: load again when something made the events stale, else back to ready.
  const settle = (next: CalendarEventsContext, told: Told[] = [], calls: FakeCall[] = []) =>
    next.stale ? { ...load(next), told } : { value: 'ready', context: next, told, calls }
  const staleIf = at('ready') ? context.stale : true
  const output = (event as { output?: unknown }).output
  const error = (event as { error?: unknown }).error
  const payload = event as unknown as Record<string, unknown>

  switch (event.type) {
    case 'calendar.events.select': {
      const calendars = payload.calendars as CalendarCategory[]
      if (sameSet(calendars, context.calendars)) return same
      if (at('saving')) return { ...same, context: { ...context, calendars, stale: true } }
      return load({ ...context, calendars })
    }
    case 'calendar.events.retry':
      return at('failed') ? load(context) : same
    case 'calendar.editor.open':
      return idle
        ? {
            ...same,
            context: { ...context, editor: payload.editor as CalendarEventsContext['editor'] },
          }
        : same
    case 'calendar.editor.close':
      return idle ? { ...same, context: { ...context, editor: null } } : same
    case 'calendar.event.add':
      if (!idle) return same
      return {
        value: { saving: 'adding' },
        context: { ...context, stale: staleIf },
        told: [],
        calls: [{ id: 'addEvent', input: { fields: payload.fields } }],
      }
    case 'calendar.event.update':
    case 'calendar.event.move':
    case 'calendar.event.remove': {
      if (!(at('ready') || at('loading'))) return same
      const kind = event.type.split('.').at(-1)!
      const moved = kind === 'move' ? (payload.event as CalendarEvent) : null
      return {
        value: { saving: { update: 'updating', move: 'moving', remove: 'removing' }[kind] },
        context: {
          ...context,
          stale: staleIf,
          ...(moved
            ? {
                rollback: context.events.find((item) => item.id === moved.id) ?? null,
                events: replaced(context.events, moved),
              }
            : {}),
        },
        told: [],
        calls: [
          kind === 'remove'
            ? { id: 'removeEvent', input: { id: payload.id } }
            : {
                id: kind === 'move' ? 'moveEvent' : 'updateEvent',
                input: { event: payload.event },
              },
        ],
      }
    }
    case 'xstate.done.actor.fetchEvents':
      return {
        ...same,
        value: 'ready',
        context: { ...context, events: output as CalendarEvent[], loaded: true, loadError: null },
      }
    case 'xstate.error.actor.fetchEvents':
      return { ...same, value: 'failed', context: { ...context, loadError: error } }
    case 'xstate.done.actor.addEvent':
      return {
        value: { saving: 'announcing' },
        context: { ...context, events: [...context.events, output as CalendarEvent], editor: null },
        told: [],
        calls: [{ id: 'announceEvent', input: { event: output } }],
      }
    case 'xstate.error.actor.addEvent':
      return settle(context, [{ kind: 'failed', change: 'add', error }])
    case 'xstate.done.actor.announceEvent':
      return settle(context, [{ kind: 'announced', message: output as string }])
    case 'xstate.error.actor.announceEvent':
      return settle(context, [{ kind: 'announceFailed', error }])
    case 'xstate.done.actor.updateEvent':
      return settle(
        { ...context, events: replaced(context.events, output as CalendarEvent), editor: null },
        [{ kind: 'saved', change: 'update' }],
      )
    case 'xstate.error.actor.updateEvent':
      return settle(context, [{ kind: 'failed', change: 'update', error }])
    case 'xstate.done.actor.moveEvent':
      return settle({
        ...context,
        events: replaced(context.events, output as CalendarEvent),
        rollback: null,
      })
    case 'xstate.error.actor.moveEvent':
      return settle(
        {
          ...context,
          events: context.rollback ? replaced(context.events, context.rollback) : context.events,
          rollback: null,
        },
        [{ kind: 'failed', change: 'move', error }],
      )
    case 'xstate.done.actor.removeEvent':
      return settle(
        { ...context, events: context.events.filter((item) => item.id !== output), editor: null },
        [{ kind: 'saved', change: 'remove' }],
      )
    case 'xstate.error.actor.removeEvent':
      return settle(context, [{ kind: 'failed', change: 'remove', error }])
    default:
      return same
  }
}

async function run(path: ModelPath) {
  const { actor, fakes, told, step } = startEvents()
  expect(fakes.calls, 'the events are asked for at once').toEqual([
    { id: 'fetchEvents', input: { calendars: eventsInput.calendars } },
  ])
  const running = { actor, step, effects: { told, calls: fakes.calls } }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep })
  }
  actor.stop()
}

describeGeneratedPaths(
  'calendar events machine (generated paths)',
  { machine: calendarEventsMachine, paths, run },
  () => {
    it('gives `npm run model:scenarios -- calendar` the paths these tests run', () => {
      const [events] = scenarios
      expect(events!.machine).toBe('calendar-events')
      expect(events!.paths().map((path) => path.description)).toEqual(
        paths.map((path) => path.description),
      )
    })
  },
)

describe('calendar events machine (behaviour)', () => {
  const loaded = { type: 'xstate.done.actor.fetchEvents', output: loadedEvents }

  it('puts a dragged event back where it was when the server refuses the move', async () => {
    const { actor, told, step } = startEvents()
    await step(loaded)
    await step({ type: 'calendar.event.move', event: movedReview })
    expect(actor.getSnapshot().context.events[1]).toEqual(movedReview)
    await step({ type: 'xstate.error.actor.moveEvent', error: refused })
    expect(actor.getSnapshot().context.events).toEqual(loadedEvents)
    expect(actor.getSnapshot().value).toBe('ready')
    expect(told).toEqual([{ kind: 'failed', change: 'move', error: refused }])
  })

  it('keeps the form open when adding fails, and the event stays when only the real API fails', async () => {
    const { actor, told, step } = startEvents()
    await step(loaded)
    await step({ type: 'calendar.editor.open', editor: { mode: 'add', initial: addForm } })
    await step({ type: 'calendar.event.add', fields: newFields })
    await step({ type: 'xstate.error.actor.addEvent', error: refused })
    expect(actor.getSnapshot().context.editor).toEqual({ mode: 'add', initial: addForm })
    await step({ type: 'calendar.event.add', fields: newFields })
    await step({ type: 'xstate.done.actor.addEvent', output: storedEvent })
    await step({ type: 'xstate.error.actor.announceEvent', error: refused })
    expect(actor.getSnapshot().context.events).toContainEqual(storedEvent)
    expect(actor.getSnapshot().context.editor).toBeNull()
    expect(told.map((item) => item.kind)).toEqual(['failed', 'announceFailed'])
  })

  it('shows the real API message after an add', async () => {
    const { told, step } = startEvents()
    await step(loaded)
    await step({ type: 'calendar.event.add', fields: newFields })
    await step({ type: 'xstate.done.actor.addEvent', output: storedEvent })
    await step({ type: 'xstate.done.actor.announceEvent', output: announcement })
    expect(told).toEqual([{ kind: 'announced', message: announcement }])
  })

  it('loads the selection made while a change was saved once the change is done', async () => {
    const { actor, fakes, step } = startEvents()
    await step(loaded)
    await step({ type: 'calendar.event.remove', id: 1 })
    await step({ type: 'calendar.events.select', calendars: ['Business'] })
    expect(actor.getSnapshot().matches({ saving: 'removing' })).toBe(true)
    await step({ type: 'xstate.done.actor.removeEvent', output: 1 })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(fakes.calls.at(-1)).toEqual({ id: 'fetchEvents', input: { calendars: ['Business'] } })
  })
})
