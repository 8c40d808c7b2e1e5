import * as z from 'zod/mini'

/**
 * The analytics cards of the demo data (SPEC.md section 3 "Analytics cards", section 7 "Cards and
 * settings"). Every card is asked for one analytics period (section 9) and echoes it back, so a
 * late answer for a period the user already left can be told apart. Figures are plain numbers: the
 * screens format them (counts over 999 with `formatCount`), the server never sends display text.
 */
export const analyticsPeriods = ['last-28-days', 'last-month', 'last-year'] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]
export const defaultAnalyticsPeriod: AnalyticsPeriod = 'last-28-days'

export function isAnalyticsPeriod(value: unknown): value is AnalyticsPeriod {
  return analyticsPeriods.includes(value as AnalyticsPeriod)
}

/** The cards under `/card/card-analytics/{name}`. */
export const analyticsCardNames = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const
export type AnalyticsCardName = (typeof analyticsCardNames)[number]

/** The cards under `/card/card-statistics/{name}`: one figure and its trend. */
export const statisticCardNames = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const
export type StatisticCardName = (typeof statisticCardNames)[number]

const periodSchema = z.enum(analyticsPeriods)
const count = z.number().check(z.nonnegative())
const percent = z.number().check(z.gte(0), z.lte(100))
/** A series of counts, at least `min` of them. */
const counts = (min: number) => z.array(count).check(z.minLength(min))

/** A card's answer: the period it was asked for, echoed, and the card's own figures. */
function cardSchema<Shape extends z.core.$ZodLooseShape>(figures: Shape) {
  return z.object({ period: periodSchema, ...figures })
}

/**
 * A series over the period: one value per bucket. Days of the last 28 days are too many bars, so
 * the server sums them into weeks; a year comes as its twelve months.
 */
export const bucketUnits = ['week', 'month'] as const
export type BucketUnit = (typeof bucketUnits)[number]
const bucketUnitSchema = z.enum(bucketUnits)

/** `card-statistics/*`: the figure over the period, its change against the one before, a trend. */
export const statisticCardSchema = cardSchema({
  statistic: count,
  changePercent: z.number(),
  series: counts(2),
})
export type StatisticCard = z.infer<typeof statisticCardSchema>

/** `card-analytics/support-tracker`. */
export const supportTrackerSchema = cardSchema({
  totalTickets: count,
  newTickets: count,
  openTickets: count,
  responseTimeDays: count,
  completedPercent: percent,
})
export type SupportTracker = z.infer<typeof supportTrackerSchema>

/** `card-analytics/avg-sessions`. */
export const avgSessionsSchema = cardSchema({
  averageSessions: count,
  changePercent: z.number(),
  unit: bucketUnitSchema,
  series: counts(2),
  users: count,
  retentionPercent: percent,
})
export type AvgSessions = z.infer<typeof avgSessionsSchema>

/** `card-analytics/revenue-report`: earnings and expenses per bucket, and the budget. */
export const revenueReportSchema = cardSchema({
  unit: bucketUnitSchema,
  earning: counts(1),
  expense: counts(1),
  budget: count,
}).check(
  z.refine((report) => report.earning.length === report.expense.length, {
    message: 'earning and expense must have one value per bucket each',
  }),
)
export type RevenueReport = z.infer<typeof revenueReportSchema>

/** `card-analytics/goal-overview`: tasks completed and still in progress. */
export const goalOverviewSchema = cardSchema({
  completed: count,
  inProgress: count,
})
export type GoalOverview = z.infer<typeof goalOverviewSchema>

/** `card-analytics/revenue`: this period against the one before, bucket by bucket. */
export const revenueSchema = cardSchema({
  unit: bucketUnitSchema,
  current: counts(1),
  previous: counts(1),
})
export type Revenue = z.infer<typeof revenueSchema>

/** `card-analytics/product-orders`. */
export const productOrdersSchema = cardSchema({
  finished: count,
  pending: count,
  rejected: count,
})
export type ProductOrders = z.infer<typeof productOrdersSchema>

export const devices = ['desktop', 'mobile', 'tablet'] as const
export type Device = (typeof devices)[number]

/** `card-analytics/sessions-device`: each device's share of the sessions and its change. */
export const sessionsDeviceSchema = cardSchema({
  sessions: count,
  devices: z
    .array(z.object({ device: z.enum(devices), sharePercent: percent, changePercent: z.number() }))
    .check(z.minLength(1)),
})
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>

/** `card-analytics/customers`. */
export const customersSchema = cardSchema({
  newCustomers: count,
  returning: count,
  referrals: count,
})
export type Customers = z.infer<typeof customersSchema>

/** The schema of each analytics card, by name. */
export const analyticsCardSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema,
} satisfies Record<AnalyticsCardName, z.ZodMiniType>

/** What each analytics card answers, by name. */
export type AnalyticsCard = {
  [Name in AnalyticsCardName]: z.infer<(typeof analyticsCardSchemas)[Name]>
}

/**
 * `part` as a whole percentage of `total`, 0 when there is nothing to share. Rounded, so the
 * figure in the middle of a gauge and its arc agree.
 */
export function sharePercent(part: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(part)) return 0
  return Math.min(100, Math.max(0, Math.round((part / total) * 100)))
}
