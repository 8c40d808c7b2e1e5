import { HTTPError, TimeoutError } from 'ky'
import { SendError } from '@machines/outbox/outbox.types'

/**
 * How a failed send of an outbox item is retried (SendFailure): a refusal (4xx) is final; a lost
 * network waits for it; a server failure or a timeout is tried again after a while.
 */
export function sendFailureOf(error: unknown): SendError {
  if (error instanceof SendError) return error
  if (error instanceof HTTPError) {
    const { status } = error.response
    // 401: the session is being renewed or ended; the item waits instead of failing.
    if (status === 401) return new SendError('offline', error)
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429
    return new SendError(permanent ? 'permanent' : 'retryable', error)
  }
  if (error instanceof TimeoutError) return new SendError('retryable', error)
  // fetch rejects with a TypeError when there is no network or the connection dropped. Offline,
  // the item waits for the network; online, the answer was lost and the send is tried again.
  if (error instanceof TypeError) {
    return new SendError(navigator.onLine ? 'retryable' : 'offline', error)
  }
  return new SendError('retryable', error)
}

/** `send`, with its failure classified for the outbox machine. */
export async function classified<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send()
  } catch (error) {
    throw sendFailureOf(error)
  }
}
