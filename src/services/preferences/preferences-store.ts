import { useSyncExternalStore } from 'react'
import { type Preferences, readPreferences, writePreference } from './preferences'

/**
 * A layout tried on for a while without saving it (the UI kit's /page-layout): the saved
 * preferences stay as they are, and come back when the preview ends.
 */
export interface LayoutPreview {
  layout?: Preferences['layout']
  contentWidth?: Preferences['contentWidth']
  menuCollapsed?: boolean
  /** False hides the navbar. */
  navbar?: boolean
  /** False hides the footer. */
  footer?: boolean
}

/** What the shell shows: the saved preferences with the preview, if any, over them. */
export interface ShownPreferences extends Preferences {
  navbar: boolean
  footer: boolean
}

/** One shared copy of the display preferences that every part of the shell subscribes to. */
let current: Preferences = readPreferences()
let preview: LayoutPreview | null = null
let shown: ShownPreferences = shownOf(current, preview)
const listeners = new Set<() => void>()

function shownOf(saved: Preferences, over: LayoutPreview | null): ShownPreferences {
  return { ...saved, navbar: true, footer: true, ...over }
}

function changed(): void {
  shown = shownOf(current, preview)
  applyToDocument(shown)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  if (current[key] === value) return
  current = { ...current, [key]: value }
  writePreference(key, value)
  changed()
}

/** The saved preferences (what the customizer shows and changes). */
export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current)
}

/** What the shell shows now: the saved preferences, with a layout preview over them. */
export function useShownPreferences(): ShownPreferences {
  return useSyncExternalStore(subscribe, () => shown)
}

/** Shows `next` over the saved preferences, without saving anything; null ends the preview. */
export function previewLayout(next: LayoutPreview | null): void {
  preview = next
  changed()
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
    changed()
  })
}

/** A skin change repaints at once: colour transitions would fade each element at its own pace. */
function switchWithoutTransitions(root: HTMLElement): void {
  root.classList.add('no-transitions')
  requestAnimationFrame(() => requestAnimationFrame(() => root.classList.remove('no-transitions')))
}
