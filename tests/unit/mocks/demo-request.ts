import { getResponse, type RequestHandler } from 'msw'

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

/** A JSON POST, as the client sends it. */
export function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
}
