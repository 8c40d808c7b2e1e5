import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http as mswHttp, HttpResponse } from 'msw'
import { waitFor } from 'xstate'
import { renderHook } from '@testing-library/react'
import { server } from '@mocks/node'
import { setTokenLifetime } from '@mocks/session/tokens'
import { unauthorizedMessages } from '@models/session/session'

/** A fresh app session (the module starts one on import), with the real demo server behind it. */
async function freshApp() {
  vi.resetModules()
  const session = await import('@/services/session/session')
  const { http } = await import('@/services/http')
  const { actor } = await session.sessionRuntime()
  return { ...session, http, sessionActor: actor }
}

type App = Awaited<ReturnType<typeof freshApp>>

async function signedIn(app: App, email = 'admin@demo.com', password = 'admin') {
  app.login({ email, password })
  return waitFor(
    app.sessionActor,
    (snapshot) =>
      (!snapshot.matches('signingIn') && !snapshot.matches('signedOut')) ||
      snapshot.context.loginFailure !== null,
  )
}

/** Counts the refresh calls that reach the demo server. */
function countRefreshes(): () => number {
  let count = 0
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/wm/v3/accounts/refresh-token')) count++
  })
  return () => count
}

/** What the demo server says to a call made with `token`: null when it accepts it. */
async function refusalOf(token: string): Promise<string | null> {
  const answer = await fetch('/data-api/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (answer.ok) return null
  return ((await answer.json()) as { message: string }).message
}

/** Makes the demo server's sign-out unreachable until `lost` is set to false. */
function loseSignOuts() {
  const control = { lost: true, calls: 0 }
  server.use(
    mswHttp.post('*/wm/v3/accounts/sign-out', () => {
      control.calls++
      return control.lost ? HttpResponse.error() : undefined
    }),
  )
  return control
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  server.events.removeAllListeners()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the app session against the demo server', () => {
  it('signs the admin in and stores userData with the fields of the spec', async () => {
    const app = await freshApp()
    const snapshot = await signedIn(app)
    expect(snapshot.matches('signedIn')).toBe(true)
    const stored = JSON.parse(localStorage.getItem('userData')!)
    expect(Object.keys(stored).sort()).toEqual(
      [
        'ability',
        'avatar',
        'data',
        'email',
        'extras',
        'fullName',
        'id',
        'iuds',
        'jwt',
        'mess',
        'role',
        'username',
        'waba',
      ].sort(),
    )
    expect(stored).toMatchObject({
      role: 'admin',
      iuds: btoa('1'),
      extras: { eCommerceCartItemsCount: 5 },
    })
    expect(localStorage.getItem('session.lastRole')).toBe('admin')
  })

  it('gives the client the login default: role client, read ACL and Auth', async () => {
    const app = await freshApp()
    const snapshot = await signedIn(app, 'client@demo.com', 'client')
    expect(snapshot.context.user).toMatchObject({
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    })
  })

  it('keeps the server message of a failed login', async () => {
    const app = await freshApp()
    const snapshot = await signedIn(app, 'admin@demo.com', 'nope')
    expect(snapshot.value).toBe('signedOut')
    expect(snapshot.context.loginFailure).toEqual({
      kind: 'server',
      message: 'Email or Password is Invalid',
    })
  })

  it('calls a failure without a user and without a message "invalid", and a broken answer "unexpected"', async () => {
    server.use(
      mswHttp.post('*/wm/v3/accounts/sign-in', () => Response.json({ data: { user: null } })),
    )
    let app = await freshApp()
    expect((await signedIn(app)).context.loginFailure).toEqual({ kind: 'invalid' })
    server.use(
      mswHttp.post('*/wm/v3/accounts/sign-in', () => new Response('<html>', { status: 502 })),
    )
    app = await freshApp()
    expect((await signedIn(app)).context.loginFailure).toEqual({ kind: 'unexpected' })
  })

  it('sends the bearer, company and chat token headers on every call', async () => {
    const app = await freshApp()
    await signedIn(app)
    const seen: Headers[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/data-api/users/me')) seen.push(request.headers)
    })
    await app.http.get('data-api/users/me').json()
    const user = app.sessionActor.getSnapshot().context.user!
    expect(seen.at(-1)?.get('Authorization')).toBe(`Bearer ${user.jwt}`)
    expect(seen.at(-1)?.get('X-Company-Token')).toBe('demo-company')
    expect(seen.at(-1)?.get('X-Chat-Token')).toBe(user.data.token)
  })

  it('refreshes once for concurrent calls refused as expired, and retries each once', async () => {
    setTokenLifetime(2)
    const app = await freshApp()
    await signedIn(app)
    const before = app.sessionActor.getSnapshot().context.user!.jwt
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    const refreshes = countRefreshes()
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => app.http.get('data-api/users/me').json<{ data: { id: number } }>()),
    )
    expect(answers.map((answer) => answer.data.id)).toEqual([1, 1, 1, 1])
    expect(refreshes()).toBe(1)
    const after = JSON.parse(localStorage.getItem('userData')!).jwt
    expect(after).not.toBe(before)
  })

  it('refreshes and sends again a call that allows no retries (POST events, retry 0)', async () => {
    setTokenLifetime(2)
    const app = await freshApp()
    await signedIn(app)
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    const refreshes = countRefreshes()
    const answer = await app.http
      .post('wm/v3/events', { json: { title: 'Team lunch' }, retry: 0 })
      .json<{ message: string }>()
    expect(answer.message).toBe('Event "Team lunch" created.')
    expect(refreshes()).toBe(1)
  })

  it('keeps nothing of a refresh that answers after a blacklisted call ended the session', async () => {
    setTokenLifetime(2)
    const app = await freshApp()
    await signedIn(app)
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    let refreshStarted = () => {}
    const started = new Promise<void>((resolve) => (refreshStarted = resolve))
    let answerRefresh = () => {}
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve))
    let refreshedToken: string | undefined
    server.use(
      // The refresh is slow: the real handler answers once the test lets it.
      mswHttp.post('*/wm/v3/accounts/refresh-token', async () => {
        refreshStarted()
        await refreshAnswered
        return undefined
      }),
      // A call that left with the same token is refused as blacklisted meanwhile.
      mswHttp.get('*/api/bookmarks/data', async () => {
        await started
        return HttpResponse.json({ message: unauthorizedMessages.blacklisted }, { status: 401 })
      }),
    )
    server.events.on('response:mocked', async ({ request, response }) => {
      if (!request.url.endsWith('/accounts/refresh-token') || !response.ok) return
      const body = (await response.clone().json()) as { data: { data: { access_token: string } } }
      refreshedToken = body.data.data.access_token
    })

    const calls = [app.http.get('data-api/users/me'), app.http.get('api/bookmarks/data')]
    const failures = Promise.all(
      calls.map((call) =>
        call.then(
          () => null,
          (error) => error,
        ),
      ),
    )
    const ended = await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    expect(ended.context.notice).toBe('expired')
    answerRefresh()

    expect(await failures).toEqual([expect.anything(), expect.anything()])
    await vi.waitFor(() => expect(refreshedToken).toBeDefined())
    await vi.waitFor(async () =>
      expect(await refusalOf(refreshedToken!)).toBe(unauthorizedMessages.blacklisted),
    )
    expect(localStorage.getItem('userData')).toBeNull()
    expect(app.sessionActor.getSnapshot().matches('signedOut')).toBe(true)
  })

  it('ends the session with the expiry notice when a call meets a blacklisted token', async () => {
    const app = await freshApp()
    await signedIn(app)
    const { jwt } = app.sessionActor.getSnapshot().context.user!
    await fetch('/api/demo/blacklist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: jwt }),
    })
    await expect(app.http.get('data-api/users/me')).rejects.toThrow()
    const snapshot = await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    expect(snapshot.context.notice).toBe('expired')
    expect(localStorage.getItem('userData')).toBeNull()
  })

  it('goes on with the token another tab refreshed, when its write arrives after a refusal', async () => {
    setTokenLifetime(2)
    const app = await freshApp()
    await signedIn(app)
    const spent = app.sessionActor.getSnapshot().context.user!.jwt
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    // The other tab refreshed first: the server now refuses the spent token's refresh.
    const theirs = await fetch('/wm/v3/accounts/refresh-token', {
      method: 'POST',
      headers: { Authorization: `Bearer ${spent}` },
    })
      .then((answer) => answer.json() as Promise<{ data: { data: { access_token: string } } }>)
      .then((body) => body.data.data.access_token)
    // Its localStorage write reaches this tab only while this tab's own refresh is refused.
    server.use(
      mswHttp.post('*/wm/v3/accounts/refresh-token', () => {
        setTimeout(() => {
          localStorage.setItem(
            'userData',
            JSON.stringify({ ...JSON.parse(localStorage.getItem('userData')!), jwt: theirs }),
          )
          window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }))
        }, 50)
        return undefined
      }),
    )
    const answer = await app.http.get('data-api/users/me').json<{ data: { id: number } }>()
    expect(answer.data.id).toBe(1)
    const snapshot = app.sessionActor.getSnapshot()
    expect(snapshot.matches('signedOut')).toBe(false)
    expect(snapshot.context.user!.jwt).toBe(theirs)
  })

  it('ends the session when the refresh fails', async () => {
    setTokenLifetime(2)
    server.use(
      mswHttp.post('*/wm/v3/accounts/refresh-token', () => new Response(null, { status: 500 })),
    )
    const app = await freshApp()
    await signedIn(app)
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    await expect(app.http.get('data-api/users/me')).rejects.toThrow()
    const snapshot = await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    expect(snapshot.context.notice).toBe('expired')
  })

  it('logs out: the server blacklists the token, the chat database and the session are gone', async () => {
    const app = await freshApp()
    await signedIn(app)
    const { jwt } = app.sessionActor.getSnapshot().context.user!
    const { getLocalDatabase, LOCAL_DATABASE_NAME } =
      await import('@/services/local-store/local-database')
    await getLocalDatabase().open()
    localStorage.setItem('ui.language', 'fr')
    app.logout()
    await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain(LOCAL_DATABASE_NAME)
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('ui.language')).toBe('fr')
    const answer = await fetch('/data-api/users/me', {
      headers: { Authorization: `Bearer ${jwt}` },
    })
    expect(await answer.json()).toEqual({ message: 'Token has been blacklisted' })
    expect(app.sessionActor.getSnapshot().context.notice).toBeNull()
  })

  it('keeps nothing of a refresh that answers after another tab ended the session', async () => {
    setTokenLifetime(2)
    const app = await freshApp()
    await signedIn(app)
    vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
    let answerRefresh = () => {}
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve))
    let refreshedToken: string | undefined
    server.use(
      mswHttp.post('*/wm/v3/accounts/refresh-token', async () => {
        await refreshAnswered
        return undefined
      }),
    )
    server.events.on('response:mocked', async ({ request, response }) => {
      if (!request.url.endsWith('/accounts/refresh-token') || !response.ok) return
      const body = (await response.clone().json()) as { data: { data: { access_token: string } } }
      refreshedToken = body.data.data.access_token
    })

    const call = app.http.get('data-api/users/me').then(
      () => null,
      (error: unknown) => error,
    )
    await waitFor(app.sessionActor, (next) => next.matches({ signedIn: 'refreshing' }))
    // Another tab logs out: it clears the shared storage and tells this one.
    localStorage.removeItem('userData')
    app.sessionActor.send({ type: 'session.endedElsewhere', reason: 'logout' })
    answerRefresh()

    expect(await call).not.toBeNull()
    await vi.waitFor(() => expect(refreshedToken).toBeDefined())
    await vi.waitFor(async () =>
      expect(await refusalOf(refreshedToken!)).toBe(unauthorizedMessages.blacklisted),
    )
    expect(localStorage.getItem('userData')).toBeNull()
  })

  it('asks the server again after a lost sign-out call, until it refuses the token', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const signOut = loseSignOuts()
    const app = await freshApp()
    await signedIn(app)
    const { jwt } = app.sessionActor.getSnapshot().context.user!
    app.logout()
    await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    expect(signOut.calls).toBe(1)
    expect(await refusalOf(jwt)).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()

    await vi.advanceTimersByTimeAsync(1_000)
    expect(signOut.calls).toBe(2)
    signOut.lost = false
    await vi.advanceTimersByTimeAsync(2_000)
    await vi.waitFor(async () =>
      expect(await refusalOf(jwt)).toBe(unauthorizedMessages.blacklisted),
    )
    // Confirmed: nothing is asked again.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(signOut.calls).toBe(3)
  })

  it('asks the server at once when the browser is back online', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const signOut = loseSignOuts()
    const app = await freshApp()
    await signedIn(app)
    const { jwt } = app.sessionActor.getSnapshot().context.user!
    app.logout()
    await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    signOut.lost = false
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(async () =>
      expect(await refusalOf(jwt)).toBe(unauthorizedMessages.blacklisted),
    )
  })

  it('tells the server at the next page load when the sign-out call never reached it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const signOut = loseSignOuts()
    const app = await freshApp()
    await signedIn(app)
    const { jwt } = app.sessionActor.getSnapshot().context.user!
    app.logout()
    await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    // The tab is closed before it could try again; the network is back for the next visit.
    vi.clearAllTimers()
    signOut.lost = false
    expect(await refusalOf(jwt)).toBeNull()

    // The next visit opens the login page: no session to run, only the app's entry point.
    vi.resetModules()
    await import('@/services/session/session')
    await vi.waitFor(async () =>
      expect(await refusalOf(jwt)).toBe(unauthorizedMessages.blacklisted),
    )
    expect(localStorage.getItem('session.pendingRevocations')).toBeNull()
  })

  it('starts signed in from a stored session, and signed out from a malformed one', async () => {
    let app = await freshApp()
    await signedIn(app)
    app = await freshApp()
    expect(app.sessionActor.getSnapshot().matches('signedIn')).toBe(true)
    localStorage.setItem('userData', '{"fullName":"broken"}')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    app = await freshApp()
    expect(app.sessionActor.getSnapshot().matches('signedOut')).toBe(true)
  })

  it('throws to the error boundary when the session code cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.resetModules()
    vi.doMock('@/services/session/session-runtime', () => {
      throw new Error('the chunk is gone')
    })
    try {
      const session = await import('@/services/session/session')
      await expect(session.sessionRuntime()).rejects.toThrow()
      expect(() => renderHook(() => session.useSessionState())).toThrow()
    } finally {
      vi.doUnmock('@/services/session/session-runtime')
    }
  })
})
