import type {
  AnalyticsCard,
  AnalyticsCardName,
  AnalyticsPeriod,
  BucketUnit,
  StatisticCard,
  StatisticCardName,
} from '../../models/analytics-cards.ts'
import { seededRandom } from './seeded-random.ts'

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

/** `GET /card/card-statistics/{name}`. */
export function statisticCard(name: StatisticCardName, period: AnalyticsPeriod): StatisticCard {
  const { amount, change, trend } = drawer(`statistics/${name}`, period)
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
    const { amount, trend } = drawer('analytics/revenue-report', period)
    const { unit, count } = buckets[period]
    const perBucket = (25_000 * periodScale[period]) / count
    return {
      period,
      unit,
      earning: trend(count, perBucket),
      expense: trend(count, perBucket * 0.55),
      budget: amount(56_800, 0.1),
    }
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
    const { trend } = drawer('analytics/revenue', period)
    const { unit, count } = buckets[period]
    const perBucket = (86_500 * periodScale[period]) / count
    return { period, unit, current: trend(count, perBucket), previous: trend(count, perBucket) }
  },
  'product-orders': amountsCard('analytics/product-orders', {
    finished: 2304,
    pending: 1466,
    rejected: 476,
  }),
  'sessions-device': (period) => {
    const { amount, between, change } = drawer('analytics/sessions-device', period)
    const [desktop = 0, mobile = 0, tablet = 0] = shares([
      between(50, 62),
      between(30, 40),
      between(5, 10),
    ])
    return {
      period,
      sessions: amount(28_700),
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
