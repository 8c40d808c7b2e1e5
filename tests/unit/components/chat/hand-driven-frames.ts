import { vi } from 'vitest'
import { act } from '@testing-library/react'

/**
 * Stubs `requestAnimationFrame` so that animation frames run only when the test paints one, as on
 * a machine too busy to paint; `vi.unstubAllGlobals()` undoes it. Returns the painter: each call
 * runs the callbacks asked for before it, as one frame.
 */
export function driveFramesByHand(): () => void {
  let waiting = new Map<number, FrameRequestCallback>()
  let lastId = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    lastId += 1
    waiting.set(lastId, callback)
    return lastId
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id))
  return function paintFrame() {
    const due = waiting
    waiting = new Map()
    act(() => due.forEach((callback) => callback(performance.now())))
  }
}
