import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dateNamesOf } from '@models/format/date-names'
import { mergePrimeLocale } from '@/components/prime-locale'

/** The pickers' own words, from the common translation file's `picker` keys. */
const pickerKeys = [
  'today',
  'clear',
  'chooseDate',
  'chooseMonth',
  'chooseYear',
  'prevMonth',
  'nextMonth',
  'prevYear',
  'nextYear',
  'prevDecade',
  'nextDecade',
  'weekHeader',
  'selectionMessage',
  'removeTokenIcon',
] as const
const pickerAriaKeys = ['close', 'selectAll', 'unselectAll'] as const

/**
 * PrimeReact's date picker (Calendar) and multi-select speak the chosen language: the month and
 * day names, the first day of the week and the way a day is written come from the browser's data
 * for the language (`models/format/date-names.ts`), their buttons' words from the translations. Call it
 * in the component that renders them.
 */
export function usePrimePickerLocale(): string {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  // Set while rendering (useMemo), not in an effect: PrimeReact reads its locale as its
  // components render, and an effect would come after their first render.
  useMemo(() => {
    mergePrimeLocale(language, {
      ...dateNamesOf(language),
      ...Object.fromEntries(pickerKeys.map((key) => [key, t(`picker.${key}`)])),
      aria: Object.fromEntries(pickerAriaKeys.map((key) => [key, t(`picker.aria.${key}`)])),
    })
  }, [language, t])
  return language
}
