import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const focusable =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The focus of a modal dialog or drawer: taken when it opens (by `initialFocus`, else its first
 * field), kept inside on Tab and Shift+Tab, and given back to what had it when it closes. Returns
 * the panel's keydown handler, which also closes it on Escape.
 */
export function useModalFocus(
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: () => HTMLElement | null | undefined,
): (event: KeyboardEvent) => void {
  const close = useRef(onClose)
  const initial = useRef(initialFocus)
  useEffect(() => {
    close.current = onClose
  }, [onClose])

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const first = initial.current?.() ?? panel.current?.querySelector<HTMLElement>(focusable)
    ;(first ?? panel.current)?.focus()
    return () => opener?.focus?.()
  }, [panel])

  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close.current()
      return
    }
    if (event.key !== 'Tab' || !panel.current) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (item) => !item.hasAttribute('disabled'),
    )
    const first = items[0]
    const last = items.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }
}
