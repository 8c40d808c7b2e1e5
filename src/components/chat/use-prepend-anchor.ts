import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import type { ThreadRow } from './thread-rows'

/** The anchored row is held until nothing moved it for this long… */
const QUIET_MS = 400
/** …or this long after the prepend at most. */
const HOLD_MAX_MS = 3000

interface Anchor {
  key: string
  /** Its top, relative to the scroller's top. */
  top: number
}

/**
 * Keeps the row the reader is looking at in place when older rows are prepended. Virtuoso shifts
 * the view by its estimate of the new rows' heights and corrects it only in some scroll states,
 * so the view could still jump by the difference (hundreds of pixels for tall bubbles) or drift by
 * rounding. This remembers the top-most visible row while the reader scrolls and, after a
 * prepend, scrolls by whatever that row moved until the new rows have settled, unless the reader
 * takes over (wheel, touch, keys).
 */
export function usePrependAnchor(rows: readonly ThreadRow[], first: number, generation: number) {
  const scroller = useRef<HTMLElement | null>(null)
  const latest = useRef({ rows, first, generation })
  const anchor = useRef<Anchor | null>(null)
  const holding = useRef(false)

  const rowElement = (index: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-item-index="${index}"]`) ?? null

  const remember = useCallback(() => {
    const element = scroller.current
    if (!element || holding.current) return
    const top = element.getBoundingClientRect().top
    for (const item of element.querySelectorAll<HTMLElement>('[data-item-index]')) {
      const box = item.getBoundingClientRect()
      if (box.bottom <= top + 1) continue
      const row = latest.current.rows[Number(item.dataset.itemIndex) - latest.current.first]
      // A day's separator moves up when older messages of that day arrive: messages stay put.
      if (row?.kind !== 'message') continue
      anchor.current = { key: row.key, top: box.top - top }
      return
    }
  }, [])

  useLayoutEffect(() => {
    const before = latest.current
    latest.current = { rows, first, generation }
    const prepended = generation === before.generation && first < before.first
    const held = anchor.current
    const element = scroller.current
    if (!prepended || !held || !element) return undefined
    holding.current = true
    const started = performance.now()
    let lastMove = started
    let frame = 0
    const correct = () => {
      const index = latest.current.rows.findIndex((row) => row.key === held.key)
      const item = index < 0 ? null : rowElement(latest.current.first + index)
      if (!item) return
      const top = item.getBoundingClientRect().top - element.getBoundingClientRect().top
      const moved = top - held.top
      if (Math.abs(moved) < 0.5) return
      element.scrollTop += moved
      lastMove = performance.now()
    }
    // Rows measured by Virtuoso resize the content before the frame is painted.
    const resized = new ResizeObserver(correct)
    Array.from(element.children).forEach((child) => resized.observe(child))
    const stop = () => {
      cancelAnimationFrame(frame)
      resized.disconnect()
      holding.current = false
      element.removeEventListener('scroll', correct)
      element.removeEventListener('wheel', stop)
      element.removeEventListener('touchstart', stop)
      element.removeEventListener('keydown', stop)
      remember()
    }
    // Scroll events come before the frame is painted: a jump Virtuoso makes is undone unseen.
    // The frame loop catches rows that grow without a scroll.
    const hold = () => {
      correct()
      const now = performance.now()
      if (now - lastMove < QUIET_MS && now - started < HOLD_MAX_MS) {
        frame = requestAnimationFrame(hold)
      } else stop()
    }
    element.addEventListener('scroll', correct, { passive: true })
    element.addEventListener('wheel', stop, { passive: true })
    element.addEventListener('touchstart', stop, { passive: true })
    element.addEventListener('keydown', stop)
    hold()
    return stop
  }, [rows, first, generation, remember])

  // The reader's own scrolling moves the anchor.
  useEffect(() => {
    const element = scroller.current
    if (!element) return undefined
    element.addEventListener('scroll', remember, { passive: true })
    return () => element.removeEventListener('scroll', remember)
  })

  const setScroller = useCallback(
    (element: HTMLElement | Window | null) => {
      scroller.current = element instanceof HTMLElement ? element : null
      remember()
    },
    [remember],
  )
  return setScroller
}
