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
 * Translations load from the fixed asset path `/locales/<lng>/translation.json`; en is the default
 * and the fallback for any key a language lacks.
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
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
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
