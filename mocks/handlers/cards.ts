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
} from '../../models/analytics-cards.ts'
import { analyticsCard, statisticCard } from '../data/cards.ts'

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

/** The analytics cards (SPEC.md section 7, "Cards and settings"); an unknown card is a 404. */
export const cardHandlers = [
  http.get<{ name: string }>('*/card/card-analytics/:name', ({ request, params }) => {
    if (!isAnalyticsCard(params.name)) return unknownCard(params.name)
    const period = readPeriod(request)
    if (period instanceof Response) return period
    return HttpResponse.json(analyticsCard(params.name, period))
  }),

  http.get<{ name: string }>('*/card/card-statistics/:name', ({ request, params }) => {
    if (!isStatisticCard(params.name)) return unknownCard(params.name)
    const period = readPeriod(request)
    if (period instanceof Response) return period
    return HttpResponse.json(statisticCard(params.name, period))
  }),
]
