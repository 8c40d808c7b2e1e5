import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import type { OutboxItem } from '@models/local-store/outbox'
import {
  MAX_SEND_ATTEMPTS,
  OFFLINE_PROBE_MS,
  backoffDelay,
  outboxMachine,
} from '@machines/outbox/outbox.machine'
import { SendError, type OutboxContext, type OutboxOutcome } from '@machines/outbox/outbox.types'
import type { ModelPath } from '../support/model-paths'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  afterEvents,
  firstItem,
  outboxPaths,
  secondItem,
  sendErrors,
  serializeState,
  storedCopy,
} from './outbox-model'

const paths = outboxPaths()

/** The outbox with fake actors the test settles, and what it recorded and reported. */
function startOutbox() {
  const fakes = createFakeActors()
  const recorded: OutboxOutcome[] = []
  const failures: unknown[] = []
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        nextItem: fakes.logic<OutboxItem | null, unknown>(),
        deliver: fakes.logic<unknown, OutboxItem>(),
      },
      actions: {
        record: (_, params) => recorded.push(...params.outcomes),
        reportFailure: (_, params) => failures.push(params.error),
        reportRefusal: (_, params) => failures.push(params.error),
      },
    }),
  ).start()
  const step = (event: AnyEventObject) =>
    performStep(actor, event, fakes, (delay, before) =>
      delay === 'backoff'
        ? backoffDelay((before.context as OutboxContext).attempts)
        : OFFLINE_PROBE_MS,
    )
  return { actor, fakes, recorded, failures, step }
}

interface Expected {
  value: string
  item: OutboxItem | null
  attempts: number
  records: OutboxOutcome[]
  failures: unknown[]
}

const failureOf = (error: unknown) => (error instanceof SendError ? error.failure : 'retryable')

/**
 * The specification the machine is checked against, step by step: the outbox's rules as its
 * documentation states them (one message at a time, offline counts nothing, backoff on server
 * failures, failed for good after MAX_SEND_ATTEMPTS or a refusal), written apart from the
 * machine so that a changed transition shows here.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): Expected {
  const { item, attempts } = before.context as OutboxContext
  const same = { value: before.value as string, item, attempts, records: [], failures: [] }
  const failed = (count: number, final: boolean): OutboxOutcome => ({
    type: 'outbox.failed',
    item: item!,
    attempts: count,
    final,
  })
  switch (`${before.value as string} ${event.type}`) {
    // A change while the queue is being read starts the read again, so it cannot miss a message.
    case 'following outbox.lead':
    case 'idle outbox.changed':
    case 'checking outbox.changed':
    case 'idle outbox.online':
    case 'offline outbox.online':
    case `offline ${afterEvents.offlineProbe}`:
      return { ...same, value: 'checking' }
    case 'checking xstate.done.actor.nextItem': {
      const next = (event as unknown as { output: OutboxItem | null }).output
      return {
        ...same,
        value: next ? 'sending' : 'idle',
        item: next,
        attempts: next?.attempts ?? 0,
      }
    }
    case 'checking xstate.error.actor.nextItem':
      return { ...same, value: 'idle', failures: [(event as { error?: unknown }).error] }
    case 'sending xstate.done.actor.deliver':
      return {
        ...same,
        value: 'checking',
        records: [
          {
            type: 'outbox.sent',
            item: item!,
            output: (event as unknown as { output: unknown }).output,
          },
        ],
      }
    case 'sending xstate.error.actor.deliver': {
      const error = (event as { error?: unknown }).error
      const failure = failureOf(error)
      // Offline is not the message's fault: nothing is counted or recorded.
      if (failure === 'offline') return { ...same, value: 'offline' }
      if (failure === 'retryable' && attempts + 1 < MAX_SEND_ATTEMPTS) {
        return {
          ...same,
          value: 'backingOff',
          attempts: attempts + 1,
          records: [failed(attempts + 1, false)],
        }
      }
      return {
        ...same,
        value: 'checking',
        records: [failed(attempts + 1, true)],
        failures: [error],
      }
    }
    case 'backingOff outbox.online':
    case `backingOff ${afterEvents.backoff}`:
      return { ...same, value: 'sending' }
    default:
      return same
  }
}

/**
 * The expected step with the actors it starts on the way: a look at the queue on entering
 * checking (and again on a change while checking), one send of the current message on entering
 * sending.
 */
function expectedOutcome(before: AnyMachineSnapshot, event: EventObject) {
  const { item, attempts, ...expected } = expectedStep(before, event)
  const calls: FakeCall[] = []
  const reread = before.value === 'checking' && event.type === 'outbox.changed'
  if (expected.value === 'checking' && (before.value !== 'checking' || reread)) {
    calls.push({ id: 'nextItem', input: undefined })
  }
  if (expected.value === 'sending' && before.value !== 'sending') {
    calls.push({ id: 'deliver', input: item })
  }
  return { ...expected, context: { item, attempts }, calls }
}

async function run(path: ModelPath) {
  const { actor, fakes, recorded, failures, step } = startOutbox()
  const running = { actor, step, effects: { records: recorded, failures, calls: fakes.calls } }
  let led = false
  for (const pathStep of path.steps.slice(1)) {
    led ||= pathStep.event.type === 'outbox.lead'
    // The state the path names, as far as the model tells states apart (the message stored with
    // other attempts is the same state to it); the rest is checked against the specification.
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep: expectedOutcome })
    if (!led) expect(fakes.calls, 'nothing happens before outbox.lead').toEqual([])
  }
  actor.stop()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeGeneratedPaths(
  'outbox machine (generated paths)',
  {
    machine: outboxMachine,
    paths,
    run,
    covers: 'covers every state and every transition of the machine, eventless ones included',
  },
  () => {
    it('includes a message failing MAX_SEND_ATTEMPTS retryable sends in a row', () => {
      const retryable = (event: EventObject) =>
        event.type === 'xstate.error.actor.deliver' &&
        (event as { error?: unknown }).error === sendErrors.retryable
      const longest = Math.max(
        ...paths.map((path) => path.steps.filter((step) => retryable(step.event)).length),
      )
      expect(longest).toBeGreaterThanOrEqual(MAX_SEND_ATTEMPTS)
    })
  },
)

describe('outbox machine (behaviour)', () => {
  const done = (output: unknown) => ({ type: 'xstate.done.actor.nextItem', output })
  const delivered = (item: OutboxItem) => ({
    type: 'xstate.done.actor.deliver',
    output: storedCopy(item),
  })
  const refused = (error: SendError) => ({ type: 'xstate.error.actor.deliver', error })

  it('neither looks at the queue nor sends while another tab leads', async () => {
    const { actor, fakes, step } = startOutbox()
    await step({ type: 'outbox.changed' })
    await step({ type: 'outbox.online' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fakes.calls).toEqual([])
    expect(actor.getSnapshot().value).toBe('following')
  })

  it('waits offline without counting the attempt and looks again on the offline probe', async () => {
    const { actor, recorded, fakes, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    await step(done(firstItem))
    await step(refused(sendErrors.offline))
    expect(actor.getSnapshot().value).toBe('offline')
    expect(actor.getSnapshot().context.attempts).toBe(0)
    expect(recorded).toEqual([])
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_MS)
    expect(actor.getSnapshot().value).toBe('checking')
    expect(fakes.calls.map((call) => call.id)).toEqual(['nextItem', 'deliver', 'nextItem'])
  })

  it('backs off 1 s, 2 s, 4 s, 8 s and then records the message failed for good and moves on', async () => {
    const { actor, recorded, fakes, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    await step(done(firstItem))
    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      await step(refused(sendErrors.retryable))
      expect(actor.getSnapshot().value).toBe('backingOff')
      await vi.advanceTimersByTimeAsync(1000 * 2 ** (attempt - 1) - 1)
      expect(actor.getSnapshot().value).toBe('backingOff')
      await vi.advanceTimersByTimeAsync(1)
      expect(actor.getSnapshot().value).toBe('sending')
    }
    await step(refused(sendErrors.retryable))
    expect(recorded).toEqual([
      ...[1, 2, 3, 4].map((attempts) => ({
        type: 'outbox.failed',
        item: firstItem,
        attempts,
        final: false,
      })),
      { type: 'outbox.failed', item: firstItem, attempts: MAX_SEND_ATTEMPTS, final: true },
    ])
    expect(actor.getSnapshot().value).toBe('checking')
    await step(done(secondItem))
    await step(delivered(secondItem))
    expect(recorded.at(-1)).toEqual({
      type: 'outbox.sent',
      item: secondItem,
      output: storedCopy(secondItem),
    })
    expect(fakes.calls.filter((call) => call.id === 'deliver').map((call) => call.input)).toEqual([
      ...Array<OutboxItem>(MAX_SEND_ATTEMPTS).fill(firstItem),
      secondItem,
    ])
  })

  it('records a refused message failed at once and sends the next one', async () => {
    const { actor, recorded, failures, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    await step(done(firstItem))
    await step(refused(sendErrors.permanent))
    expect(recorded).toEqual([{ type: 'outbox.failed', item: firstItem, attempts: 1, final: true }])
    expect(failures).toEqual([sendErrors.permanent])
    await step(done(secondItem))
    expect(actor.getSnapshot().context).toEqual({ item: secondItem, attempts: 0 })
  })

  it('goes on counting from the attempts stored with a message', async () => {
    const { actor, recorded, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    const stored = { ...firstItem, attempts: MAX_SEND_ATTEMPTS - 1 }
    await step(done(stored))
    await step(refused(sendErrors.retryable))
    expect(recorded).toEqual([
      { type: 'outbox.failed', item: stored, attempts: MAX_SEND_ATTEMPTS, final: true },
    ])
    expect(actor.getSnapshot().value).toBe('checking')
  })

  it('treats an unclassified error as retryable', async () => {
    const { actor, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    await step(done(firstItem))
    await step({ type: 'xstate.error.actor.deliver', error: new TypeError('boom') })
    expect(actor.getSnapshot().value).toBe('backingOff')
  })

  // Found by this suite: a message queued while the queue was being read waited for the next change.
  it('looks at the queue again when a message is queued while it is looking', async () => {
    const { actor, fakes, step } = startOutbox()
    await step({ type: 'outbox.lead' })
    await step({ type: 'outbox.changed' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(fakes.calls.map((call) => call.id)).toEqual(['nextItem', 'nextItem'])
  })
})
