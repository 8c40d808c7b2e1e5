import { vi } from 'vitest'
import fc from 'fast-check'
import { createActor, fromPromise } from 'xstate'
import type { OutboxItem } from '@models/local-store/outbox'
import { outboxMachine } from '@machines/outbox/outbox.machine'
import { SendError, type OutboxOutcome } from '@machines/outbox/outbox.types'
import { flush } from '../support/fake-actors'
import { queued, queuedChange, storedCopy } from './outbox-model'

/** What one send of a message meets on its way. */
export type Attempt =
  /** Stored, and the answer arrives. */
  | 'success'
  /** Stored, but the answer is lost: the client sees no network. */
  | 'lostOffline'
  /** Stored, but the answer is lost: the client sees a timeout. */
  | 'lostRetryable'
  /** Never reached the server. */
  | 'offline'
  /** The server failed (5xx): not stored. */
  | 'serverError'
  /** The server refused the message itself (4xx): not stored. */
  | 'refused'

export const attempt: fc.Arbitrary<Attempt> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('success' as const) },
  { weight: 2, arbitrary: fc.constant('lostOffline' as const) },
  { weight: 2, arbitrary: fc.constant('lostRetryable' as const) },
  { weight: 2, arbitrary: fc.constant('offline' as const) },
  { weight: 3, arbitrary: fc.constant('serverError' as const) },
  { weight: 1, arbitrary: fc.constant('refused' as const) },
)

/** A message and the outcomes of its sends, in order; once they run out, sends succeed. */
export interface Plan {
  attempts: Attempt[]
}

export const plan: fc.Arbitrary<Plan> = fc.record({
  attempts: fc.array(attempt, { maxLength: 7 }),
})

/**
 * A fake server that stores each idempotency key once, the outbox store as the projector keeps
 * it (synchronously here), and the running outbox machine with actors over both whose answers the
 * fast-check scheduler releases in any order it likes.
 */
export function createWorld(scheduler: fc.Scheduler) {
  const plans = new Map<string, Attempt[]>()
  const outbox = new Map<string, OutboxItem>()
  const server = {
    /** The server's messages, in the order it stored them. */
    stored: [] as string[],
    /** Sends in flight, by key, and the most of them at once. */
    inFlight: new Set<string>(),
    mostInFlight: 0,
    /** How often each key was sent. */
    sendsOfKey: new Map<string, number>(),
    /** Keys sent while a send of the same key was still on its way. */
    concurrentSends: [] as string[],
  }
  const recorded: OutboxOutcome[] = []
  let led = false
  let calledBeforeLead = false
  let created = 0

  function project(outcome: OutboxOutcome) {
    recorded.push(outcome)
    const { kid } = outcome.item
    if (outcome.type === 'outbox.sent') outbox.delete(kid)
    if (outcome.type === 'outbox.failed') {
      const item = outbox.get(kid)
      if (item) {
        outbox.set(kid, {
          ...item,
          attempts: outcome.attempts,
          state: outcome.final ? 'failed' : 'queued',
        })
      }
    }
  }

  function oldestQueued(): OutboxItem | null {
    const waiting = [...outbox.values()]
      .filter((item) => item.state === 'queued')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    return waiting[0] ?? null
  }

  async function deliver(item: OutboxItem): Promise<unknown> {
    if (!led) calledBeforeLead = true
    if (server.inFlight.has(item.kid)) server.concurrentSends.push(item.kid)
    server.inFlight.add(item.kid)
    server.mostInFlight = Math.max(server.mostInFlight, server.inFlight.size)
    server.sendsOfKey.set(item.kid, (server.sendsOfKey.get(item.kid) ?? 0) + 1)
    const outcome = plans.get(item.kid)!.shift() ?? 'success'
    try {
      await scheduler.schedule(Promise.resolve(), `send ${item.kid}: ${outcome}`)
      const reachesServer = ['success', 'lostOffline', 'lostRetryable'].includes(outcome)
      if (reachesServer && !server.stored.includes(item.kid)) server.stored.push(item.kid)
      switch (outcome) {
        case 'success':
          return storedCopy(item, 1000 + server.stored.indexOf(item.kid))
        case 'lostOffline':
        case 'offline':
          throw new SendError('offline')
        case 'lostRetryable':
        case 'serverError':
          throw new SendError('retryable')
        default:
          throw new SendError('permanent')
      }
    } finally {
      server.inFlight.delete(item.kid)
    }
  }

  const actor = createActor(
    outboxMachine.provide({
      actors: {
        nextItem: fromPromise(async () => {
          if (!led) calledBeforeLead = true
          // The store is read when the look starts; the answer comes back whenever it likes.
          const head = oldestQueued()
          await scheduler.schedule(Promise.resolve(), 'queue read')
          return head
        }),
        deliver: fromPromise<unknown, OutboxItem>(({ input }) => deliver(input)),
      },
      actions: {
        record: (_, params) => params.outcomes.forEach(project),
        reportFailure: () => undefined,
        reportRefusal: () => undefined,
      },
    }),
  ).start()

  return {
    actor,
    server,
    outbox,
    recorded,
    get calledBeforeLead() {
      return calledBeforeLead
    },
    /**
     * Writes an item into the outbox, as a chat or an area's change does (the two take turns),
     * and tells the machine.
     */
    queue(plan: Plan): string {
      const kid = `kid-${created}`
      const item = {
        ...(created % 2 === 0 ? queued(kid) : queuedChange(kid)),
        createdAt: new Date(Date.UTC(2024, 4, 1, 10, 0, created)).toISOString(),
      }
      created++
      plans.set(kid, [...plan.attempts])
      outbox.set(kid, item)
      actor.send({ type: 'outbox.changed' })
      return kid
    },
    lead() {
      led = true
      actor.send({ type: 'outbox.lead' })
    },
    online() {
      actor.send({ type: 'outbox.online' })
    },
    /** Whether anything can still happen: an answer on its way or a timer. */
    busy: () => scheduler.count() > 0 || vi.getTimerCount() > 0,
    /** Lets the next thing happen: an answer the scheduler picks, else the next timer. */
    async next() {
      if (scheduler.count() > 0) await scheduler.waitOne()
      else await vi.advanceTimersToNextTimerAsync()
      await flush()
    },
  }
}
