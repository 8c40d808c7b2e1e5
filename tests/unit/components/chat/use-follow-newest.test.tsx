import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { VirtuosoHandle } from 'react-virtuoso'
import { useFollowNewest } from '@/components/chat/use-follow-newest'
import { driveFramesByHand } from './hand-driven-frames'

let paintFrame: () => void

/**
 * A thread's scroll box, scrolled to its end half a second ago and following its newest message;
 * jsdom lays nothing out, so its sizes are set by hand: 500 pixels tall.
 */
function followedThread() {
  const box = document.createElement('div')
  const scroller = document.createElement('div')
  scroller.setAttribute('data-virtuoso-scroller', '')
  box.append(scroller)
  document.body.append(box)
  const view = { top: 1_000, height: 1_500 }
  Object.defineProperty(scroller, 'scrollHeight', { get: () => view.height })
  Object.defineProperty(scroller, 'clientHeight', { get: () => 500 })
  Object.defineProperty(scroller, 'scrollTop', { get: () => view.top })
  const scrollToIndex = vi.fn()
  const listRef = { current: { scrollToIndex } as unknown as VirtuosoHandle }
  const hook = renderHook(() => useFollowNewest({ current: box }, listRef, 0))
  /** The view moves to `top`, and the scroll event of that move reaches the thread. */
  const scrollTo = (top: number) => {
    view.top = top
    act(() => scroller.dispatchEvent(new Event('scroll')))
  }
  /** The rows are measured at `height` in all, and the thread is told (Virtuoso's callback). */
  const measured = (height: number) => {
    view.height = height
    act(() => hook.result.current.heightChanged())
  }
  /** Whether the thread brings its newest message back into view after the rows grew again. */
  const followsGrowth = () => {
    scrollToIndex.mockClear()
    measured(view.height + 100)
    act(() => vi.advanceTimersByTime(1_000))
    return scrollToIndex.mock.calls.some(([location]) => location?.index === 'LAST')
  }
  // Settled at the end: the scroll there is half a second old.
  scrollTo(1_000)
  act(() => vi.advanceTimersByTime(500))
  return { scrollTo, measured, followsGrowth }
}

describe('useFollowNewest', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    vi.advanceTimersByTime(1_000)
    paintFrame = driveFramesByHand()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.body.replaceChildren()
  })

  it('takes the list’s own move up for a measure, however late it comes before the next frames', () => {
    const thread = followedThread()
    // Rows above the view shrank and rows below grew (a window narrowed); the list moves its view
    // up to keep its rows in place, 200 ms later on a machine that painted no frame meanwhile.
    thread.measured(1_600)
    act(() => vi.advanceTimersByTime(200))
    thread.scrollTo(900)
    expect(thread.followsGrowth()).toBe(true)
  })

  it('leaves the newest message when the view is moved up with no rows measured', () => {
    const thread = followedThread()
    thread.scrollTo(400)
    expect(thread.followsGrowth()).toBe(false)
  })

  it('leaves it when the move up comes two painted frames and 50 ms after the rows were measured', () => {
    const thread = followedThread()
    thread.measured(1_600)
    paintFrame()
    paintFrame()
    act(() => vi.advanceTimersByTime(60))
    thread.scrollTo(700)
    expect(thread.followsGrowth()).toBe(false)
  })
})
