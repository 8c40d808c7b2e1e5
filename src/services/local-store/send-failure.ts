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

/**
 * `send` of a change of an area the server holds (tickets, calendar, kanban), classified as
 * `classified` does, except that a send that got no answer at all (the server could not be
 * reached, whatever the browser says of its network) waits for the network instead of using up
 * its attempts: the user's change stays until it can be sent. (A chat message counts it: after a
 * few, the message is marked failed and its user may send it again.)
 */
export async function classifiedChange<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await classified(send)
  } catch (error) {
    if (error instanceof SendError && error.cause instanceof TypeError) {
      throw new SendError('offline', error.cause)
    }
    throw error
  }
}
