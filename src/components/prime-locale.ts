import { addLocale, locale, localeOptions, updateLocaleOptions } from 'primereact/api'

type PrimeLocale = Record<string, unknown> & { aria?: Record<string, string> }

/**
 * Lays `options` over PrimeReact's locale of `language` and makes it the current one. What other
 * components set there stays (the table's labels and the pickers' are set by different hooks).
 */
export function mergePrimeLocale(language: string, options: PrimeLocale): void {
  const current = localeOptions(language) as PrimeLocale | undefined
  if (!current) addLocale(language, options)
  else {
    updateLocaleOptions(
      { ...options, aria: { ...current.aria, ...options.aria } } as PrimeLocale,
      language,
    )
  }
  locale(language)
}
