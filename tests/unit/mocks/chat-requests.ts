import type { RequestHandler } from 'msw'
import { issueToken } from '@mocks/session/tokens'
import { demoRequest } from './demo-request'

export { admin, client } from './demo-request'

/**
 * Real-API calls as a signed-in demo user: `get` and `post` (form data) carry the user's bearer
 * token; `path` is relative to the origin.
 */
export async function signedIn(handlers: RequestHandler[], userId: number) {
  const token = await issueToken(userId)
  const authorization = { Authorization: `Bearer ${token}` }
  return {
    token,
    get: (path: string) => demoRequest(handlers, path, { headers: authorization }),
    post: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      demoRequest(handlers, path, {
        method: 'POST',
        headers: { ...authorization, ...headers },
        body: formData(fields),
      }),
  }
}

export function formData(fields: Record<string, string>): FormData {
  const body = new FormData()
  Object.entries(fields).forEach(([name, value]) => body.set(name, value))
  return body
}
