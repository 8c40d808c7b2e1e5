import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const candidates =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]'

/** Whether the element is drawn: jsdom, which draws nothing, knows no checkVisibility. */
const drawn = (element: HTMLElement) =>
  typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : !element.closest('[hidden]')

/**
 * Of a group of radio buttons Tab reaches only one: the checked one, or the first when none is.
 */
function reachableRadio(radio: HTMLInputElement, root: HTMLElement): boolean {
  if (!radio.name || radio.checked) return true
  const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter(
    (other) => other.name === radio.name && other.form === radio.form,
  )
  return !group.some((other) => other.checked) && group[0] === radio
}

/** The elements of `root` that Tab reaches, in the order it reaches them (no positive tabindex). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(candidates)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      drawn(element) &&
      (!(element instanceof HTMLInputElement) ||
        element.type !== 'radio' ||
        reachableRadio(element, root)),
  )
}

/**
 * The focus of a modal dialog or drawer, the one trap every dialog uses: it takes the focus when it
 * opens (`initialFocus`, else its first control, else the panel), keeps Tab and Shift+Tab inside,
 * and gives the focus back to what had it (the control that opened it) when it closes. Returns the
 * panel's keydown handler, which also closes it on Escape pressed anywhere inside.
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
    const root = panel.current
    const first = initial.current?.() ?? (root ? tabbableIn(root)[0] : undefined)
    ;(first ?? root)?.focus()
    return () => {
      // Only when the focus is still inside (or was dropped with the panel): a dialog that closes
      // because the user went elsewhere must not pull the focus back.
      const active = document.activeElement
      if (!active || active === document.body || root?.contains(active)) opener?.focus?.()
    }
  }, [panel])

  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close.current()
      return
    }
    const root = panel.current
    if (event.key !== 'Tab' || !root) return
    const items = tabbableIn(root)
    const active = document.activeElement
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) {
      event.preventDefault()
      return
    }
    const follows = (a: Element, b: Element) =>
      !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    // The panel itself (focusable, so that a click inside keeps the focus there) counts as before
    // the first control.
    if (!active) return
    if (event.shiftKey && (active === first || follows(active, first))) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (active === last || follows(last, active))) {
      event.preventDefault()
      first.focus()
    }
  }
}
