import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import type { VirtuosoHandle } from 'react-virtuoso'

/** The class that keeps the list hidden while it opens (chat-thread.css). */
export const openingClass = 'chat-thread__list--opening'

/**
 * However the list's rows behave, the thread shows after this many painted frames (half a second
 * at 60 Hz). Counted in frames, not milliseconds: on a machine too busy to paint, a clock ran out
 * before the rows had had a frame to be measured in, and showed a half-drawn thread.
 */
const showAnywayFrames = 30

/**
 * Shows a thread at its newest message as soon as it is drawn there. Virtuoso's own
 * `initialTopMostItemIndex` renders the newest rows first but keeps them hidden for four
 * animation frames, scrolls, and shows them only once no row changed size for 150 ms
 * (react-virtuoso 4.18): a quarter of a second on every chat opened. Here the list is scrolled to
 * its end each time its height changes, and shown in the first frame in which its newest row is
 * drawn at the bottom of the view, checked then and before each frame (chat-thread.css lets this
 * class, not Virtuoso's inline style, decide). A row measured later still moves the view within
 * its frame: Virtuoso's scroll to an index follows the list's changes for 150 ms.
 *
 * Returns whether the thread is shown, and the handler for Virtuoso's `totalListHeightChanged`.
 * `onShow` hears how far above the list's end the view was when the thread was shown: Virtuoso's
 * own at-bottom report can lag that frame under load, and said "not at the bottom" while the list
 * was still scrolled to its top.
 */
export function useOpenAtNewest(
  boxRef: RefObject<HTMLElement | null>,
  listRef: RefObject<VirtuosoHandle | null>,
  /** Names the list put on screen: a new one opens anew. */
  listKey: string,
  /** The list is on screen (not a loading, empty or failed state). */
  onScreen: boolean,
  onShow: (fromEnd: number) => void,
) {
  const [shownKey, setShownKey] = useState<string | null>(null)
  const shown = shownKey === listKey
  // Read by Virtuoso's callbacks, which may come before this component renders again.
  const shownFor = useRef<string | null>(null)

  const show = useCallback(() => {
    shownFor.current = listKey
    const scroller = scrollerIn(boxRef.current)
    // Before this frame is painted, not a render later; the state keeps React in step.
    scroller?.classList.remove(openingClass)
    setShownKey(listKey)
    onShow(scroller ? distanceToEnd(scroller) : 0)
  }, [boxRef, listKey, onShow])

  useEffect(() => {
    if (shown || !onScreen) return undefined
    let checked = 0
    let frame = requestAnimationFrame(function check() {
      checked += 1
      if (checked >= showAnywayFrames || newestAtBottom(scrollerIn(boxRef.current))) show()
      else frame = requestAnimationFrame(check)
    })
    return () => cancelAnimationFrame(frame)
  }, [boxRef, onScreen, shown, show])

  // The rows were measured: to the end at once, and shown in this frame when they are there.
  const heightChanged = useCallback(() => {
    if (shownFor.current === listKey) return
    listRef.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' })
    if (newestAtBottom(scrollerIn(boxRef.current))) show()
  }, [boxRef, listRef, listKey, show])

  return { shown, heightChanged }
}

const scrollerIn = (box: HTMLElement | null) =>
  box?.querySelector<HTMLElement>('[data-virtuoso-scroller]') ?? null

/** The list's last row is drawn, and the view is scrolled to the list's end. */
function newestAtBottom(scroller: HTMLElement | null): boolean {
  const last = scroller?.querySelector('[data-testid="virtuoso-item-list"]')?.lastElementChild
  if (!scroller || !last) return false
  const atEnd = distanceToEnd(scroller) <= 1
  return atEnd && last.getBoundingClientRect().bottom <= scroller.getBoundingClientRect().bottom + 1
}

const distanceToEnd = (scroller: HTMLElement) =>
  scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight
