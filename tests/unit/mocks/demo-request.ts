import { getResponse, type RequestHandler } from 'msw'
import { issueToken } from '@mocks/session/tokens'

/** The demo admin and client (mocks/session/accounts.ts). */
export const admin = 1
export const client = 2

/**
 * Answers one request with the given handlers only, so these tests do not depend on the whole
 * demo server (other handler files change while this suite is being built).
 */
export async function demoRequest(
  handlers: RequestHandler[],
  path: string,
  init?: RequestInit,
): Promise<Response> {
  const response = await getResponse(handlers, new Request(`http://localhost${path}`, init))
  if (!response) throw new Error(`no handler answered ${init?.method ?? 'GET'} ${path}`)
  return response
}

/** `init` with the bearer token of an access token the demo server issued to `userId`. */
export async function withToken(userId: number, init: RequestInit = {}): Promise<RequestInit> {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${await issueToken(userId)}`)
  return { ...init, headers }
}

/**
 * {@link demoRequest} as the signed-in demo admin: every endpoint behind the sign-in needs a token
 * the demo server issued, and the admin may use them all.
 */
export async function adminRequest(
  handlers: RequestHandler[],
  path: string,
  init?: RequestInit,
): Promise<Response> {
  return demoRequest(handlers, path, await withToken(admin, init))
}

/** A JSON POST, as the client sends it. */
export function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
}
