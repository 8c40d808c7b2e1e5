import { http, HttpResponse } from 'msw'
import { pricingData } from '../data/pricing.ts'

/** The pricing page's plans and questions (SPEC.md section 7, "GET /pricing/data"). */
export const pricingHandlers = [
  // A copy, so a caller that changes the answer cannot change what the next caller gets.
  http.get('*/pricing/data', () => HttpResponse.json(structuredClone(pricingData))),
]
