import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise } from 'xstate'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import type { FetchedThread, ThreadRequest } from '@machines/chat/chat-thread.types'
import { flush } from '../support/fake-actors'
import { greetedChat, message, threads } from './chat-thread-model'

/** SPEC.md section 9: the active chat is reloaded 500 ms after an incoming message. */
const RELOAD_DELAY_MS = 500

/** How each reload goes, in order: how long it takes and whether it fails. */
interface ReloadPlan {
  ms: number
  fails: boolean
}

/**
 * The reload rule on a timeline, for comparison: a push opens a 500 ms window unless one is open
 * or a reload runs; the window's end starts a reload; a push during a reload opens a new window
 * as soon as the reload ends. Timers due at a push's time go first.
 */
function referenceReloads(arrivals: number[], plans: ReloadPlan[]): number[] {
  const starts: number[] = []
  let windowEnds: number | null = null
  let reloadEnds: number | null = null
  let again = false
  const fireTimersUpTo = (time: number) => {
    for (;;) {
      if (windowEnds !== null && windowEnds <= time) {
        starts.push(windowEnds)
        reloadEnds = windowEnds + plans[starts.length - 1]!.ms
        windowEnds = null
        again = false
      } else if (reloadEnds !== null && reloadEnds <= time) {
        windowEnds = again ? reloadEnds + RELOAD_DELAY_MS : null
        reloadEnds = null
      } else return
    }
  }
  for (const arrival of arrivals) {
    fireTimersUpTo(arrival)
    if (reloadEnds !== null) again = true
    else windowEnds ??= arrival + RELOAD_DELAY_MS
  }
  fireTimersUpTo(Number.POSITIVE_INFINITY)
  return starts
}

/** Runs the open chat with pushes at `arrivals` (ms after it loaded); returns the reloads. */
async function playArrivals(arrivals: number[], plans: ReloadPlan[]) {
  const answer = threads(greetedChat).seen
  const reloads: { start: number; end: number }[] = []
  const origin = Date.now()
  const now = () => Date.now() - origin
  const actor = createActor(
    chatThreadMachine.provide({
      actors: {
        fetchThread: fromPromise<FetchedThread, ThreadRequest>(({ self }) => {
          if (self.id === 'load') return Promise.resolve(answer)
          const reload = { start: now(), end: Number.NaN }
          reloads.push(reload)
          const plan = plans[reloads.length - 1]!
          return new Promise((resolve, reject) =>
            setTimeout(() => {
              reload.end = now()
              if (plan.fails) reject(new Error('chat-message failed'))
              else resolve(answer)
            }, plan.ms),
          )
        }),
        markSeen: fromPromise(async () => undefined),
        setHeart: fromPromise(async () => undefined),
      },
    }),
    { input: greetedChat },
  ).start()
  await flush()
  expect(actor.getSnapshot().matches('active')).toBe(true)
  for (const [index, arrival] of arrivals.entries()) {
    await vi.advanceTimersByTimeAsync(arrival - now())
    actor.send({ type: 'chat.incoming', message: message(greetedChat, 600 + index) })
    await flush()
  }
  await vi.advanceTimersByTimeAsync(60_000)
  expect(actor.getSnapshot().matches({ active: { reload: 'idle' } })).toBe(true)
  actor.stop()
  return reloads
}

const arrivalTimes = fc
  .uniqueArray(fc.integer({ min: 0, max: 4_000 }), { maxLength: 12 })
  .map((times) => [...times].sort((a, b) => a - b))
const reloadPlans = fc.array(
  fc.record({ ms: fc.integer({ min: 1, max: 1_500 }), fails: fc.boolean() }),
  { minLength: 12, maxLength: 12 },
)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('open chat reloads under random pushes (property)', () => {
  it('follows every push with a reload that starts after it, within 500 ms of the push or of the running reload', async () => {
    await fc.assert(
      fc.asyncProperty(arrivalTimes, reloadPlans, async (arrivals, plans) => {
        const reloads = await playArrivals(arrivals, plans)
        for (const arrival of arrivals) {
          const next = reloads.find((reload) => reload.start > arrival)
          expect(next, `a reload after the push at ${arrival} ms`).toBeDefined()
          const running = reloads.find((reload) => reload.start <= arrival && arrival < reload.end)
          expect(next!.start).toBeLessThanOrEqual((running?.end ?? arrival) + RELOAD_DELAY_MS)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('reloads once per 500 ms window of pushes, plus once after a reload that pushes arrived during', async () => {
    await fc.assert(
      fc.asyncProperty(arrivalTimes, reloadPlans, async (arrivals, plans) => {
        const reloads = await playArrivals(arrivals, plans)
        const starts = reloads.map((reload) => reload.start)
        expect(starts).toEqual(referenceReloads(arrivals, plans))
        // Never two reloads at once or closer than the delay, never one without a new push.
        reloads.slice(1).forEach((reload, index) => {
          expect(reload.start).toBeGreaterThanOrEqual(reloads[index]!.end + RELOAD_DELAY_MS)
          const since = reloads[index]!.start
          expect(arrivals.some((arrival) => since <= arrival && arrival < reload.start)).toBe(true)
        })
        expect(reloads.length).toBeLessThanOrEqual(arrivals.length)
      }),
      { numRuns: 150 },
    )
  })
})
