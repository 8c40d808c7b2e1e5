import { afterEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError } from 'ky'
import type { Rejection } from '@machines/session/session.types'
import { unauthorizedMessages, type UserData } from '@models/session/session'
import { callTimeoutMs } from '@/services/bounded-call'
import { createAuthorizedClient, type CallOptions } from '@/services/session/authorized-client'
import type { SessionHandle } from '@/services/session/session-handle'
import { demoAdminSession } from '../../support/session-fixtures'

/** A session whose token the test replaces, as a refresh would. */
function fakeSession(jwt = 'token-1') {
  let user: UserData = { ...demoAdminSession, jwt }
  const refusals: Rejection[] = []
  const handle: SessionHandle = {
    currentUser: () => user,
    settled: async () => undefined,
    retryTokenAfter: async (_token, reason) => {
      refusals.push(reason)
      if (reason !== 'expired') return null
      user = { ...user, jwt: `${user.jwt}-refreshed` }
      return user.jwt
    },
  }
  return {
    handle,
    refusals,
    replaceToken: (next: string) => (user = { ...user, jwt: next }),
  }
}

type Answer = (request: Request) => Response | Promise<Response>

/** A client over `answer`, recording every request that reaches the "server". */
function clientFor(answer: Answer, session = fakeSession(), options: CallOptions = {}) {
  const seen: Request[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request
    seen.push(request.clone())
    return answer(request)
  }
  const client = createAuthorizedClient(session.handle, 'company', {
    prefixUrl: 'http://api.test/',
    retry: { limit: 1, methods: ['get'] },
    fetch,
    ...options,
  })
  return { client, seen, session }
}

/** An answer that never comes, unless the request is aborted. */
const never: Answer = (request) =>
  new Promise((_, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason))
  })

const expired = () => Response.json({ message: unauthorizedMessages.expired }, { status: 401 })
const bearerOf = (request: Request) => request.headers.get('Authorization')

/** Whether `promise` has settled once everything queued so far has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  await vi.advanceTimersByTimeAsync(callTimeoutMs * 3)
  return done
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the app client: a token refresh on every call', () => {
  it('refreshes and sends again a POST that allows no retries', async () => {
    const { client, seen, session } = clientFor((request) =>
      bearerOf(request) === 'Bearer token-1' ? expired() : Response.json({ ok: true }),
    )
    const answer = await client.post('events', { json: { title: 'Team lunch' }, retry: 0 }).json()
    expect(answer).toEqual({ ok: true })
    expect(session.refusals).toEqual(['expired'])
    expect(seen.map(bearerOf)).toEqual(['Bearer token-1', 'Bearer token-1-refreshed'])
    expect(await seen[1]!.json()).toEqual({ title: 'Team lunch' })
  })

  it('tries a call once more after the refresh, and a second refusal is the answer', async () => {
    const { client, seen } = clientFor(expired)
    const error = await client.get('data', { retry: 0 }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ response: { status: 401 } })
    expect(seen).toHaveLength(2)
  })
})

describe('the app client: every attempt built from the session as it is now', () => {
  it('puts the current token in a session-built body on each attempt', async () => {
    const session = fakeSession()
    const { client, seen } = clientFor(async (request) => {
      const { ujwt } = (await request.clone().json()) as { ujwt: string }
      if (seen.length === 1) {
        // The token is replaced (another tab refreshed it) while the first answer is lost.
        session.replaceToken('token-2')
        return Response.json({ message: 'Busy' }, { status: 503 })
      }
      return Response.json({ ujwt })
    }, session)
    const answer = await client
      .post('tickets', {
        sessionJson: ({ accessToken }) => ({ ujwt: accessToken }),
        retry: { limit: 1, methods: ['post'] },
      })
      .json()
    expect(answer).toEqual({ ujwt: 'token-2' })
    expect(seen.map(bearerOf)).toEqual(['Bearer token-1', 'Bearer token-2'])
  })

  it('sends the refreshed token in the body of the retry after a refresh', async () => {
    const { client, seen } = clientFor(async (request) => {
      const { ujwt } = (await request.clone().json()) as { ujwt: string }
      return ujwt === 'token-1' ? expired() : Response.json({ ujwt })
    })
    const answer = await client
      .post('tickets', { sessionJson: ({ accessToken }) => ({ ujwt: accessToken }), retry: 0 })
      .json()
    expect(answer).toEqual({ ujwt: 'token-1-refreshed' })
    expect(seen).toHaveLength(2)
  })
})

describe('the app client: an aborted call is never an error', () => {
  it('never settles a call its caller aborted before it left', async () => {
    vi.useFakeTimers()
    const { client } = clientFor(() => Response.json({ ok: true }))
    const caller = new AbortController()
    const call = client.get('data', { signal: caller.signal }).json()
    caller.abort()
    expect(await settled(call)).toBe(false)
  })

  it('never settles a call its caller aborted while the answer was on its way', async () => {
    vi.useFakeTimers()
    const { client, seen } = clientFor(never)
    const caller = new AbortController()
    const call = client.post('data', { signal: caller.signal, json: {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveLength(1)
    caller.abort()
    expect(await settled(call)).toBe(false)
  })
})

describe(`the app client: every call ends within ${callTimeoutMs} ms`, () => {
  it('fails a call that never answers with a timeout when its time is up, not later', async () => {
    vi.useFakeTimers()
    const { client } = clientFor(never)
    const call = client.post('data', { json: {} }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(callTimeoutMs - 1)
    expect(await Promise.race([call, 'pending'])).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await call).toBeInstanceOf(TimeoutError)
  })

  it('counts the retries in that time: a GET whose retry hangs fails when the first time is up', async () => {
    vi.useFakeTimers()
    const { client, seen } = clientFor((request) =>
      seen.length === 1 ? Promise.reject(new TypeError('Failed to fetch')) : never(request),
    )
    const call = client.get('data').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(callTimeoutMs)
    expect(seen).toHaveLength(2)
    expect(await call).toBeInstanceOf(TimeoutError)
  })

  it('counts the wait for a refresh in that time too', async () => {
    vi.useFakeTimers()
    const session = fakeSession()
    session.handle.retryTokenAfter = () => new Promise<string | null>(() => undefined)
    const { client } = clientFor(expired, session)
    const call = client.get('data').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(callTimeoutMs)
    expect(await call).toBeInstanceOf(TimeoutError)
  })
})
