import ky, {
  TimeoutError,
  type Input,
  type KyInstance,
  type Options,
  type ResponsePromise,
} from 'ky'
import { unauthorizedMessages, type UserData } from '@models/session/session'
import type { Rejection } from '@machines/session/session.types'
import { boundedCall, callTimeoutMs, startDeadline } from '@/services/bounded-call'
import type { SessionHandle } from './session-handle'

/** The headers every call carries (SPEC.md section 7). */
const sessionHeaders = {
  authorization: 'Authorization',
  company: 'X-Company-Token',
  chat: 'X-Chat-Token',
} as const

/** The session's tokens, for a body that must carry them. */
export interface SessionTokens {
  accessToken: string
  chatToken: string
}

export interface CallOptions extends Omit<Options, 'timeout'> {
  /**
   * The whole call's time in ms, every attempt, retry and token refresh included (`false`: none).
   * Past it the call fails with ky's TimeoutError.
   */
  timeout?: number | false
  /**
   * A JSON body that carries the session's tokens. It is built from the session again for every
   * attempt, like the headers, so that no retry sends a token the session has replaced.
   */
  sessionJson?: (tokens: SessionTokens) => unknown
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'

/** The app's HTTP client: ky's request methods and options, with the session's. */
export type HttpClient = Record<Method, (input: Input, options?: CallOptions) => ResponsePromise>

/** What the hooks know of the call an attempt belongs to. */
interface CallContext {
  sessionJson?: CallOptions['sessionJson']
  /** The last attempt sent, so that a timeout names the request. */
  sent: { request?: Request }
  /** This attempt is the one retry after a token refresh: its answer is the call's. */
  afterRefresh?: boolean
}

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

/**
 * The attempt as the session is now: its headers, and its body when the call builds it from the
 * session. Nothing of an earlier attempt's session survives in a retry.
 */
function withSession(
  request: Request,
  user: UserData | null,
  companyToken: string,
  sessionJson: CallContext['sessionJson'],
): Request | undefined {
  const { headers } = request
  headers.set(sessionHeaders.company, companyToken)
  if (user) {
    headers.set(sessionHeaders.authorization, `Bearer ${user.jwt}`)
    headers.set(sessionHeaders.chat, user.data.token)
  } else {
    headers.delete(sessionHeaders.authorization)
    headers.delete(sessionHeaders.chat)
  }
  if (!sessionJson) return undefined
  headers.set('content-type', 'application/json')
  const tokens = { accessToken: user?.jwt ?? '', chatToken: user?.data.token ?? '' }
  return new Request(request, { body: JSON.stringify(sessionJson(tokens)) })
}

/** `promise`, or the signal's reason as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason)
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    promise.then(resolve, reject)
  })
}

const anySignal = (...signals: (AbortSignal | null | undefined)[]) => {
  const present = signals.filter((signal): signal is AbortSignal => !!signal)
  return present.length > 1 ? AbortSignal.any(present) : present[0]
}

/**
 * The app's HTTP client: ky with the session's headers (and session-built body) on every attempt,
 * and on a 401 one decision by the session machine. An expired token leads to one refresh shared
 * by every request refused meanwhile, and each request is tried once more with the new token,
 * whatever its own retry setting. Every call has a total deadline (`timeout`, by default
 * {@link callTimeoutMs}), and a call its caller aborted never settles (see bounded-call.ts).
 */
export function createAuthorizedClient(
  session: SessionHandle,
  companyToken: string,
  { timeout: defaultTimeout = callTimeoutMs, ...defaults }: CallOptions = {},
): HttpClient {
  const attempts: KyInstance = ky.create({
    ...defaults,
    // Each call's deadline bounds all its attempts together.
    timeout: false,
    hooks: {
      beforeRequest: [
        async (request, options) => {
          // ky types a hook's context as any record: it is the one `call` below gives each call.
          const context = options.context as unknown as CallContext
          context.sent.request = request
          await session.settled()
          return withSession(request, session.currentUser(), companyToken, context.sessionJson)
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401) return
          const context = options.context as unknown as CallContext
          const token = bearerOf(request)
          if (context.afterRefresh || !token) return
          const reason = await rejectionOf(response)
          const next = await unlessAborted(session.retryTokenAfter(token, reason), request.signal)
          if (!next) return
          // A new attempt of its own, so that no retry limit of the call can skip it; its answer,
          // whatever the status, is the call's.
          return attempts(request, {
            context: { ...context, afterRefresh: true },
            retry: 0,
            throwHttpErrors: false,
          })
        },
      ],
    },
  })

  const call =
    (method: Method) =>
    (
      input: Input,
      { timeout = defaultTimeout, sessionJson, signal, ...options }: CallOptions = {},
    ) => {
      const sent: CallContext['sent'] = {}
      const deadline = startDeadline(
        timeout,
        () => new TimeoutError(sent.request ?? new Request(input)),
      )
      const context: CallContext = { ...options.context, sessionJson, sent }
      const result = attempts(input, {
        ...options,
        method,
        signal: anySignal(signal, deadline.signal),
        // ky's context is any record (see the hooks above).
        context: context as unknown as Record<string, unknown>,
      })
      result.then(deadline.clear, deadline.clear)
      return boundedCall(result, { caller: signal ?? undefined, deadline: deadline.signal })
    }

  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    head: call('head'),
  }
}
