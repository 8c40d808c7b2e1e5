import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ageYears,
  experienceYears,
  salaryAmount,
  startDateTime,
  type DatatableRow,
} from '@models/datatable/datatable-row'

/** How the data table writes a row's figures, in the chosen language. */
export interface DatatableFormat {
  /** The start date, in the language's medium form ("Apr 12, 2019", "12 avr. 2019"). */
  startDate: (row: DatatableRow) => string
  /** The salary in US dollars, as the language writes money ("$23,896.35", "23 896,35 $US"). */
  salary: (row: DatatableRow) => string
  age: (row: DatatableRow) => string
  /** "7 years", in the language. */
  experience: (row: DatatableRow) => string
}

/**
 * The formatters of the data table, stable while the language stays the same. A value the server
 * wrote in a form they do not read is shown as it came, never as "NaN".
 */
export function useDatatableFormat(): DatatableFormat {
  const { t, i18n } = useTranslation('datatable')
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    // UTC: a start date is a day, which the browser's zone must not move to the day before.
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
    const number = new Intl.NumberFormat(language)
    const orAsItCame = (value: number, shown: (value: number) => string, text: string) =>
      Number.isNaN(value) ? text : shown(value)
    return {
      startDate: (row) =>
        orAsItCame(startDateTime(row.start_date), (time) => date.format(time), row.start_date),
      salary: (row) => orAsItCame(salaryAmount(row.salary), (n) => money.format(n), row.salary),
      age: (row) => orAsItCame(ageYears(row.age), (n) => number.format(n), row.age),
      experience: (row) =>
        orAsItCame(
          experienceYears(row.experience),
          (count) => t('details.years', { count }),
          row.experience,
        ),
    }
  }, [language, t])
}
