import { useSyncExternalStore } from 'react'

/**
 * Opening the page search from anywhere (navbar button, shortcuts). The palette itself loads
 * lazily on the first request; `requests` counts them so that each one opens it again.
 */
let requests = 0
const listeners = new Set<() => void>()

export function openSearch(): void {
  requests += 1
  listeners.forEach((listener) => listener())
}

export function useSearchRequests(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requests,
  )
}

/** Ctrl+K or Cmd+K anywhere, and `/` when the user is not typing into a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false
  const target = event.target as HTMLElement | null
  const typing =
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target?.isContentEditable === true
  return !typing
}
