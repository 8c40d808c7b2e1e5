import { http, HttpResponse } from 'msw'
import { resetAllStores } from './store.ts'
import { seedTicketCount } from '../tickets/tickets.ts'
import { blacklistToken, expireToken, setTokenLifetime } from '../session/tokens.ts'
import { readJsonObject } from './read-json.ts'

const readJson = async (request: Request) => (await readJsonObject(request)) ?? {}

/**
 * Control endpoints of the demo server itself: tests put the data back to its seed, shorten the
 * token lifetime, expire a token now, and revoke a token as another device's logout would; the
 * bench seeds thousands of support tickets.
 *
 * Access: public. They are the demo's test controls, not part of the product; the live mode has
 * no such endpoints.
 */
export const demoHandlers = [
  http.post('*/api/demo/reset', () => {
    resetAllStores()
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/api/demo/session', async ({ request }) => {
    const { tokenLifetimeSeconds } = await readJson(request)
    if (typeof tokenLifetimeSeconds !== 'number' || tokenLifetimeSeconds <= 0) {
      return HttpResponse.json(
        { errors: { tokenLifetimeSeconds: ['tokenLifetimeSeconds must be a positive number'] } },
        { status: 400 },
      )
    }
    setTokenLifetime(tokenLifetimeSeconds)
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/api/demo/tickets', async ({ request }) => {
    const { count } = await readJson(request)
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 50_000) {
      return HttpResponse.json(
        { errors: { count: ['count must be a whole number from 1 to 50,000'] } },
        { status: 400 },
      )
    }
    seedTicketCount(count)
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/api/demo/blacklist', async ({ request }) => {
    const token = await tokenIn(request)
    if (!token) return tokenRequired()
    blacklistToken(token)
    return new HttpResponse(null, { status: 204 })
  }),

  http.post('*/api/demo/expire', async ({ request }) => {
    const token = await tokenIn(request)
    if (!token) return tokenRequired()
    expireToken(token)
    return new HttpResponse(null, { status: 204 })
  }),
]

/** The `token` of a control request's JSON body, when it names one. */
async function tokenIn(request: Request): Promise<string | undefined> {
  const { token } = await readJson(request)
  return typeof token === 'string' && token ? token : undefined
}

const tokenRequired = () =>
  HttpResponse.json({ errors: { token: ['token is required'] } }, { status: 400 })
