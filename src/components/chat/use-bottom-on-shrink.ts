import { useEffect, type RefObject } from 'react'

// How close to the end still counts as "reading the newest message", in pixels.
const nearBottom = 64

/**
 * Keeps the newest message in view when the thread's box gets shorter while the reader is at its
 * end: the composer growing a line, a banner or the keyboard appearing. Virtuoso follows new
 * messages, but a shrinking viewport would otherwise hide the last one under the composer.
 */
export function useBottomOnShrink(boxRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof ResizeObserver === 'undefined') return
    let height = box.clientHeight
    const observer = new ResizeObserver(() => {
      const shrunk = height - box.clientHeight
      height = box.clientHeight
      if (shrunk <= 0) return
      const scroller = box.querySelector<HTMLElement>('[data-virtuoso-scroller]')
      if (!scroller) return
      const fromBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight
      // Before the shrink the reader was `fromBottom - shrunk` away from the end.
      if (fromBottom - shrunk <= nearBottom) scroller.scrollTop += shrunk
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [boxRef])
}
