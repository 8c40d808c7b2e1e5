import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'

/** How close to the end still counts as reading the newest message, in pixels. */
const nearBottom = 64

/** Keys that move a scrolled box up: the reader leaving the newest message. */
const upKeys = new Set(['ArrowUp', 'PageUp', 'Home'])

/**
 * A scroll this soon after the rows' height changed, or before the second frame after it is
 * painted, is the list's own correction. The frames matter on a busy machine: there the scroll
 * that corrects a change came more than 50 ms later, was taken for the reader leaving, and the
 * thread stayed above its newest message (a narrowed window, with two test runs at once).
 */
const measureMs = 50
const measureFrames = 2

/**
 * Virtuoso follows growth itself within 100 ms of new data, smoothly for a new message: the
 * thread is brought down only once it has not scrolled for this long.
 */
const settleMs = 150

/**
 * Keeps a thread that shows its newest message there when its rows grow after they were drawn:
 * a narrower window rewraps the bubbles, a row is measured taller than its estimate. Virtuoso
 * follows such growth only within 100 ms of new data, so on a busy machine (rows measured later)
 * or after a resize the newest message slid below the view and the jump button stayed.
 *
 * The thread leaves the newest message when the reader scrolls up (wheel, touch, keys, the scroll
 * bar) or its view is moved up away from the end by other means, never because rows grew or were
 * measured; reaching the end again follows it once more. Returns
 * the handlers for Virtuoso's `atBottomStateChange` and `totalListHeightChanged`.
 */
export function useFollowNewest(
  boxRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
  generation: number,
): { atBottomChanged: (atBottom: boolean) => void; heightChanged: () => void } {
  const following = useRef(true)
  const lastScroll = useRef({ top: 0, at: 0 })
  const lastHeightChange = useRef(0)
  /** Frames still to be painted before a scroll is no longer the list's own correction. */
  const framesToCorrect = useRef(0)
  const countingFrames = useRef<number | undefined>(undefined)
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Another thread opens at its newest message, whatever the reader did in the last one.
  useEffect(() => {
    following.current = true
    lastScroll.current = { top: 0, at: 0 }
  }, [generation])

  useEffect(() => {
    const box = boxRef.current
    if (!box) return undefined
    // The reader's own ways up leave at once, whatever the list does meanwhile.
    const inScroller = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[data-virtuoso-scroller]') !== null
    const leave = () => {
      following.current = false
    }
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY < 0 && inScroller(event.target)) leave()
    }
    const onTouchMove = (event: TouchEvent) => {
      if (inScroller(event.target)) leave()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const up = upKeys.has(event.key) || (event.key === ' ' && event.shiftKey)
      if (up && inScroller(event.target)) leave()
    }
    // The scroll bar is the scroller itself: a press on a row is a click, not a scroll.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.hasAttribute('data-virtuoso-scroller'))
        leave()
    }
    // Scroll events do not bubble: caught on their way down to the scroller.
    const onScroll = (event: Event) => {
      const scroller = event.target
      if (!(scroller instanceof HTMLElement) || !scroller.hasAttribute('data-virtuoso-scroller'))
        return
      const now = performance.now()
      const top = scroller.scrollTop
      // Up and away from the end by other means (a screen reader, a link to an old message):
      // a leave too, unless the rows' height just changed, when the move is the list keeping
      // its rows in place while they are measured (rows above shrinking as the window widens).
      const measuring = now - lastHeightChange.current < measureMs || framesToCorrect.current > 0
      if (top < lastScroll.current.top - 1 && !measuring && distanceToEnd(scroller) > nearBottom)
        leave()
      lastScroll.current = { top, at: now }
    }
    box.addEventListener('wheel', onWheel, { passive: true })
    box.addEventListener('touchmove', onTouchMove, { passive: true })
    box.addEventListener('keydown', onKeyDown)
    box.addEventListener('pointerdown', onPointerDown)
    box.addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => {
      box.removeEventListener('wheel', onWheel)
      box.removeEventListener('touchmove', onTouchMove)
      box.removeEventListener('keydown', onKeyDown)
      box.removeEventListener('pointerdown', onPointerDown)
      box.removeEventListener('scroll', onScroll, { capture: true })
      clearTimeout(pending.current)
      if (countingFrames.current !== undefined) cancelAnimationFrame(countingFrames.current)
      countingFrames.current = undefined
    }
  }, [boxRef])

  const atBottomChanged = useCallback((atBottom: boolean) => {
    if (atBottom) following.current = true
  }, [])

  const heightChanged = useCallback(() => {
    lastHeightChange.current = performance.now()
    framesToCorrect.current = measureFrames
    if (countingFrames.current === undefined) {
      countingFrames.current = requestAnimationFrame(function painted() {
        framesToCorrect.current -= 1
        countingFrames.current =
          framesToCorrect.current > 0 ? requestAnimationFrame(painted) : undefined
      })
    }
    const bringDown = () => {
      const scroller = boxRef.current?.querySelector<HTMLElement>('[data-virtuoso-scroller]')
      if (!following.current || !scroller || distanceToEnd(scroller) <= 1) return
      if (performance.now() - lastScroll.current.at < settleMs) {
        pending.current = setTimeout(bringDown, settleMs)
        return
      }
      listRef.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' })
    }
    clearTimeout(pending.current)
    pending.current = setTimeout(bringDown, settleMs)
  }, [boxRef, listRef])

  return { atBottomChanged, heightChanged }
}

const distanceToEnd = (scroller: HTMLElement) =>
  scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight
