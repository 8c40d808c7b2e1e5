import { expect, vi } from 'vitest'
import { fromPromise, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate'

interface Waiting {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** One start of a fake actor: which invocation (the invoke id) and with what input. */
export interface FakeCall {
  id: string
  input: unknown
}

/**
 * Promise actors that wait until a generated path settles them, so that the machine sees exactly
 * the `xstate.done.actor.<id>` and `xstate.error.actor.<id>` events the graph assumed.
 */
export function createFakeActors() {
  const waiting = new Map<string, Waiting>()
  const calls: FakeCall[] = []
  return {
    calls,
    /** A fake for one `src`; each invocation is known by its invoke id. */
    logic<TOutput, TInput>() {
      return fromPromise<TOutput, TInput>(
        ({ input, self }) =>
          new Promise<TOutput>((resolve, reject) => {
            calls.push({ id: self.id, input })
            waiting.set(self.id, { resolve: resolve as (value: unknown) => void, reject })
          }),
      )
    },
    /** Settles the running invocation an actor event names; false when it names none. */
    settle(event: EventObject): boolean {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)
      if (!match) return false
      const [, kind, id] = match
      const running = waiting.get(id!)
      expect(running, `${id} is running`).toBeDefined()
      waiting.delete(id!)
      if (kind === 'done') running!.resolve((event as { output?: unknown }).output)
      else running!.reject((event as { error?: unknown }).error)
      return true
    },
  }
}

export type FakeActors = ReturnType<typeof createFakeActors>

/** Lets settled promises reach the machine (fake timers leave microtasks alone). */
export async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

/** The delay name of an `xstate.after.<delay>.<state id>` event, or null. */
export function delayOf(event: EventObject): string | null {
  return /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? null
}

/**
 * Brings one step's event to a running actor the way the world would: an actor outcome settles
 * its fake, a delayed event lets fake time pass (and checks that it does not fire a millisecond
 * sooner), anything else is sent. `delayMs` says how long the named delay is in `before`.
 */
export async function performStep(
  actor: AnyActorRef,
  event: EventObject,
  fakes: FakeActors,
  delayMs: (delay: string, before: AnyMachineSnapshot) => number,
): Promise<void> {
  const delay = delayOf(event)
  if (delay) {
    const before = actor.getSnapshot() as AnyMachineSnapshot
    const ms = delayMs(delay, before)
    await vi.advanceTimersByTimeAsync(ms - 1)
    expect(actor.getSnapshot().value, `${delay} has not fired after ${ms - 1} ms`).toEqual(
      before.value,
    )
    await vi.advanceTimersByTimeAsync(1)
  } else if (!fakes.settle(event)) {
    actor.send(event)
  }
  await flush()
}
