import { afterEach, describe, expect, it, vi } from 'vitest'
import { HTTPError, TimeoutError } from 'ky'
import { SendError } from '@machines/outbox/outbox.types'
import { classified, classifiedChange } from '@/services/local-store/send-failure'

/* How a failed send waits in the one outbox: for the network, for a while, or not at all. */

const answered = (status: number) =>
  new HTTPError(
    new Response(null, { status }),
    new Request('http://localhost/apps/kanban/add-task'),
    {} as never,
  )

async function failureOf(classify: typeof classified, error: unknown) {
  const failure = await classify(() => Promise.reject(error)).catch((thrown: unknown) => thrown)
  return failure instanceof SendError ? failure.failure : failure
}

afterEach(() => vi.restoreAllMocks())

describe('the failure of a send', () => {
  it('is final for a refusal, retried for a failing server or a timeout, waits during a renewal', async () => {
    for (const classify of [classified, classifiedChange]) {
      expect(await failureOf(classify, answered(409))).toBe('permanent')
      expect(await failureOf(classify, answered(400))).toBe('permanent')
      expect(await failureOf(classify, answered(503))).toBe('retryable')
      expect(await failureOf(classify, answered(429))).toBe('retryable')
      expect(await failureOf(classify, answered(401))).toBe('offline')
      expect(await failureOf(classify, new TimeoutError(new Request('http://localhost/')))).toBe(
        'retryable',
      )
    }
  })

  it('waits for the network when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await failureOf(classified, new TypeError('Failed to fetch'))).toBe('offline')
    expect(await failureOf(classifiedChange, new TypeError('Failed to fetch'))).toBe('offline')
  })

  it('keeps a change whose server cannot be reached waiting, and counts it for a chat message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(await failureOf(classifiedChange, new TypeError('Failed to fetch'))).toBe('offline')
    expect(await failureOf(classified, new TypeError('Failed to fetch'))).toBe('retryable')
  })
})
