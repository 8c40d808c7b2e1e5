import { describe, expect, it } from 'vitest'
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import type { RecordParams } from '@machines/record-params'
import type { CalendarEventsEvent } from '@machines/calendar/calendar-events.types'
import { takeCheckedStep } from '../support/checked-step'
import type { ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  SERVER_ID,
  TEMPORARY_ID,
  addForm,
  addedLunch,
  calendarEventsPaths,
  doctor,
  editedFields,
  lunchFields,
  review,
  reviewMovedTo,
  serializeState,
  showings,
  storedLunch,
  type EventsPath,
} from './calendar-events-model'
import { expectedStep, type Context, type Recorded, type Told } from './calendar-events-oracle'
import { scenarios } from './calendar-model'

const paths = calendarEventsPaths()

/** The machine with its effects noted: what it recorded in the store, and what it told the user. */
function startEvents(mayChange: boolean) {
  const recorded: RecordParams[] = []
  const told: Told[] = []
  const actor = createActor(
    calendarEventsMachine.provide({
      actions: {
        record: (_, params) => void recorded.push(params),
        notifySaved: (_, { change }) => void told.push(change),
        notifyGone: () => void told.push('gone'),
      },
    }),
    { input: { mayChange } },
  ).start()
  const step = async (event: EventObject) => void actor.send(event as never)
  return { actor, recorded, told, step }
}

const model = {
  serializeState,
  expectedStep: (before: AnyMachineSnapshot, event: EventObject) =>
    expectedStep(
      before.value as string,
      before.context as Context,
      event as unknown as Parameters<typeof expectedStep>[2],
    ),
}

async function run(generated: ModelPath<CalendarEventsEvent>) {
  const path = generated as EventsPath
  const { actor, recorded, told, step } = startEvents(path.mayChange)
  expect(actor.getSnapshot().context, 'nothing is shown or open at first').toEqual({
    mayChange: path.mayChange,
    shown: [],
    editor: null,
  })
  const running = { actor, step, effects: { recorded, told } }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, model)
  }
  actor.stop()
}

describeGeneratedPaths(
  'calendar events machine (generated paths)',
  {
    machine: calendarEventsMachine,
    paths,
    run,
    leftOut: { event: (event) => event.type === 'calendar.event.remove' },
  },
  () => {
    it('fails the coverage check without the paths of who may not change the calendar', async () => {
      const { uncoveredMacrosteps } = await import('../support/macrostep-coverage')
      const admin = paths.filter((path) => path.mayChange)
      expect(uncoveredMacrosteps(calendarEventsMachine, admin).states).toContain(
        'calendarEvents.viewing',
      )
    })

    it('gives `npm run model:scenarios -- calendar` the paths these tests run', () => {
      const [events] = scenarios
      expect(events!.machine).toBe('calendar-events')
      expect(events!.paths().map((path) => path.description)).toEqual(
        paths.map((path) => path.description),
      )
    })
  },
)

/** The change a step queued, if any. */
const changeOf = (recorded: Recorded[] | RecordParams[]) =>
  (recorded as Recorded[]).flatMap((params) => params.events.map((event) => event.change))

describe('calendar events machine (behaviour)', () => {
  it('queues a new event under its temporary id and closes the form at once', () => {
    const { actor, recorded, told } = startEvents(true)
    actor.send({ type: 'calendar.events.shown', events: showings.both, renamed: {} })
    actor.send({ type: 'calendar.editor.add', initial: addForm })
    actor.send({ type: 'calendar.event.add', key: 'k1', id: TEMPORARY_ID, fields: lunchFields })
    expect(recorded).toEqual([
      {
        events: [
          {
            type: 'change.queued',
            area: 'calendar',
            kid: 'k1',
            change: { kind: 'add', event: addedLunch },
          },
        ],
      },
    ])
    expect(actor.getSnapshot().context.editor).toBeNull()
    // The real API's message tells of it once it is sent, not the machine.
    expect(told).toEqual([])
  })

  it('follows the event it edits when the server gives it its own id, and saves it under that id', () => {
    const { actor, recorded } = startEvents(true)
    actor.send({ type: 'calendar.events.shown', events: showings.withAdded, renamed: {} })
    actor.send({ type: 'calendar.editor.edit', id: TEMPORARY_ID })
    actor.send({
      type: 'calendar.events.shown',
      events: showings.withStored,
      renamed: { [TEMPORARY_ID]: SERVER_ID },
    })
    expect(actor.getSnapshot().context.editor).toEqual({ mode: 'edit', event: storedLunch })
    actor.send({ type: 'calendar.event.update', key: 'k2', fields: editedFields })
    expect(changeOf(recorded)).toEqual([
      { kind: 'update', event: { ...editedFields, id: SERVER_ID } },
    ])
  })

  it('closes the drawer, saying so, when its event is removed elsewhere', () => {
    const { actor, told } = startEvents(true)
    actor.send({ type: 'calendar.events.shown', events: showings.both, renamed: {} })
    actor.send({ type: 'calendar.editor.edit', id: review.id })
    actor.send({ type: 'calendar.events.shown', events: showings.doctorOnly, renamed: {} })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(told).toEqual(['gone'])
  })

  it('lets a client see an event but change nothing, not even by dragging it', () => {
    const { actor, recorded } = startEvents(false)
    actor.send({ type: 'calendar.events.shown', events: showings.both, renamed: {} })
    actor.send({ type: 'calendar.editor.add', initial: addForm })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'calendar.event.move', key: 'k3', id: review.id, to: reviewMovedTo })
    actor.send({ type: 'calendar.editor.edit', id: doctor.id })
    expect(actor.getSnapshot().value).toBe('viewing')
    actor.send({ type: 'calendar.event.remove', key: 'k4' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(recorded).toEqual([])
  })

  it('queues a drag of an all-day event on the days the calendar shows it on', () => {
    const { actor, recorded } = startEvents(true)
    actor.send({ type: 'calendar.events.shown', events: showings.both, renamed: {} })
    actor.send({ type: 'calendar.event.move', key: 'k5', id: review.id, to: reviewMovedTo })
    expect(changeOf(recorded)).toEqual([
      { kind: 'move', event: { ...review, start: '2026-11-07', end: '2026-11-08' } },
    ])
  })
})
