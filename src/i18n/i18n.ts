import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import {
  type Language,
  languages,
  readLanguage,
  writeLanguage,
} from '@/services/preferences/preferences'

/**
 * Translations load from the fixed asset path `/locales/<lng>/<namespace>.json`; en is the default
 * and the fallback for any key a language lacks. `translation` holds what every screen shares;
 * an area with many strings has a namespace of its own (the route table's `namespaces`), loaded
 * with its code, so that the login page and the home never download it.
 */
export function initI18n(language: Language = readLanguage()) {
  document.documentElement.lang = language
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: languages,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      react: { useSuspense: true },
    })
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language)
  document.documentElement.lang = language
  writeLanguage(language)
}

export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
}
