import { useCallback } from 'react'
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
import { useRemoteData } from '@/services/use-remote-data'

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

/**
 * Loads one card for the chosen period, cancels a load the card no longer needs, and loads again
 * on `retry`; while another period loads, the last figures stay as `previous`. Each card calls it
 * on its own, so one slow or broken card never holds up the others. `request` must be stable (a
 * module-level constant).
 */
export function useCard<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
) {
  const load = useCallback(
    (signal: AbortSignal) => fetchCard(request, period, signal),
    [request, period],
  )
  return useRemoteData(load, `${request.path}?${period}`)
}
