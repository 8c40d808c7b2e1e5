import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'

/**
 * Virtuoso follows growth itself within 100 ms of new data, smoothly for a new message: the
 * thread is brought down only once it has not scrolled for this long.
 */
const settleMs = 150

/** Keys that move a scrolled box up: the reader leaving the newest message. */
const upKeys = new Set(['ArrowUp', 'PageUp', 'Home'])

/**
 * Keeps a thread that shows its newest message there when its rows grow after they were drawn:
 * a narrower window rewraps the bubbles, a row is measured taller than its estimate. Virtuoso
 * follows such growth only within 100 ms of new data, so on a busy machine (rows measured later)
 * or after a resize the newest message slid below the view and the jump button stayed.
 *
 * The reader leaves the newest message only by scrolling up themselves (wheel, touch, keys, the
 * scroll bar), never because the rows grew; reaching the end again follows it once more. Returns
 * the handlers for Virtuoso's `atBottomStateChange` and `totalListHeightChanged`.
 */
export function useFollowNewest(
  boxRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
  generation: number,
): { atBottomChanged: (atBottom: boolean) => void; heightChanged: () => void } {
  const following = useRef(true)
  const lastScroll = useRef(0)
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Another thread opens at its newest message, whatever the reader did in the last one.
  useEffect(() => {
    following.current = true
  }, [generation])

  useEffect(() => {
    const box = boxRef.current
    if (!box) return undefined
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
      if (event.target instanceof Element && event.target.hasAttribute('data-virtuoso-scroller'))
        lastScroll.current = performance.now()
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
    }
  }, [boxRef])

  // Reaching the end again, however: edge-triggered, so that the first frames of a wheel's
  // animated scroll, still near the end, do not count as coming back.
  const atBottomChanged = useCallback((atBottom: boolean) => {
    if (atBottom) following.current = true
  }, [])

  const heightChanged = useCallback(() => {
    const bringDown = () => {
      const scroller = boxRef.current?.querySelector<HTMLElement>('[data-virtuoso-scroller]')
      if (!following.current || !scroller || distanceToEnd(scroller) <= 1) return
      if (performance.now() - lastScroll.current < settleMs) {
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
