import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { addLocale, locale } from 'primereact/api'

/** The labels PrimeReact's table, paginator and selects read from their locale. */
const ariaKeys = [
  'firstPageLabel',
  'lastPageLabel',
  'nextPageLabel',
  'prevPageLabel',
  'pageLabel',
  'rowsPerPageLabel',
  'jumpToPageDropdownLabel',
  'selectRow',
  'unselectRow',
  'expandLabel',
  'collapseLabel',
] as const

/**
 * PrimeReact speaks the user's language: its own labels (the paginator's buttons, a row's
 * checkbox) come from the `table` translation file of the chosen language. Used by every
 * component that wraps a PrimeReact one with labels of its own.
 */
export function usePrimeLocale(): void {
  const { t, i18n } = useTranslation('table')
  const language = i18n.resolvedLanguage ?? i18n.language
  // Set while rendering (useMemo), not in an effect: PrimeReact reads its locale as its
  // components render, and an effect would come after the table's first render.
  useMemo(() => {
    addLocale(language, {
      emptyMessage: t('prime.emptyMessage'),
      aria: Object.fromEntries(ariaKeys.map((key) => [key, t(`prime.aria.${key}`)])),
    })
    locale(language)
  }, [language, t])
}
