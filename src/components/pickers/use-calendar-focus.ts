import { useEffect, useRef } from 'react'

const dropped = () => !document.activeElement || document.activeElement === document.body

/**
 * Keeps the keyboard's place in PrimeReact's Calendar, whose grid takes a new key on every render:
 * a render while a day has the focus (its own, just after it focused the day on opening, or on
 * picking one) rebuilds the grid under it and the focus drops to the page. When the focused day is
 * taken out of the page this way, the same day of the new grid takes the focus; when the panel
 * closes with the focus in it or dropped (picking a day), the input takes it. A focus that leaves for anything else is left
 * alone. Give `ref` to an element around the calendar and call `afterHide` from its `onHide`.
 */
export function useCalendarFocus<Element extends HTMLElement>() {
  const ref = useRef<Element>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null || !(event.target instanceof HTMLElement)) return
      const cell = event.target.closest<HTMLElement>('td[data-p-day]')
      if (!cell || !root.contains(cell)) return
      const { pDay, pMonth, pYear } = cell.dataset
      setTimeout(() => {
        if (cell.isConnected || !dropped()) return
        const day = root.querySelector<HTMLElement>(
          `td[data-p-day="${pDay}"][data-p-month="${pMonth}"][data-p-year="${pYear}"] > span`,
        )
        if (!day) return
        day.tabIndex = 0
        day.focus()
      })
    }
    root.addEventListener('focusout', onFocusOut)
    return () => root.removeEventListener('focusout', onFocusOut)
  }, [])
  return {
    ref,
    afterHide: () => {
      // Picking a day closes the panel with the focus still on the day, which then goes.
      const root = ref.current
      const inPanel = root?.querySelector('.p-datepicker')?.contains(document.activeElement)
      if (dropped() || inPanel) root?.querySelector('input')?.focus()
    },
  }
}
