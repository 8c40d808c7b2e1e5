import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetAllStores } from '@mocks/server/store'
import { accountHandlers } from '@mocks/session/accounts.handlers'
import { demoHandlers } from '@mocks/server/demo.handlers'
import { rotationGraceSeconds } from '@mocks/session/tokens'
import { demoRequest, postJson } from './demo-request'

const handlers = [...accountHandlers, ...demoHandlers]

function signIn(email: string, password: string) {
  const body = new FormData()
  body.set('email', email)
  body.set('password', password)
  return demoRequest(handlers, '/wm/v3/accounts/sign-in', { method: 'POST', body })
}

async function accessToken(email = 'admin@demo.com', password = 'admin'): Promise<string> {
  const answer = (await (await signIn(email, password)).json()) as {
    data: { access_token: string }
  }
  return answer.data.access_token
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } })
const me = (token: string) => demoRequest(handlers, '/data-api/users/me', bearer(token))
const refresh = (token: string) =>
  demoRequest(handlers, '/wm/v3/accounts/refresh-token', { method: 'POST', ...bearer(token) })

afterEach(() => {
  vi.useRealTimers()
  resetAllStores()
})

describe('sign-in (POST /wm/v3/accounts/sign-in)', () => {
  it('answers the user and a signed JWT for the demo admin', async () => {
    const response = await signIn('admin@demo.com', 'admin')
    expect(response.status).toBe(200)
    const { data } = (await response.json()) as {
      data: { user: { id: number; email: string }; access_token: string; token: string }
    }
    expect(data.user).toMatchObject({ id: 1, email: 'admin@demo.com' })
    expect(data.access_token.split('.')).toHaveLength(3)
    expect(data.token).toBeTruthy()
  })

  it('answers "Email or Password is Invalid" and no user for a wrong password', async () => {
    const response = await signIn('admin@demo.com', 'wrong')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      data: { user: null },
      error: { message: 'Email or Password is Invalid' },
    })
  })
})

describe('profile (GET /data-api/users/me)', () => {
  it('names the admin role and manage-all ability', async () => {
    const response = await me(await accessToken())
    const { data } = (await response.json()) as { data: { role: string; ability: unknown } }
    expect(data.role).toBe('admin')
    expect(data.ability).toEqual([{ action: 'manage', subject: 'all' }])
  })

  it('names no role for the demo client, so the login default applies', async () => {
    const response = await me(await accessToken('client@demo.com', 'client'))
    const { data } = (await response.json()) as { data: { role: unknown } }
    expect(data.role).toBeNull()
  })

  it('refuses a call without a token as "Unauthorized."', async () => {
    const response = await demoRequest(handlers, '/data-api/users/me')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it('refuses an expired token as "Unauthorized." once the shortened lifetime is over', async () => {
    await demoRequest(handlers, '/api/demo/session', postJson({ tokenLifetimeSeconds: 1 }))
    const token = await accessToken()
    vi.useFakeTimers({ now: Date.now() + 2_500, toFake: ['Date'] })
    const response = await me(token)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it('refuses a token blacklisted by logout as "Token has been blacklisted"', async () => {
    const token = await accessToken()
    await demoRequest(handlers, '/wm/v3/accounts/sign-out', { method: 'POST', ...bearer(token) })
    const response = await me(token)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Token has been blacklisted' })
  })
})

describe('refresh (POST /wm/v3/accounts/refresh-token)', () => {
  it('exchanges an expired token for a new one at data.data.access_token', async () => {
    await demoRequest(handlers, '/api/demo/session', postJson({ tokenLifetimeSeconds: 1 }))
    const token = await accessToken()
    vi.useFakeTimers({ now: Date.now() + 2_500, toFake: ['Date'] })
    const response = await refresh(token)
    expect(response.status).toBe(200)
    const fresh = ((await response.json()) as { data: { data: { access_token: string } } }).data
      .data.access_token
    expect(fresh).not.toBe(token)
    expect((await me(fresh)).status).toBe(200)
  })

  it('exchanges a token only once, and blacklists it after the grace period', async () => {
    const token = await accessToken()
    expect((await refresh(token)).status).toBe(200)
    const again = await refresh(token)
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ message: 'Token has been blacklisted' })
    // Calls already on their way keep working for the grace period, then are refused.
    expect((await me(token)).status).toBe(200)
    vi.useFakeTimers({ now: Date.now() + (rotationGraceSeconds + 1) * 1000, toFake: ['Date'] })
    expect(await (await me(token)).json()).toEqual({ message: 'Token has been blacklisted' })
  })

  it('refuses a forged token', async () => {
    const response = await refresh('not.a.jwt')
    expect(response.status).toBe(401)
  })
})

describe('demo controls', () => {
  it('refuses a token the test blacklists', async () => {
    const token = await accessToken()
    await demoRequest(handlers, '/api/demo/blacklist', postJson({ token }))
    expect(await (await me(token)).json()).toEqual({ message: 'Token has been blacklisted' })
  })

  it('expires a token now: refused as "Unauthorized.", and a refresh exchanges it', async () => {
    const token = await accessToken()
    expect((await me(token)).status).toBe(200)
    expect((await demoRequest(handlers, '/api/demo/expire', postJson({ token }))).status).toBe(204)
    const refused = await me(token)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Unauthorized.' })
    const fresh = (
      (await (await refresh(token)).json()) as { data: { data: { access_token: string } } }
    ).data.data.access_token
    expect((await me(fresh)).status).toBe(200)
  })

  it('asks which token to expire or blacklist', async () => {
    for (const path of ['/api/demo/expire', '/api/demo/blacklist']) {
      const response = await demoRequest(handlers, path, postJson({}))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { token: ['token is required'] } })
    }
  })

  it('rejects a lifetime that is not a positive number', async () => {
    const response = await demoRequest(
      handlers,
      '/api/demo/session',
      postJson({ tokenLifetimeSeconds: 0 }),
    )
    expect(response.status).toBe(400)
  })
})
