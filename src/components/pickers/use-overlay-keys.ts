import { useRef, type KeyboardEvent } from 'react'

/**
 * Keeps a picker's Escape to itself while its overlay is open: the overlay closes and the drawer
 * or dialog around it stays (its own Escape handler would close it too, since React events bubble
 * through the picker's overlay to it). Spread `wrapper` on an element around the picker and give
 * it `onShow` and `onHide`. Whether it is open is a ref, not state: a render of the picker when
 * its overlay opens would rebuild PrimeReact's calendar grid (a new key each render) under the
 * day it has just focused, and the focus would drop to the page.
 */
export function useOverlayKeys() {
  const open = useRef(false)
  return {
    onShow: () => {
      open.current = true
    },
    onHide: () => {
      open.current = false
    },
    wrapper: {
      onKeyDown: (event: KeyboardEvent) => {
        if (open.current && event.key === 'Escape') event.stopPropagation()
      },
    },
  }
}
