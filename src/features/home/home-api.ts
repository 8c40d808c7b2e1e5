import type * as z from 'zod/mini'
import {
  analyticsCardSchemas,
  statisticCardSchema,
  type AnalyticsCardName,
  type AnalyticsPeriod,
  type StatisticCardName,
} from '@models/analytics-cards'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import type { Query } from '@/services/query-cache'
import { useQuery } from '@/services/use-query'

/** One card's call: where it asks and what its answer must look like. */
export interface CardRequest<Schema extends z.ZodMiniType> {
  path: string
  schema: Schema
  /** Names the card in a malformed-data error. */
  what: string
}

/** `GET /card/card-analytics/{name}`. */
export function analyticsRequest<Name extends AnalyticsCardName>(
  name: Name,
): CardRequest<(typeof analyticsCardSchemas)[Name]> {
  return {
    path: `card/card-analytics/${name}`,
    schema: analyticsCardSchemas[name],
    what: `${name} card`,
  }
}

/** `GET /card/card-statistics/{name}`. */
export function statisticRequest(name: StatisticCardName): CardRequest<typeof statisticCardSchema> {
  return {
    path: `card/card-statistics/${name}`,
    schema: statisticCardSchema,
    what: `${name} statistics`,
  }
}

/** Loads one card for one analytics period, checked against its schema. */
export async function fetchCard<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const body = await http.get(request.path, { searchParams: { period }, signal }).json()
  return parseResponse(request.schema, body, request.what)
}

/** One card for one period, as the query cache keys it. */
export function cardQuery<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
): Query<z.infer<Schema>> {
  return {
    key: ['card', request.path, period],
    load: (signal) => fetchCard(request, period, signal),
  }
}

/**
 * One card for the chosen period, through the query cache: the figures it showed last time at
 * once (refreshed behind them), and while another period loads, the last figures as `previous`.
 * Each card calls it on its own, so one slow or broken card never holds up the others.
 */
export function useCard<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
) {
  return useQuery(cardQuery(request, period))
}
