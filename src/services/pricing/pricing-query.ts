import type { PricingData } from '@models/shop/pricing'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchPricing } from './pricing-api'

export const pricingQuery: Query<PricingData> = { key: ['pricing'], load: fetchPricing }

/** The pricing route's prefetch. */
export function prefetchPricing(): void {
  queryCache.prefetch(pricingQuery)
}
