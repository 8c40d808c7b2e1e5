import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http as mswHttp } from 'msw'
import { waitFor } from 'xstate'
import { renderHook } from '@testing-library/react'
import { server } from '@mocks/node'
import { setTokenLifetime } from '@mocks/data/tokens'

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
    const { getChatDatabase, CHAT_DATABASE_NAME } = await import('@models/chat-database')
    await getChatDatabase().open()
    localStorage.setItem('ui.language', 'fr')
    app.logout()
    await waitFor(app.sessionActor, (next) => next.matches('signedOut'))
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain(CHAT_DATABASE_NAME)
    expect(localStorage.getItem('userData')).toBeNull()
    expect(localStorage.getItem('ui.language')).toBe('fr')
    const answer = await fetch('/data-api/users/me', {
      headers: { Authorization: `Bearer ${jwt}` },
    })
    expect(await answer.json()).toEqual({ message: 'Token has been blacklisted' })
    expect(app.sessionActor.getSnapshot().context.notice).toBeNull()
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
