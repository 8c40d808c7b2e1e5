import { statisticRequests } from '@/services/analytics/analytics-cards'
import type { Statistic } from './statistic.card'

// Module-level, so each card's load effect sees the same request on every render.

/** The orders of the period, as bars. */
export const ordersStatistic: Statistic = {
  request: statisticRequests['orders-bar-chart'],
  titleKey: 'home.statistics.orders',
  icon: 'pi pi-shopping-cart',
  tone: 'warning',
  chart: 'bar',
}

/** The profit of the period, as a line. */
export const profitStatistic: Statistic = {
  request: statisticRequests['profit-line-chart'],
  titleKey: 'home.statistics.profit',
  icon: 'pi pi-wallet',
  tone: 'success',
  chart: 'line',
  money: true,
}

export const subscribersStatistic: Statistic = {
  request: statisticRequests.subscribers,
  titleKey: 'home.statistics.subscribers',
  icon: 'pi pi-users',
  tone: 'primary',
  chart: 'area',
}

export const siteTrafficStatistic: Statistic = {
  request: statisticRequests['site-traffic'],
  titleKey: 'home.statistics.siteTraffic',
  icon: 'pi pi-globe',
  tone: 'info',
  chart: 'area',
}

export const revenueStatistic: Statistic = {
  request: statisticRequests.revenue,
  titleKey: 'home.statistics.revenue',
  icon: 'pi pi-dollar',
  tone: 'success',
  chart: 'area',
  money: true,
}

export const salesStatistic: Statistic = {
  request: statisticRequests.sales,
  titleKey: 'home.statistics.sales',
  icon: 'pi pi-chart-line',
  tone: 'primary',
  chart: 'line',
  money: true,
}

export const ordersPlacedStatistic: Statistic = {
  request: statisticRequests.orders,
  titleKey: 'home.statistics.ordersPlaced',
  icon: 'pi pi-box',
  tone: 'warning',
  chart: 'area',
}

export const activeUsersStatistic: Statistic = {
  request: statisticRequests['active-users'],
  titleKey: 'home.statistics.activeUsers',
  icon: 'pi pi-user',
  tone: 'danger',
  chart: 'bar',
}

export const newsletterStatistic: Statistic = {
  request: statisticRequests.newsletter,
  titleKey: 'home.statistics.newsletter',
  icon: 'pi pi-envelope',
  tone: 'info',
  chart: 'line',
}

/** Every statistic card (`card-statistics/*`), in the order the analytics dashboard shows them. */
export const allStatistics: readonly Statistic[] = [
  ordersStatistic,
  profitStatistic,
  subscribersStatistic,
  revenueStatistic,
  salesStatistic,
  ordersPlacedStatistic,
  siteTrafficStatistic,
  activeUsersStatistic,
  newsletterStatistic,
]
