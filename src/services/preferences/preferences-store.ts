import { useSyncExternalStore } from 'react'
import { type Preferences, readPreferences, writePreference } from './preferences'

/** One shared copy of the display preferences that every part of the shell subscribes to. */
let current: Preferences = readPreferences()
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  if (current[key] === value) return
  current = { ...current, [key]: value }
  writePreference(key, value)
  applyToDocument(current)
  listeners.forEach((listener) => listener())
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current)
}

/** The skin and layout live on <html> as data attributes, where the style sheets read them. */
export function applyToDocument(preferences: Preferences): void {
  const root = document.documentElement
  if (root.dataset.skin !== preferences.skin) switchWithoutTransitions(root)
  root.dataset.skin = preferences.skin
  root.dataset.layout = preferences.layout
  root.dataset.contentWidth = preferences.contentWidth
  root.style.colorScheme = preferences.skin === 'dark' ? 'dark' : 'light'
}

// Another tab changed a preference: follow it, so that two tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (!event.key?.startsWith('ui.')) return
    current = readPreferences()
    applyToDocument(current)
    listeners.forEach((listener) => listener())
  })
}

/** A skin change repaints at once: colour transitions would fade each element at its own pace. */
function switchWithoutTransitions(root: HTMLElement): void {
  root.classList.add('no-transitions')
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('no-transitions')))
}
