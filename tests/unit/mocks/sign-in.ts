import { expect } from 'vitest'
import { jwtHandlers } from '@mocks/session/jwt.handlers'
import { demoRequest, postJson } from './demo-request'

/**
 * The access token the demo server gives on signing in with this email and password
 * (`POST /jwt/login`), as the app gets it.
 */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await demoRequest(jwtHandlers, '/jwt/login', postJson({ email, password }))
  expect(response.status).toBe(200)
  const { accessToken } = (await response.json()) as { accessToken: string }
  return accessToken
}

/** `init` with `token` as its bearer token. */
export function bearing(token: string, init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${token}`)
  return { ...init, headers }
}
