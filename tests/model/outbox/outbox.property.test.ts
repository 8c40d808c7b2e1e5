import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { MAX_SEND_ATTEMPTS } from '@machines/outbox/outbox.machine'
import type { OutboxOutcome } from '@machines/outbox/outbox.types'
import { createWorld, plan, type Plan } from './outbox-world'

interface Scenario {
  /** Messages queued before the tab leads. */
  upfront: Plan[]
  /** Messages queued later, at moments the scheduler picks. */
  later: Plan[]
  /** `online` events at moments the scheduler picks. */
  onlines: number
}

/**
 * How a message's sends must end, from its planned outcomes alone: at the first success, at the
 * first refusal, or at the MAX_SEND_ATTEMPTS-th server failure; offline failures count nothing.
 */
function expectedEnd(message: Plan): { sends: number; event: Partial<OutboxOutcome> } {
  let counted = 0
  for (const [index, outcome] of [...message.attempts, 'success' as const].entries()) {
    if (outcome === 'success') return { sends: index + 1, event: { type: 'outbox.sent' } }
    if (outcome === 'refused') {
      return {
        sends: index + 1,
        event: { type: 'outbox.failed', attempts: counted + 1, final: true },
      }
    }
    if (outcome === 'lostRetryable' || outcome === 'serverError') counted++
    if (counted === MAX_SEND_ATTEMPTS) {
      return {
        sends: index + 1,
        event: { type: 'outbox.failed', attempts: MAX_SEND_ATTEMPTS, final: true },
      }
    }
  }
  throw new Error('unreachable: the plan ends in a success')
}

/** Plays a scenario to its end and checks what the server and the journal hold. */
async function play(scheduler: fc.Scheduler, { upfront, later, onlines }: Scenario) {
  const world = createWorld(scheduler)
  const plans = new Map<string, Plan>()
  const queue = (message: Plan) => {
    const kid = world.queue(message)
    plans.set(kid, message)
    return kid
  }
  const kids = upfront.map(queue)
  const happenings = [
    () => world.lead(),
    ...later.map((message) => () => void kids.push(queue(message))),
    ...Array.from({ length: onlines }, () => () => world.online()),
  ]
  happenings.forEach(
    (happen, index) => void scheduler.schedule(Promise.resolve(), `world ${index}`).then(happen),
  )
  for (let round = 0; round < 5_000 && world.busy(); round++) await world.next()

  const { server, recorded } = world
  expect(world.busy(), 'everything settled').toBe(false)
  expect(world.calledBeforeLead, 'no look at the queue and no send before outbox.lead').toBe(false)
  expect(server.concurrentSends, 'no message sent twice at once').toEqual([])
  expect(server.mostInFlight).toBeLessThanOrEqual(1)
  // Stored exactly once, whatever was retried after a lost answer, in the order of the queue.
  expect(new Set(server.stored).size).toBe(server.stored.length)
  expect(server.stored).toEqual(kids.filter((kid) => server.stored.includes(kid)))

  for (const kid of kids) {
    const sent = recorded.filter((event) => event.type === 'outbox.sent' && event.item.kid === kid)
    const final = recorded.filter(
      (event) => event.type === 'outbox.failed' && event.item.kid === kid && event.final,
    )
    expect(sent.length + final.length, `${kid} ends sent or failed, once`).toBe(1)
    if (sent.length > 0) expect(server.stored).toContain(kid)
    const end = expectedEnd(plans.get(kid)!)
    expect([...sent, ...final][0], `how ${kid} ends`).toMatchObject(end.event)
    expect(server.sendsOfKey.get(kid) ?? 0, `sends of ${kid}`).toBe(end.sends)
  }
  expect([...world.outbox.values()].filter((item) => item.state === 'queued')).toEqual([])
  world.actor.stop()
  vi.clearAllTimers()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('outbox under random outcomes and interleavings (property)', () => {
  it('stores every accepted message once, in queue order, never sending one twice at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(plan, { minLength: 1, maxLength: 5 }),
        fc.nat(3),
        async (scheduler, upfront, onlines) => {
          await play(scheduler, { upfront, later: [], onlines })
        },
      ),
      { numRuns: 200 },
    )
  })

  // This property found the outbox missing a message queued while it read the queue.
  it('also sends the messages queued while it is already at work', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(plan, { maxLength: 3 }),
        fc.array(plan, { minLength: 1, maxLength: 3 }),
        fc.nat(2),
        async (scheduler, upfront, later, onlines) => {
          await play(scheduler, { upfront, later, onlines })
        },
      ),
      { numRuns: 200 },
    )
  })
})
