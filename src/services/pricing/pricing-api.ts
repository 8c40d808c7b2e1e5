import { pricingDataSchema, type PricingData } from '@models/shop/pricing'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The plans and questions of the pricing page (`GET /pricing/data`). */
export async function fetchPricing(signal?: AbortSignal): Promise<PricingData> {
  const body = await http.get('pricing/data', { signal }).json()
  return parseResponse(pricingDataSchema, body, 'pricing')
}
