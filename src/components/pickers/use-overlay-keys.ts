import { useState, type KeyboardEvent } from 'react'

/**
 * Keeps a picker's Escape to itself while its overlay is open: the overlay closes and the drawer
 * or dialog around it stays (its own Escape handler would close it too, since React events bubble
 * through the picker's overlay to it). Spread `wrapper` on an element around the picker and give
 * it `onShow` and `onHide`.
 */
export function useOverlayKeys() {
  const [open, setOpen] = useState(false)
  return {
    open,
    onShow: () => setOpen(true),
    onHide: () => setOpen(false),
    wrapper: {
      onKeyDown: (event: KeyboardEvent) => {
        if (open && event.key === 'Escape') event.stopPropagation()
      },
    },
  }
}
