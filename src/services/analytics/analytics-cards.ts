import {
  analyticsCardNames,
  statisticCardNames,
  type AnalyticsCardName,
  type StatisticCardName,
} from '@models/analytics/analytics-cards'
import { analyticsRequest, statisticRequest } from './card-request'

/**
 * What each analytics card asks for: one request per card of `/card/card-analytics/*` and of
 * `/card/card-statistics/*`. The cards of the home and of the analytics dashboard take their
 * request from here, and the routes' prefetch asks for the same ones, so the two pages ask the
 * same questions and the query cache answers both from one answer.
 */
export const analyticsRequests = Object.fromEntries(
  analyticsCardNames.map((name) => [name, analyticsRequest(name)]),
) as { [Name in AnalyticsCardName]: ReturnType<typeof analyticsRequest<Name>> }

export const statisticRequests = Object.fromEntries(
  statisticCardNames.map((name) => [name, statisticRequest(name)]),
) as Record<StatisticCardName, ReturnType<typeof statisticRequest>>

/** The cards of the admin home (`/`), a part of the analytics dashboard's. */
export const homeCards = {
  sales: statisticRequests.sales,
  orders: statisticRequests['orders-bar-chart'],
  profit: statisticRequests['profit-line-chart'],
  subscribers: statisticRequests.subscribers,
  siteTraffic: statisticRequests['site-traffic'],
  revenueReport: analyticsRequests['revenue-report'],
  goalOverview: analyticsRequests['goal-overview'],
  avgSessions: analyticsRequests['avg-sessions'],
  supportTracker: analyticsRequests['support-tracker'],
  sessionsDevice: analyticsRequests['sessions-device'],
  productOrders: analyticsRequests['product-orders'],
  customers: analyticsRequests.customers,
}
