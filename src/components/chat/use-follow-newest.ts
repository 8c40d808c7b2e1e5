import { useCallback, useEffect, useRef, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'

/** How close to the end still counts as reading the newest message, in pixels. */
const nearBottom = 64

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
 * The thread leaves the newest message only when its view moves up, away from the end (the
 * reader's wheel, keys or scroll bar, a focused bubble, older messages asked for at the top),
 * never because rows grew below the view; reaching the end again follows it once more. Returns
 * the handlers for Virtuoso's `atBottomStateChange` and `totalListHeightChanged`.
 */
export function useFollowNewest(
  boxRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
  generation: number,
): { atBottomChanged: (atBottom: boolean) => void; heightChanged: () => void } {
  const following = useRef(true)
  const lastScroll = useRef({ top: 0, height: 0, at: 0 })
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Another thread opens at its newest message, whatever the reader did in the last one.
  useEffect(() => {
    following.current = true
    lastScroll.current = { top: 0, height: 0, at: 0 }
  }, [generation])

  useEffect(() => {
    const box = boxRef.current
    if (!box) return undefined
    // Scroll events do not bubble: caught on their way down to the scroller.
    const onScroll = (event: Event) => {
      const scroller = event.target
      if (!(scroller instanceof HTMLElement) || !scroller.hasAttribute('data-virtuoso-scroller'))
        return
      const top = scroller.scrollTop
      const height = scroller.scrollHeight
      // Up, away from the end, with the rows as they were: the view leaving the end. A move
      // that comes with a change of height is the list keeping its rows in place while they
      // are measured (rows above the view shrinking when the window widens), not a leave.
      const { top: lastTop, height: lastHeight } = lastScroll.current
      if (top < lastTop - 1 && height === lastHeight && distanceToEnd(scroller) > nearBottom)
        following.current = false
      lastScroll.current = { top, height, at: performance.now() }
    }
    box.addEventListener('scroll', onScroll, { capture: true, passive: true })
    return () => {
      box.removeEventListener('scroll', onScroll, { capture: true })
      clearTimeout(pending.current)
    }
  }, [boxRef])

  const atBottomChanged = useCallback((atBottom: boolean) => {
    if (atBottom) following.current = true
  }, [])

  const heightChanged = useCallback(() => {
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
