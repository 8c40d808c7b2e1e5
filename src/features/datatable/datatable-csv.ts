import { useTranslation } from 'react-i18next'
import type { CsvColumn } from '@models/lists/csv'
import {
  ageYears,
  datatableStatusOf,
  experienceYears,
  salaryAmount,
  startDateIso,
  type DatatableRow,
} from '@models/datatable/datatable-row'

/** A number for a spreadsheet, or the text as it came when it is none. */
const numberOr = (value: number, text: string) => (Number.isNaN(value) ? text : value)

/**
 * The columns of the employees' CSV file: headings in the chosen language, the status by its name, and values a
 * spreadsheet reads as they are (ISO dates, plain numbers), not as the screen shows them.
 */
export function useDatatableCsvColumns(): CsvColumn<DatatableRow>[] {
  const { t } = useTranslation('datatable')
  return [
    { header: t('csv.id'), value: (row) => row.id },
    { header: t('csv.fullName'), value: (row) => row.full_name },
    { header: t('csv.email'), value: (row) => row.email },
    { header: t('csv.post'), value: (row) => row.post },
    { header: t('csv.city'), value: (row) => row.city },
    { header: t('csv.startDate'), value: (row) => startDateIso(row.start_date) || row.start_date },
    { header: t('csv.salary'), value: (row) => numberOr(salaryAmount(row.salary), row.salary) },
    { header: t('csv.age'), value: (row) => numberOr(ageYears(row.age), row.age) },
    {
      header: t('csv.experience'),
      value: (row) => numberOr(experienceYears(row.experience), row.experience),
    },
    {
      header: t('csv.status'),
      value: (row) => t(`statuses.${datatableStatusOf(row.status) ?? 'unknown'}`),
    },
  ]
}
