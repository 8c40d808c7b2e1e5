import type * as z from 'zod/mini'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import type { CardRequest } from './card-request'

/** Loads one card for one analytics period, checked against its schema. */
export async function fetchCard<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  const body = await http.get(request.path, { searchParams: { period }, signal }).json()
  return parseResponse(request.schema, body, request.what)
}
