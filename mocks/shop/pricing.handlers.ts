import { http, HttpResponse } from 'msw'
import { pricingData } from './pricing.ts'
import { authorize } from '../session/tokens.ts'

/**
 * The pricing page's plans and questions (SPEC.md section 7, "GET /pricing/data").
 *
 * Access: signed-in. The plans are no secret, but the only page that asks for them is the
 * signed-in /pages/pricing; an endpoint is public only when a visitor's page needs it.
 */
export const pricingHandlers = [
  http.get('*/pricing/data', async ({ request }) => {
    const auth = await authorize(request)
    // A copy, so a caller that changes the answer cannot change what the next caller gets.
    return auth instanceof Response ? auth : HttpResponse.json(structuredClone(pricingData))
  }),
]
