import type * as z from 'zod/mini'
import { defaultAnalyticsPeriod } from '@models/analytics-cards'
import { queryCache } from '@/services/app-query-cache'
import { loadChartCanvas } from '@/components/chart/chart-loader'
import { cardQuery } from '@/services/home/card-query'
import { analyticsRequest, statisticRequest, type CardRequest } from '@/services/home/card-request'

/**
 * What each card of the admin home asks for. The cards take their request from here and the
 * route's prefetch asks for all of them, so the two always ask the same questions.
 */
export const homeCards = {
  sales: statisticRequest('sales'),
  orders: statisticRequest('orders-bar-chart'),
  profit: statisticRequest('profit-line-chart'),
  subscribers: statisticRequest('subscribers'),
  siteTraffic: statisticRequest('site-traffic'),
  revenueReport: analyticsRequest('revenue-report'),
  goalOverview: analyticsRequest('goal-overview'),
  avgSessions: analyticsRequest('avg-sessions'),
  supportTracker: analyticsRequest('support-tracker'),
  sessionsDevice: analyticsRequest('sessions-device'),
  productOrders: analyticsRequest('product-orders'),
  customers: analyticsRequest('customers'),
}

/**
 * The home's prefetch, at navigation: every card of the period the page opens on, and chart.js,
 * which thus arrives while the figures are on their way rather than after them.
 */
export function prefetchHome(): void {
  const requests: CardRequest<z.ZodMiniType>[] = Object.values(homeCards)
  for (const request of requests) {
    queryCache.prefetch(cardQuery(request, defaultAnalyticsPeriod))
  }
  // A chart that cannot load leaves its box empty; the card's figures stay (lazy-chart.tsx).
  loadChartCanvas().catch(() => undefined)
}
