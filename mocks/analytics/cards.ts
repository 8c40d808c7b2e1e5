import type {
  AnalyticsCard,
  AnalyticsCardName,
  AnalyticsPeriod,
  BucketUnit,
  StatisticCard,
  StatisticCardName,
} from '../../models/analytics/analytics-cards.ts'
import { seededRandom } from '../server/seeded-random.ts'

/**
 * The analytics cards' figures. They are a pure function of the card and the period: the same
 * question always gets the same answer, before and after a reset, on every machine. Each period
 * scales a monthly base, so a year shows bigger totals than a month and the 28 days a little less.
 */
const periodScale: Record<AnalyticsPeriod, number> = {
  'last-28-days': 0.93,
  'last-month': 1,
  'last-year': 12,
}

/** Buckets per period: weeks for the short periods, months for the year. */
const buckets: Record<AnalyticsPeriod, { unit: BucketUnit; count: number }> = {
  'last-28-days': { unit: 'week', count: 4 },
  'last-month': { unit: 'week', count: 5 },
  'last-year': { unit: 'month', count: 12 },
}

// A stable seed per card and period (FNV-1a), so adding a card never changes another card's data.
function seedOf(key: string): number {
  let hash = 0x811c9dc5
  for (const char of key) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Draws for one card in one period. */
function drawer(card: string, period: AnalyticsPeriod) {
  const random = seededRandom(seedOf(`${card}:${period}`))
  const scale = periodScale[period]
  /** A whole number around `base` (± `spread` as a fraction), scaled to the period. */
  const amount = (base: number, spread = 0.25) =>
    Math.round(base * scale * (1 - spread + random() * 2 * spread))
  /** A whole number in [min, max], not scaled. */
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  /** A change against the previous period in percent, one decimal, mostly up. */
  const change = () => Math.round((random() * 40 - 12) * 10) / 10
  /** `count` values that wander around `base`, as a trend line does. */
  const trend = (count: number, base: number) => {
    let level = base * (0.7 + random() * 0.3)
    return Array.from({ length: count }, () => {
      level = Math.max(base * 0.2, level * (0.8 + random() * 0.45))
      return Math.round(level)
    })
  }
  return { random, amount, between, change, trend }
}

// Monthly bases of the statistic cards: a figure of the order the template shows for each.
const statisticBase: Record<StatisticCardName, number> = {
  'orders-bar-chart': 2760,
  'profit-line-chart': 6240,
  subscribers: 92_600,
  revenue: 97_500,
  sales: 48_900,
  orders: 38_400,
  'site-traffic': 28_700,
  'active-users': 1_250,
  newsletter: 36_800,
}

/**
 * The period's business, drawn once: the figures that several cards show. The orders of the
 * orders chart, of the orders statistic and of "orders by status" are one number; the revenue of
 * the revenue card, the revenue report's earnings and the revenue statistic are one series; the
 * sessions by device add up to the site traffic. So the home and the analytics dashboard agree.
 */
function ledger(period: AnalyticsPeriod) {
  const { amount, between, change, trend } = drawer('ledger', period)
  const { count } = buckets[period]
  const perBucket = (25_000 * periodScale[period]) / count
  const earning = trend(count, perBucket)
  // Expenses stay under the earnings, so the profit is a profit.
  const expense = earning.map((value) => Math.round(value * (0.45 + between(0, 20) / 100)))
  const previousEarning = trend(count, perBucket)
  const orders = amount(4100)
  const finished = Math.round(orders * (0.5 + between(0, 10) / 100))
  const pending = Math.round(orders * (0.28 + between(0, 8) / 100))
  const orderSeries = splitInto(orders, trend(count, 10))
  return {
    earning,
    expense,
    previousEarning,
    orders,
    ordersChange: change(),
    orderSeries,
    productOrders: { finished, pending, rejected: orders - finished - pending },
    sessions: amount(28_700),
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const changeOf = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : 0

/** Splits a whole number into whole parts proportional to `weights`, summing to exactly `total`. */
function splitInto(total: number, weights: number[]): number[] {
  const weightSum = sum(weights) || 1
  const parts = weights.map((weight) => Math.floor((total * weight) / weightSum))
  parts[parts.length - 1] = (parts.at(-1) ?? 0) + total - sum(parts)
  return parts
}

/** The statistics that the ledger decides: their figure and trend agree with the other cards. */
function ledgerStatistic(
  name: StatisticCardName,
  period: AnalyticsPeriod,
): Pick<StatisticCard, 'statistic' | 'series'> | undefined {
  const book = ledger(period)
  const revenue = sum(book.earning)
  switch (name) {
    case 'orders-bar-chart':
    case 'orders':
      return { statistic: book.orders, series: book.orderSeries }
    case 'revenue':
      return { statistic: revenue, series: book.earning }
    case 'sales': {
      // What the finished orders brought in.
      const share = book.productOrders.finished / book.orders
      return {
        statistic: Math.round(revenue * share),
        series: book.earning.map((value) => Math.round(value * share)),
      }
    }
    case 'profit-line-chart': {
      const profit = book.earning.map((value, index) => value - (book.expense[index] ?? 0))
      return { statistic: sum(profit), series: profit }
    }
    case 'site-traffic':
      return { statistic: book.sessions, series: splitInto(book.sessions, book.orderSeries) }
    default:
      return undefined
  }
}

/** `GET /card/card-statistics/{name}`. */
export function statisticCard(name: StatisticCardName, period: AnalyticsPeriod): StatisticCard {
  const { amount, change, trend } = drawer(`statistics/${name}`, period)
  const shared = ledgerStatistic(name, period)
  if (shared) {
    const book = ledger(period)
    const revenueChange = changeOf(sum(book.earning), sum(book.previousEarning))
    // Cards that show the same figure show the same change.
    const changePercent =
      name === 'revenue' || name === 'sales'
        ? revenueChange
        : name === 'orders' || name === 'orders-bar-chart'
          ? book.ordersChange
          : change()
    return { period, ...shared, changePercent }
  }
  const statistic = amount(statisticBase[name])
  return {
    period,
    statistic,
    changePercent: change(),
    series: trend(buckets[period].count + 3, statistic / 10),
  }
}

/** Splits 100 into parts proportional to `weights`, with one decimal, summing to exactly 100. */
function shares(weights: number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const tenths = weights.map((weight) => Math.round((weight / total) * 1000))
  // Rounding may leave the sum a tenth off; the biggest part absorbs it.
  const drift = 1000 - tenths.reduce((sum, part) => sum + part, 0)
  const biggest = tenths.indexOf(Math.max(...tenths))
  tenths[biggest] = (tenths[biggest] ?? 0) + drift
  return tenths.map((part) => part / 10)
}

/**
 * A card whose figures are each an amount around a monthly base, drawn in the order `bases`
 * lists them (the order is part of the seeded data).
 */
function amountsCard<Figure extends string>(card: string, bases: Record<Figure, number>) {
  return (period: AnalyticsPeriod) => {
    const { amount } = drawer(card, period)
    const entries = Object.entries<number>(bases).map(([figure, base]) => [figure, amount(base)])
    return { period, ...(Object.fromEntries(entries) as Record<Figure, number>) }
  }
}

const analyticsBuilders: {
  [Name in AnalyticsCardName]: (period: AnalyticsPeriod) => AnalyticsCard[Name]
} = {
  'support-tracker': (period) => {
    const { amount, between } = drawer('analytics/support-tracker', period)
    const totalTickets = amount(164)
    const newTickets = Math.round(totalTickets * (0.15 + between(0, 10) / 100))
    const openTickets = Math.round(totalTickets * (0.3 + between(0, 15) / 100))
    return {
      period,
      totalTickets,
      newTickets,
      openTickets,
      responseTimeDays: between(1, 3),
      completedPercent: between(68, 92),
    }
  },
  'avg-sessions': (period) => {
    const { amount, between, change, trend } = drawer('analytics/avg-sessions', period)
    const { unit, count } = buckets[period]
    // An average does not grow with the period's length, unlike the totals.
    const averageSessions = between(2200, 3200)
    return {
      period,
      averageSessions,
      changePercent: change(),
      unit,
      series: trend(count, averageSessions),
      users: amount(18_400),
      retentionPercent: between(72, 94),
    }
  },
  'revenue-report': (period) => {
    const { amount } = drawer('analytics/revenue-report', period)
    const { earning, expense } = ledger(period)
    return { period, unit: buckets[period].unit, earning, expense, budget: amount(56_800, 0.1) }
  },
  'goal-overview': (period) => {
    const { amount, between } = drawer('analytics/goal-overview', period)
    const completed = amount(2480)
    return {
      period,
      completed,
      inProgress: Math.round(completed * (between(12, 30) / 100)),
    }
  },
  revenue: (period) => {
    const { earning, previousEarning } = ledger(period)
    return { period, unit: buckets[period].unit, current: earning, previous: previousEarning }
  },
  'product-orders': (period) => ({ period, ...ledger(period).productOrders }),
  'sessions-device': (period) => {
    const { between, change } = drawer('analytics/sessions-device', period)
    const [desktop = 0, mobile = 0, tablet = 0] = shares([
      between(50, 62),
      between(30, 40),
      between(5, 10),
    ])
    return {
      period,
      sessions: ledger(period).sessions,
      devices: [
        { device: 'desktop', sharePercent: desktop, changePercent: change() },
        { device: 'mobile', sharePercent: mobile, changePercent: change() },
        { device: 'tablet', sharePercent: tablet, changePercent: change() },
      ],
    }
  },
  customers: amountsCard('analytics/customers', {
    newCustomers: 690,
    returning: 258,
    referrals: 149,
  }),
}

/** `GET /card/card-analytics/{name}`. */
export function analyticsCard<Name extends AnalyticsCardName>(
  name: Name,
  period: AnalyticsPeriod,
): AnalyticsCard[Name] {
  return analyticsBuilders[name](period)
}
