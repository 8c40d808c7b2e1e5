import ky, { type KyInstance, type Options } from 'ky'
import { unauthorizedMessages } from '@models/session'
import type { Rejection } from '@machines/session/session.types'
import type { SessionHandle } from './session-handle'

/** The headers every call carries (SPEC.md section 7). */
const sessionHeaders = {
  authorization: 'Authorization',
  company: 'X-Company-Token',
  chat: 'X-Chat-Token',
} as const

async function rejectionOf(response: Response): Promise<Rejection> {
  const body: unknown = await response.json().catch(() => undefined)
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined
  if (message === unauthorizedMessages.expired) return 'expired'
  if (message === unauthorizedMessages.blacklisted) return 'blacklisted'
  return 'other'
}

const bearerOf = (request: Request) =>
  request.headers.get(sessionHeaders.authorization)?.replace(/^Bearer /, '') ?? null

/** Marks, per call, that its one retry after a refresh was used: a 401 on the retry stays a 401. */
interface AuthContext {
  retriedAfterRefresh?: boolean
}

/**
 * The app's HTTP client: ky with the session's headers on every attempt, and on a 401 one
 * decision by the session machine. An expired token leads to one refresh shared by every request
 * refused meanwhile, and each request is retried once with the new token.
 */
export function createAuthorizedClient(
  session: SessionHandle,
  companyToken: string,
  options: Options = {},
): KyInstance {
  return ky.create({
    ...options,
    hooks: {
      beforeRequest: [
        async (request) => {
          await session.settled()
          request.headers.set(sessionHeaders.company, companyToken)
          const user = session.currentUser()
          if (!user) return
          request.headers.set(sessionHeaders.authorization, `Bearer ${user.jwt}`)
          request.headers.set(sessionHeaders.chat, user.data.token)
        },
      ],
      afterResponse: [
        async (request, normalized, response, { retryCount }) => {
          if (response.status !== 401) return
          const context = normalized.context as AuthContext
          const token = bearerOf(request)
          if (context.retriedAfterRefresh || !token) return
          // ky counts this retry against the limit: a request that already used it stays a 401.
          if (retryCount >= (normalized.retry.limit ?? 0)) return
          const next = await session.retryTokenAfter(token, await rejectionOf(response))
          if (!next) return
          context.retriedAfterRefresh = true
          return ky.retry({ code: 'TOKEN_REFRESHED', delay: 0 })
        },
      ],
    },
  })
}
