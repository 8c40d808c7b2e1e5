import type * as z from 'zod/mini'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import type { Query } from '@/services/query-cache'
import { useQuery } from '@/services/use-query'
import type { CardRequest } from './card-request'
import { fetchCard } from './analytics-api'

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
