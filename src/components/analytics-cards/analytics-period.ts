import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'

/**
 * The translation key of each period's name (SPEC.md section 9: Last 28 Days, Last Month, Last
 * Year) and of the phrase that places a figure in it ("in the last 28 days").
 */
export const periodKeys: Record<AnalyticsPeriod, { name: string; during: string }> = {
  'last-28-days': { name: 'home.period.last28Days', during: 'home.period.during.last28Days' },
  'last-month': { name: 'home.period.lastMonth', during: 'home.period.during.lastMonth' },
  'last-year': { name: 'home.period.lastYear', during: 'home.period.during.lastYear' },
}
