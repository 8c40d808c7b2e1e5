/**
 * Display preferences: skin, layout, content width and language. They are kept in localStorage
 * under the `ui.` prefix, which logout leaves alone, and read back before the first paint.
 */
export const skins = ['light', 'dark', 'bordered', 'semi-dark'] as const
export const layouts = ['vertical', 'horizontal'] as const
export const contentWidths = ['boxed', 'full'] as const
export const languages = ['en', 'fr', 'de', 'pt'] as const

export type Skin = (typeof skins)[number]
export type Layout = (typeof layouts)[number]
export type ContentWidth = (typeof contentWidths)[number]
export type Language = (typeof languages)[number]

export interface Preferences {
  skin: Skin
  layout: Layout
  contentWidth: ContentWidth
  menuCollapsed: boolean
}

export const defaultPreferences: Preferences = {
  skin: 'light',
  layout: 'vertical',
  contentWidth: 'boxed',
  menuCollapsed: false,
}

/** The storage keys; index.html reads `ui.skin` itself so that the first paint has the skin. */
export const preferenceKeys = {
  skin: 'ui.skin',
  layout: 'ui.layout',
  contentWidth: 'ui.contentWidth',
  menuCollapsed: 'ui.menuCollapsed',
  language: 'ui.language',
} as const

function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback
}

export function readPreferences(): Preferences {
  return {
    skin: oneOf(skins, readKey(preferenceKeys.skin), defaultPreferences.skin),
    layout: oneOf(layouts, readKey(preferenceKeys.layout), defaultPreferences.layout),
    contentWidth: oneOf(
      contentWidths,
      readKey(preferenceKeys.contentWidth),
      defaultPreferences.contentWidth,
    ),
    menuCollapsed: readKey(preferenceKeys.menuCollapsed) === 'true',
  }
}

/** Saves one preference; a full or refused storage only loses persistence, never the choice. */
export function writePreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  try {
    localStorage.setItem(preferenceKeys[key], String(value))
  } catch (error) {
    console.warn('Could not save the display preference', key, error)
  }
}

export function readLanguage(): Language {
  return oneOf(languages, readKey(preferenceKeys.language), 'en')
}

export function writeLanguage(language: Language): void {
  try {
    localStorage.setItem(preferenceKeys.language, language)
  } catch (error) {
    console.warn('Could not save the language', error)
  }
}
