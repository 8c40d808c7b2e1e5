import { useEffect, useSyncExternalStore } from 'react'

/*
 * A count shown before the page title, "(3) WhatsApp · Workdesk", as mail and chat clients do so
 * that unread messages show in the browser's tab. The route sets the title; a page sets the count.
 */

let badge = 0
const listeners = new Set<() => void>()

function setTitleBadge(count: number): void {
  if (count === badge) return
  badge = count
  listeners.forEach((listener) => listener())
}

/** The current count, for the route that writes the title. */
export function useTitleBadgeCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => badge,
  )
}

/** Shows `count` before the title while the calling page is mounted (0 shows nothing). */
export function useTitleBadge(count: number): void {
  useEffect(() => {
    setTitleBadge(count)
  }, [count])
  useEffect(() => () => setTitleBadge(0), [])
}
