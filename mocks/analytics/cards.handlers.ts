import { http, HttpResponse } from 'msw'
import {
  analyticsCardNames,
  analyticsPeriods,
  defaultAnalyticsPeriod,
  isAnalyticsPeriod,
  statisticCardNames,
  type AnalyticsCardName,
  type AnalyticsPeriod,
  type StatisticCardName,
} from '../../models/analytics/analytics-cards.ts'
import { analyticsCard, statisticCard } from './cards.ts'
import { authorize, type Need } from '../session/tokens.ts'

const isAnalyticsCard = (name: string): name is AnalyticsCardName =>
  analyticsCardNames.includes(name as AnalyticsCardName)
const isStatisticCard = (name: string): name is StatisticCardName =>
  statisticCardNames.includes(name as StatisticCardName)

const unknownCard = (name: string) =>
  HttpResponse.json({ message: `Unknown card: ${name}` }, { status: 404 })

/**
 * The period of `?period=`: none means the default, and a period the dashboard does not offer is
 * refused rather than silently answered with other figures.
 */
function readPeriod(request: Request): AnalyticsPeriod | Response {
  const period = new URL(request.url).searchParams.get('period')
  if (period === null || period === '') return defaultAnalyticsPeriod
  if (isAnalyticsPeriod(period)) return period
  return HttpResponse.json(
    { message: `period must be one of ${analyticsPeriods.join(', ')}` },
    { status: 400 },
  )
}

/** The analytics home's figures are the admin's: `read Analytics`, which only `manage all` covers. */
const readAnalytics: Need = { action: 'read', subject: 'Analytics' }

/**
 * The analytics cards (SPEC.md section 7, "Cards and settings"); an unknown card is a 404.
 *
 * Access: admin-only (`read Analytics`): 401 without a valid token, 403 for a client or employee.
 */
export const cardHandlers = [
  http.get<{ name: string }>('*/card/card-analytics/:name', async ({ request, params }) => {
    const auth = await authorize(request, readAnalytics)
    if (auth instanceof Response) return auth
    if (!isAnalyticsCard(params.name)) return unknownCard(params.name)
    const period = readPeriod(request)
    if (period instanceof Response) return period
    return HttpResponse.json(analyticsCard(params.name, period))
  }),

  http.get<{ name: string }>('*/card/card-statistics/:name', async ({ request, params }) => {
    const auth = await authorize(request, readAnalytics)
    if (auth instanceof Response) return auth
    if (!isStatisticCard(params.name)) return unknownCard(params.name)
    const period = readPeriod(request)
    if (period instanceof Response) return period
    return HttpResponse.json(statisticCard(params.name, period))
  }),
]
