import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstRenderReady } from '@/app/routes/first-render-wait'

/** A promise the test settles by hand. */
function held() {
  let settle = () => {}
  const promise = new Promise<void>((resolve) => (settle = resolve))
  return { promise, settle }
}

/** Whether the first render may start, `ms` from now. */
async function readyAfter(ready: { done: boolean }, ms: number) {
  await vi.advanceTimersByTimeAsync(ms)
  return ready.done
}

function waitFor(code: Promise<void>, data: Promise<void>) {
  const ready = { done: false }
  void firstRenderReady({ code, data }).then(() => (ready.done = true))
  return ready
}

describe('the first render', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('starts as soon as the code and the data are both here', async () => {
    const code = held()
    const data = held()
    const ready = waitFor(code.promise, data.promise)
    code.settle()
    expect(await readyAfter(ready, 100)).toBe(false)
    data.settle()
    expect(await readyAfter(ready, 0)).toBe(true)
  })

  it('waits 250 ms after the code for slow data, then draws the loading state', async () => {
    const code = held()
    const ready = waitFor(code.promise, held().promise)
    expect(await readyAfter(ready, 300)).toBe(false)
    code.settle()
    expect(await readyAfter(ready, 249)).toBe(false)
    expect(await readyAfter(ready, 1)).toBe(true)
  })

  it('never waits more than a second in all, even for code that does not come', async () => {
    const ready = waitFor(held().promise, held().promise)
    expect(await readyAfter(ready, 999)).toBe(false)
    expect(await readyAfter(ready, 1)).toBe(true)
  })
})
