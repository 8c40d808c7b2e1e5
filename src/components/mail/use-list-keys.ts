import { useEffect, useRef } from 'react'

/**
 * What the keys do: j/k and the arrows move, Home and End go to the first and the last message,
 * Enter opens, Escape goes back; where the list has them, s stars and x selects the highlighted
 * message.
 */
export interface ListKeys {
  /** Moves the highlight by `step` rows, stopping at either end (so ±Infinity reaches them). */
  move: (step: number) => void
  open: () => void
  /** False when there is nothing to go back from: the key is then left alone. */
  back: () => boolean
  /** Stars or unstars the highlighted message; without it the key is left alone. */
  star?: () => void
  /** Adds the highlighted message to the selection or takes it out; without it, left alone. */
  toggleSelected?: () => void
  /**
   * An area's own keys, by letter in lower case (`r` replies): pressed with or without Shift,
   * except while typing. A key already named above keeps its meaning where the area gives one.
   */
  more?: Readonly<Record<string, () => void>>
}

/**
 * The id `step` rows from `activeId` among `ids`, stopping at either end (from the first row when
 * none is active); null for an empty list.
 */
function steppedId(ids: readonly number[], activeId: number | null, step: number): number | null {
  if (ids.length === 0) return null
  const at = activeId === null ? -1 : ids.indexOf(activeId)
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))]!
}

/** What a mail list's navigation keys act on. */
export interface MailListNavigation {
  ids: readonly number[]
  activeId: number | null
  highlight: (id: number) => void
  open: (id: number) => void
  readerShown: boolean
  closeReader: () => void
  /**
   * Goes to the last message of a list that holds only its first ones (End): it reads the rest
   * first. Without it, End highlights the last row.
   */
  toEnd?: () => void
}

/**
 * The keys every mail list has, over the rows `ids` with `activeId` highlighted: move the
 * highlight, open its message, and go back from the reading pane while it shows.
 */
function listNavigationKeys({
  ids,
  activeId,
  highlight,
  open,
  readerShown,
  closeReader,
  toEnd,
}: MailListNavigation): Pick<ListKeys, 'move' | 'open' | 'back'> {
  return {
    move: (step) => {
      if (step === Infinity && toEnd) return toEnd()
      const next = steppedId(ids, activeId, step)
      if (next !== null) highlight(next)
    },
    open: () => {
      if (activeId !== null) open(activeId)
    },
    back: () => {
      if (!readerShown) return false
      closeReader()
      return true
    },
  }
}

/** Whether the key was pressed while typing somewhere (the search box, say), or in a dialog. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target.closest('[role="dialog"]')) return true
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * Whether the key was pressed in the list, or with nothing in particular focused: elsewhere Home
 * and End keep scrolling what they scroll, such as a long ticket.
 */
function isOnList(target: EventTarget | null): boolean {
  if (target === document.body) return true
  return target instanceof HTMLElement && target.closest('[role="listbox"]') !== null
}

/** The keys that work anywhere on the screen, as in a mail client, except while typing. */
export function useListKeys(keys: ListKeys): void {
  const latest = useRef(keys)
  useEffect(() => {
    latest.current = keys
  })
  useEffect(() => {
    /** A key of the area's own, done and kept from the page; any other left alone. */
    const areaKey = (event: KeyboardEvent) => {
      const does = latest.current.more?.[event.key.toLowerCase()]
      if (!does || event.key.length !== 1) return
      event.preventDefault()
      does()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (isTyping(event.target)) return
      // Enter on a button or link is that control's own press.
      const onControl =
        event.target instanceof HTMLElement && event.target.closest('button, a[href]') !== null
      switch (event.key) {
        case 'j':
        case 'ArrowDown':
          latest.current.move(1)
          break
        case 'k':
        case 'ArrowUp':
          latest.current.move(-1)
          break
        case 'Home':
          if (!isOnList(event.target)) return
          latest.current.move(-Infinity)
          break
        case 'End':
          if (!isOnList(event.target)) return
          latest.current.move(Infinity)
          break
        case 'Enter':
          if (onControl) return
          latest.current.open()
          break
        case 'Escape':
          if (!latest.current.back()) return
          break
        case 's':
        case 'S': {
          const { star } = latest.current
          if (!star) return areaKey(event)
          star()
          break
        }
        case 'x': {
          const { toggleSelected } = latest.current
          if (!toggleSelected || onControl) return
          toggleSelected()
          break
        }
        default:
          return areaKey(event)
      }
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

/**
 * {@link useListKeys} for a mail list: its navigation keys, and where the area has them the keys
 * that star and select, and its own.
 */
export function useMailListKeys(
  navigation: MailListNavigation,
  more: Pick<ListKeys, 'star' | 'toggleSelected' | 'more'> = {},
): void {
  useListKeys({ ...listNavigationKeys(navigation), ...more })
}
