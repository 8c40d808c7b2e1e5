import type * as z from 'zod/mini'
import {
  defaultAnalyticsPeriod,
  isAnalyticsPeriod,
  type AnalyticsPeriod,
} from '@models/analytics/analytics-cards'
import { queryCache } from '@/services/app-query-cache'
import { loadChartCanvas } from '@/components/chart/chart-loader'
import { cardQuery } from '@/services/analytics/card-query'
import type { CardRequest } from '@/services/analytics/card-request'
import {
  analyticsRequests,
  homeCards,
  statisticRequests,
} from '@/services/analytics/analytics-cards'

/** The period a URL's search names (`?period=last-year`), or the default one. */
export function periodFromSearch(search: string): AnalyticsPeriod {
  const period = new URLSearchParams(search).get('period')
  return isAnalyticsPeriod(period) ? period : defaultAnalyticsPeriod
}

/**
 * Asks for `requests` of `period` and for chart.js, which thus arrives while the figures are on
 * their way rather than after them. One module for both pages' prefetch, so the cards' calls and
 * schemas are one data chunk that only these pages load.
 */
function prefetchCards(requests: CardRequest<z.ZodMiniType>[], period: AnalyticsPeriod): void {
  for (const request of requests) queryCache.prefetch(cardQuery(request, period))
  // A chart that cannot load leaves its box empty; the card's figures stay (lazy-chart.tsx).
  loadChartCanvas().catch(() => undefined)
}

/** The home's prefetch, at navigation: every card of the period the page opens on. */
export function prefetchHome(): void {
  prefetchCards(Object.values(homeCards), defaultAnalyticsPeriod)
}

/** The analytics dashboard's prefetch: every card, for the period in the address. */
export function prefetchAnalytics(search: string): void {
  prefetchCards(
    [...Object.values(analyticsRequests), ...Object.values(statisticRequests)],
    periodFromSearch(search),
  )
}
