import { pricingDataSchema, type PricingData } from '@models/pricing'
import { queryCache } from '@/services/app-query-cache'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import type { Query } from '@/services/query-cache'

/** The plans and questions of the pricing page (`GET /pricing/data`). */
export async function fetchPricing(signal?: AbortSignal): Promise<PricingData> {
  const body = await http.get('pricing/data', { signal }).json()
  return parseResponse(pricingDataSchema, body, 'pricing')
}

export const pricingQuery: Query<PricingData> = { key: ['pricing'], load: fetchPricing }

/** The pricing route's prefetch. */
export function prefetchPricing(): void {
  queryCache.prefetch(pricingQuery)
}
