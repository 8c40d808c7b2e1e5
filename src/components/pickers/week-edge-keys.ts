import type { KeyboardEvent } from 'react'

/**
 * Right on the last day of a week goes to the first day of the next week, and Left on the first
 * day to the last of the week before, as in every date grid. PrimeReact's calendar goes to the
 * next (or the previous) month there instead: Right on Saturday 12 December landed on 1 January.
 * At the edge of the month (no week after it, or a day of another month) PrimeReact's own move
 * stands. For a picker's `onKeyDownCapture`, which runs before the day's own handler.
 */
export function onWeekEdgeKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
  const day = event.target
  const cell = day instanceof HTMLElement ? day.parentElement : null
  if (!(day instanceof HTMLElement) || cell?.tagName !== 'TD') return
  if (!cell.closest('.p-datepicker-calendar')) return
  const forward = event.key === 'ArrowRight'
  if (forward ? cell.nextElementSibling : cell.previousElementSibling) return
  const week = forward
    ? cell.parentElement?.nextElementSibling
    : cell.parentElement?.previousElementSibling
  const next = forward ? week?.firstElementChild : week?.lastElementChild
  const nextDay = next?.firstElementChild
  if (!(nextDay instanceof HTMLElement) || next?.getAttribute('data-p-other-month') === 'true')
    return
  if (nextDay.getAttribute('data-p-disabled') === 'true') return
  day.tabIndex = -1
  nextDay.tabIndex = 0
  nextDay.focus()
  event.preventDefault()
  event.stopPropagation()
}
