import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import { captureToasts, signOutAfterTest } from '../../support/test-kit'
import { uncoveredMacrosteps } from '../support/macrostep-coverage'
import { CalendarScreen } from './calendar-screen-driver'
import {
  machinePath,
  mainScreenPaths,
  screenLabel,
  screenScenarios,
  type ScreenPath,
} from './calendar-screen-paths'

/*
 * The calendar events machine's main paths, run against the real calendar screen: generated from
 * the machine (calendar-screen-paths.ts), done as a user, another tab and the demo server would do
 * them (calendar-screen-driver.tsx), each step checked on screen, in the outbox and on the demo
 * server against an oracle written from SPEC.md and the issue (calendar-screen-oracle.ts). A drag
 * needs a browser: tests/e2e/calendar.e2e.test.ts moves events.
 */

// The screen's events machine is watched (never driven), to know that the screen is in the step's
// state before what it shows is checked. It is a child of the calendar machine the screen runs.
const watched = vi.hoisted(() => ({ calendar: undefined as AnyActorRef | undefined }))
const eventsActor = (): AnyActorRef | undefined =>
  (watched.calendar?.getSnapshot() as { children: { events?: AnyActorRef } } | undefined)?.children
    .events
vi.mock('@xstate/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@xstate/react')>()
  const useActorRef = ((logic: { id?: string }, options?: object) => {
    const actor = (original.useActorRef as (l: unknown, o?: object) => AnyActorRef)(logic, options)
    if (logic.id === 'calendar') watched.calendar = actor
    return actor
  }) as unknown as typeof original.useActorRef
  return { ...original, useActorRef }
})

const paths = mainScreenPaths()
const toasts = captureToasts()
let current: CalendarScreen | undefined

afterEach(async () => {
  current?.dispose()
  current = undefined
  await signOutAfterTest()
})

/** Runs a path on screen, step by step, naming the step that fails. */
async function run(path: ScreenPath) {
  watched.calendar = undefined
  const screen = new CalendarScreen({ role: path.role, actor: eventsActor, toasts })
  current = screen
  for (const [index, step] of path.steps.entries()) {
    try {
      await screen.take(step)
    } catch (error) {
      if (error instanceof Error) {
        error.message = `step ${index} (${screenLabel(step.event)}): ${error.message}`
      }
      throw error
    }
  }
}

describe('the calendar on its screen (generated main paths)', { timeout: 60_000 }, () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await run(path)
  })

  it('reaches every state and takes every transition of the events machine on screen, but a drag', () => {
    expect(uncoveredMacrosteps(calendarEventsMachine, paths.map(machinePath))).toEqual({
      states: [],
      transitions: ['calendarEvents.idle --calendar.event.move[0]--> (stay)'],
    })
  })

  it('shows every scenario that takes more than one transition', () => {
    const shown = Object.keys(screenScenarios).filter((name) => paths.some(screenScenarios[name]!))
    expect(shown).toEqual(Object.keys(screenScenarios))
  })

  it('does everything a user, another tab and the server can do on the screen at least once', () => {
    const done = new Set(paths.flatMap((path) => path.steps.map((step) => screenLabel(step.event))))
    expect([...done]).toEqual(
      expect.arrayContaining([
        'Add Event',
        'the drawer closed',
        '"Lunch with Ana" added',
        '"Design Review" opened',
        '"Lunch with Ana" opened',
        'the event renamed',
        'the event deleted',
        'Business toggled',
        '"Design Review" removed elsewhere',
        '"Meditation" removed elsewhere',
        'the server answered the addition',
      ]),
    )
  })
})
