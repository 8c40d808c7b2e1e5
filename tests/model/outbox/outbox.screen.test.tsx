import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActorOptions, AnyActorLogic, AnyActorRef, InspectionEvent } from 'xstate'
import { outboxMachine } from '@machines/outbox/outbox.machine'
import { captureToasts, signOutAfterTest } from '../../support/test-kit'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { HeldClock } from './outbox-screen-device'
import { OutboxScreen, type Heard } from './outbox-screen-driver'
import {
  coverageItems,
  mainPaths,
  screenLabel,
  screenPaths,
  screenScenarios,
  sendErrors,
  uncoveredOnScreen,
} from './outbox-screen-paths'

/*
 * The one outbox's main paths, run through a real screen: generated from the outbox machine and
 * the world around it (outbox-screen-paths.ts), with the user's moves on the kanban board as what
 * it sends; done as the other tab, the user, the store, the demo server, time and the network
 * would do them (outbox-screen-driver.tsx) against the real kanban page and the real outbox
 * runtime; each step checked on screen, in the request on its way, on the demo server and in the
 * device's outbox against an oracle written apart (outbox-screen-oracle.ts).
 */

// The path decides when a held change is answered; on a loaded machine that can be after the HTTP
// client's 10 s deadline, which would then end it on its own. The deadline is not what these paths
// test: here it is out of their way.
vi.mock('@/services/bounded-call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/bounded-call')>()),
  callTimeoutMs: 600_000,
}))

// The outbox machine the runtime starts is watched (never driven): the test knows its state, and
// hears through XState's inspection each `outbox.changed` it gets and each look at the queue it
// starts. It runs on a clock the path moves (XState's `clock` option): its backoff and its offline
// look come exactly when the path says, while everything else runs on real time.
const watched = vi.hoisted(() => ({
  actor: undefined as AnyActorRef | undefined,
  clock: undefined as unknown,
  heard: { changed: 0, looks: 0 },
}))
vi.mock('xstate', async (importOriginal) => {
  const original = await importOriginal<typeof import('xstate')>()
  const createActor = ((logic: AnyActorLogic & { id?: string }, options?: ActorOptions<never>) => {
    if (logic.id !== 'outbox') return original.createActor(logic, options)
    const heard = watched.heard
    const actor: AnyActorRef = original.createActor(logic, {
      ...options,
      clock: watched.clock as ActorOptions<never>['clock'],
      inspect: (inspection: InspectionEvent) => {
        if (
          inspection.type === '@xstate.event' &&
          inspection.actorRef === actor &&
          inspection.event.type === 'outbox.changed'
        ) {
          heard.changed += 1
        }
        if (
          inspection.type === '@xstate.actor' &&
          (inspection.actorRef as AnyActorRef).id === 'nextItem'
        ) {
          heard.looks += 1
        }
      },
    })
    watched.actor = actor
    return actor
  }) as typeof original.createActor
  return { ...original, createActor }
})

// The rule: from the shortest path to every (state, event) pair the world offers, the fewest
// (greedily) that take every state and transition of the outbox machine, every kind of event of
// the world and every scenario of `screenScenarios`.
const paths = mainPaths(screenPaths())

const toasts = captureToasts()
let current: OutboxScreen | undefined

afterEach(async () => {
  current?.dispose()
  current = undefined
  await signOutAfterTest()
  vi.restoreAllMocks()
})

/** Runs a path on screen, step by step, naming the step that fails. */
async function run(path: (typeof paths)[number]) {
  const clock = new HeldClock()
  const heard: Heard = { changed: 0, looks: 0 }
  Object.assign(watched, { actor: undefined, clock, heard })
  const screen = new OutboxScreen({ actor: () => watched.actor, heard, clock, toasts })
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

const isRefusal = (event: { type: string; error?: unknown }) =>
  event.type === 'xstate.error.actor.deliver' && event.error === sendErrors.permanent

describeGeneratedPaths(
  'the outbox through the kanban screen (generated main paths)',
  {
    machine: outboxMachine,
    paths,
    run,
    covers: 'reaches every state and takes every transition of the outbox machine on screen',
    uncovered: (_, covered) => uncoveredOnScreen(covered),
    // Without the paths where the server refuses a change, its refusal goes untaken.
    leftOut: {
      event: isRefusal,
      transition: 'outbox.sending --xstate.error.actor.deliver[1]--> outbox.checking',
    },
  },
  () => {
    it('shows every scenario that takes more than one step', () => {
      const shown = Object.keys(screenScenarios).filter((name) =>
        paths.some(screenScenarios[name]!),
      )
      expect(shown).toEqual(Object.keys(screenScenarios))
    })

    it('does everything the world can do to the outbox at least once', () => {
      const done = new Set(paths.flatMap((path) => [...coverageItems([path])]))
      expect([...done].filter((item) => item.startsWith('event '))).toEqual(
        expect.arrayContaining([
          'event the other tab lets go of the outbox: this tab leads',
          'event the user moves “Create product banner images” to the top of Todo',
          'event the user moves “Review JavaScript code” to the top of Todo',
          'event the outbox finds a move',
          'event the outbox finds its queue empty',
          'event the outbox cannot read its queue',
          'event the server takes the move',
          'event the server fails (503)',
          'event the server refuses the move (409)',
          'event the network drops the move',
          'event the wait before trying again passes',
          'event the wait before looking again offline passes',
          'event the network is lost',
          'event the network is back',
        ]),
      )
    })
  },
)

describe('the generated main paths', () => {
  it('are few enough to run on every change', () => {
    expect(paths.length).toBeLessThanOrEqual(6)
  })
})
