import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BucketUnit } from '@models/analytics/analytics-cards'
import { formatCount } from '@models/format/format-count'

/** How the dashboard writes its figures, in the current language. */
export interface Formatters {
  /** A count; over 999 in thousands with one decimal and k (SPEC.md section 9). */
  count: (value: number) => string
  /** An amount of money, shortened like a count ("$48.9k"). */
  money: (value: number) => string
  /** A share, 0 to 100 ("57.8%"). */
  percent: (value: number) => string
  /** A change against the previous period, always signed ("+12.3%", "−4%"). */
  change: (value: number) => string
  /** The name of a bucket of a series: "Week 2", or a month's short name. */
  bucket: (unit: BucketUnit, index: number) => string
}

/**
 * The formatters, stable while the language stays the same, so charts that take one as a prop are
 * not redrawn on every render.
 */
export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
    const change = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    })
    // Month names from a fixed UTC year, so the zone of the browser cannot shift them.
    const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    return {
      count: formatCount,
      money: (value) => t('home.money', { amount: formatCount(value) }),
      percent: (value) => percent.format(value / 100),
      change: (value) => change.format(value / 100),
      bucket: (unit, index) =>
        unit === 'month'
          ? month.format(new Date(Date.UTC(2024, index, 1)))
          : t('home.bucket.week', { number: index + 1 }),
    } satisfies Formatters
  }, [t, language])
}
