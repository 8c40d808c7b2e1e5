import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, sendTo } from 'xstate'
import type { SyncEvent } from '@machines/sync/sync.types'
import { REVALIDATE_EVERY_MS, syncActor, type AreaLoad } from '@/services/local-store/sync-actor'

/*
 * When a screen asks the server (src/services/local-store/sync-actor.ts): at once, on focus, on
 * reconnect, on an interval and when told, one load at a time, each answer sent back.
 */

/** A load the test answers by hand, and every request it was asked. */
function controlledLoad() {
  const requests: {
    requestedAt: string
    signal: AbortSignal
    answer: () => void
    fail: () => void
  }[] = []
  const load: AreaLoad = (requestedAt, signal) =>
    new Promise((resolve, reject) => {
      requests.push({
        requestedAt,
        signal,
        answer: () => resolve([{ type: 'tickets.agents.received', agents: [] }]),
        fail: () => reject(new Error('down')),
      })
    })
  return { load, requests }
}

/** A parent that keeps what the sync actor sends back, and can tell it to load now. */
function run(load: AreaLoad) {
  const received: SyncEvent[] = []
  const parent = createMachine({
    invoke: { id: 'sync', src: syncActor(load) },
    on: {
      '*': { actions: ({ event }) => received.push(event as SyncEvent) },
      now: { actions: sendTo('sync', { type: 'sync.now' }) },
    },
  })
  const actor = createActor(parent).start()
  return { actor, received, now: () => actor.send({ type: 'now' }) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the sync actor', () => {
  it('loads at once, sends the answer back, and loads again on an interval', async () => {
    const { load, requests } = controlledLoad()
    const { actor, received } = run(load)
    expect(requests).toHaveLength(1)
    requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(received).toEqual([
      { type: 'sync.answered', events: [{ type: 'tickets.agents.received', agents: [] }] },
    ])
    await vi.advanceTimersByTimeAsync(REVALIDATE_EVERY_MS)
    expect(requests).toHaveLength(2)
    actor.stop()
  })

  it('loads again when the window gets the focus back and when the browser is back online', async () => {
    const { load, requests } = controlledLoad()
    const { actor } = run(load)
    requests[0]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event('focus'))
    await vi.advanceTimersByTimeAsync(300)
    expect(requests).toHaveLength(2)
    requests[1]!.answer()
    await vi.advanceTimersByTimeAsync(0)
    window.dispatchEvent(new Event('online'))
    expect(requests).toHaveLength(3)
    actor.stop()
  })

  it('loads when told, sends a failure back, and never asks twice at once', async () => {
    const { load, requests } = controlledLoad()
    const { actor, received, now } = run(load)
    now()
    window.dispatchEvent(new Event('online'))
    expect(requests).toHaveLength(1)
    requests[0]!.fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(received).toEqual([{ type: 'sync.failed', error: new Error('down') }])
    now()
    expect(requests).toHaveLength(2)
    expect(requests[1]!.requestedAt >= requests[0]!.requestedAt).toBe(true)
    actor.stop()
  })

  it('cancels the load on its way when the screen closes, and says nothing of it', async () => {
    const { load, requests } = controlledLoad()
    const { actor, received } = run(load)
    actor.stop()
    expect(requests[0]!.signal.aborted).toBe(true)
    requests[0]!.fail()
    await vi.advanceTimersByTimeAsync(REVALIDATE_EVERY_MS)
    expect(received).toEqual([])
    expect(requests).toHaveLength(1)
  })
})
