import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeJwt } from 'jose'
import { accounts } from '@mocks/session/accounts'
import { resetAllStores } from '@mocks/server/store'
import { issueToken, setTokenLifetime } from '@mocks/session/tokens'
import { demoHandlers } from '@mocks/server/demo.handlers'
import { jwtHandlers } from '@mocks/session/jwt.handlers'
import { demoRequest, postJson } from './demo-request'

// Wrapped so that one test can make signing fail; every other test signs for real.
vi.mock('@mocks/session/tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mocks/session/tokens')>()
  return { ...actual, issueToken: vi.fn(actual.issueToken) }
})

const handlers = [...demoHandlers, ...jwtHandlers]

const login = (body: unknown) => demoRequest(handlers, '/jwt/login', postJson(body))
const register = (body: unknown) => demoRequest(handlers, '/jwt/register', postJson(body))
const refresh = (body: unknown) => demoRequest(handlers, '/jwt/refresh-token', postJson(body))

interface LoginAnswer {
  userData: Record<string, unknown>
  accessToken: string
  refreshToken: string
}

async function loginAs(email: string, password: string): Promise<LoginAnswer> {
  const response = await login({ email, password })
  expect(response.status).toBe(200)
  return (await response.json()) as LoginAnswer
}

const newcomer = { email: 'new@demo.com', password: 'secret-pass', username: 'newcomer' }

afterEach(async () => {
  // Through the demo server's own control endpoint, as the browser tests reset it.
  expect((await demoRequest(handlers, '/api/demo/reset', { method: 'POST' })).status).toBe(204)
  vi.useRealTimers()
})

describe('POST /jwt/login', () => {
  it('answers the admin with its user data, without the password, and a token pair', async () => {
    const answer = await loginAs('admin@demo.com', 'admin')
    expect(answer.userData).toEqual({
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      avatar: '/images/avatars/1.svg',
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      waba: 101,
      mess: 201,
      extras: { eCommerceCartItemsCount: 5 },
    })
    expect(answer.userData).not.toHaveProperty('password')
    expect(decodeJwt(answer.accessToken)).toMatchObject({ sub: '1', kind: 'access' })
    expect(decodeJwt(answer.refreshToken)).toMatchObject({ sub: '1', kind: 'refresh' })
  })

  it('keeps the client role null, so the login helper default applies', async () => {
    const answer = await loginAs('client@demo.com', 'client')
    expect(answer.userData).toMatchObject({ id: 2, email: 'client@demo.com', role: null })
  })

  it('issues tokens that live ten minutes', async () => {
    const { accessToken, refreshToken } = await loginAs('admin@demo.com', 'admin')
    const inTenMinutes = Date.now() / 1000 + 600
    for (const token of [accessToken, refreshToken]) {
      expect(Math.abs(decodeJwt(token).exp! - inTenMinutes)).toBeLessThan(2)
    }
  })

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'client' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['an empty password', { email: 'admin@demo.com', password: '' }],
  ])('answers 400 "Email or Password is Invalid" under email for %s', async (_, body) => {
    const response = await login(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } })
  })

  it.each([
    ['a body that is not JSON', '{email'],
    ['a body without a password', JSON.stringify({ email: 'admin@demo.com' })],
    ['a null body', 'null'],
  ])('answers 400 "Something went wrong" for %s', async (_, body) => {
    const response = await demoRequest(handlers, '/jwt/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { email: ['Something went wrong'] } })
  })

  it('answers 400 "Something went wrong" when a token cannot be signed', async () => {
    vi.mocked(issueToken).mockRejectedValueOnce(new Error('no signing key'))
    const response = await login({ email: 'admin@demo.com', password: 'admin' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { email: ['Something went wrong'] } })
  })
})

describe('POST /jwt/register', () => {
  it('adds the registrant as an admin who may manage all, and answers the user and a token', async () => {
    const response = await register(newcomer)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as { user: Record<string, unknown>; accessToken: string }
    expect(answer.user).toMatchObject({
      id: 3,
      email: 'new@demo.com',
      username: 'newcomer',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    })
    expect(answer.user).not.toHaveProperty('password')
    expect(decodeJwt(answer.accessToken)).toMatchObject({ sub: '3', kind: 'access' })
    expect(accounts.get()).toHaveLength(3)
  })

  it('lets the registrant log in with the password they chose', async () => {
    await register(newcomer)
    const answer = await loginAs(newcomer.email, newcomer.password)
    expect(answer.userData).toMatchObject({ id: 3, username: 'newcomer', role: 'admin' })
  })

  it('answers 200 with both errors when the email and the username are taken', async () => {
    const response = await register({
      email: 'admin@demo.com',
      password: 'whatever1',
      username: 'johndoe',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    })
    expect(accounts.get()).toHaveLength(2)
  })

  it('names only the email when only the email is taken, whatever its case', async () => {
    const response = await register({ ...newcomer, email: 'Client@Demo.com' })
    expect(await response.json()).toEqual({
      error: { email: 'This email is already in use.', username: null },
    })
  })

  it('names only the username when only the username is taken', async () => {
    const response = await register({ ...newcomer, username: 'janedoe' })
    expect(await response.json()).toEqual({
      error: { email: null, username: 'This username is already in use.' },
    })
  })

  it('refuses a second registration with the same details', async () => {
    await register(newcomer)
    const response = await register(newcomer)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    })
    expect(accounts.get()).toHaveLength(3)
  })

  it('answers 400 and stores nothing when a field is missing', async () => {
    const response = await register({ email: 'x@demo.com' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        email: null,
        username: 'Username is required.',
        password: 'Password is required.',
      },
    })
    expect(accounts.get()).toHaveLength(2)
  })

  it('forgets registrants when the demo server is reset', async () => {
    await register(newcomer)
    // Known before the reset, so the refusal after it is the reset's doing.
    expect((await login(newcomer)).status).toBe(200)
    await demoRequest(handlers, '/api/demo/reset', { method: 'POST' })
    expect((await login(newcomer)).status).toBe(400)
  })
})

describe('POST /jwt/refresh-token', () => {
  it('exchanges a refresh token for the user data and a new token pair', async () => {
    const first = await loginAs('admin@demo.com', 'admin')
    const response = await refresh({ refreshToken: first.refreshToken })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as LoginAnswer
    expect(answer.userData).toEqual(first.userData)
    expect(answer.accessToken).not.toBe(first.accessToken)
    expect(answer.refreshToken).not.toBe(first.refreshToken)
    expect(decodeJwt(answer.refreshToken)).toMatchObject({ sub: '1', kind: 'refresh' })
  })

  it('spends a refresh token: the new one works, the old one no longer does', async () => {
    const first = await loginAs('admin@demo.com', 'admin')
    const second = (await (
      await refresh({ refreshToken: first.refreshToken })
    ).json()) as LoginAnswer
    expect((await refresh({ refreshToken: first.refreshToken })).status).toBe(401)
    expect((await refresh({ refreshToken: second.refreshToken })).status).toBe(200)
  })

  it.each([
    ['an access token', async () => (await loginAs('admin@demo.com', 'admin')).accessToken],
    ['a forged token', async () => 'not.a.token'],
    ['an empty token', async () => ''],
  ])('answers 401 "Invalid refresh token" for %s', async (_, token) => {
    const response = await refresh({ refreshToken: await token() })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid refresh token' })
  })

  it('answers 401 "Invalid refresh token" without a body', async () => {
    const response = await demoRequest(handlers, '/jwt/refresh-token', { method: 'POST' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid refresh token' })
  })

  it('answers 401 once the refresh token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setTokenLifetime(60)
    const { refreshToken } = await loginAs('admin@demo.com', 'admin')
    vi.setSystemTime(Date.now() + 61_000)
    const response = await refresh({ refreshToken })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid refresh token' })
  })

  it('answers 401 when the account behind the token no longer exists', async () => {
    await register(newcomer)
    const { refreshToken } = await loginAs(newcomer.email, newcomer.password)
    resetAllStores()
    expect((await refresh({ refreshToken })).status).toBe(401)
  })
})
