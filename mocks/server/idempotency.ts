import { defineStore } from './store.ts'

/*
 * The demo server's memory of the changes it took, by idempotency key: a change sent again with
 * the same key (the client's retry after a lost answer) gets the first answer again and changes
 * nothing twice. Keys are per user, so that nobody replays another's answer. `POST /api/demo/reset`
 * forgets them with the rest.
 */

/** An answer as stored: enough to send it again. */
interface StoredAnswer {
  status: number
  body: string
  contentType: string | null
}

const answers = defineStore(() => new Map<string, StoredAnswer>())

/** The key of a request, if it sent one. */
export function idempotencyKeyOf(request: Request): string | null {
  return request.headers.get('idempotency-key')
}

/**
 * Answers `request` once per idempotency key of `userId`: the first time with `handle`'s answer,
 * which is kept when it took the change (a 2xx), and every later time with that same answer. A
 * request without a key is simply handled. A refusal is not kept: the change did not happen.
 */
export async function once(
  request: Request,
  userId: number,
  handle: () => Promise<Response> | Response,
): Promise<Response> {
  const key = idempotencyKeyOf(request)
  if (!key) return handle()
  const id = `${userId}:${request.method} ${new URL(request.url).pathname}:${key}`
  const earlier = answers.get().get(id)
  if (earlier) {
    return new Response(earlier.body, {
      status: earlier.status,
      headers: earlier.contentType ? { 'content-type': earlier.contentType } : {},
    })
  }
  const response = await handle()
  if (response.ok) {
    answers.get().set(id, {
      status: response.status,
      body: await response.clone().text(),
      contentType: response.headers.get('content-type'),
    })
  }
  return response
}
