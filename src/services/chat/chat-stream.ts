import { Observable, retry, timer } from 'rxjs'
import * as z from 'zod/mini'
import { incomingMessageSchema, type IncomingMessage } from '@models/chat/chat-api'
import { log } from '@models/log/log'
import { realApi } from '../app-config'
import { appSession } from '../session/session'

/** Waits before reconnecting a dropped stream: 2 s, 4 s, 8 s … at most 30 s. */
const reconnectDelay = (attempt: number) => timer(Math.min(2000 * 2 ** (attempt - 1), 30_000))

/**
 * The messages that arrive in the user's chats, pushed by the server as server-sent events. The
 * access token rides in the URL because EventSource cannot send headers; after a drop the stream
 * reconnects with backoff, with the token current by then. A malformed event is logged and skipped.
 */
export function incomingMessages(): Observable<IncomingMessage> {
  const connect = new Observable<IncomingMessage>((subscriber) => {
    const user = appSession.currentUser()
    if (!user) {
      subscriber.complete()
      return undefined
    }
    const query = new URLSearchParams({ user_df: String(user.id), token: user.jwt })
    const source = new EventSource(realApi.workManagement(`messages/stream?${query}`))
    source.addEventListener('message', (event) => {
      let data: unknown
      try {
        data = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        data = undefined
      }
      const parsed = z.safeParse(incomingMessageSchema, data)
      if (parsed.success) subscriber.next(parsed.data)
      else log.error('chat', 'A pushed message was malformed and is skipped.', data)
    })
    source.addEventListener('error', () => {
      // EventSource retries a dropped connection itself; a refused one (401, 500) ends it.
      if (source.readyState === EventSource.CLOSED) {
        subscriber.error(new Error('The message stream was closed by the server.'))
      }
    })
    return () => source.close()
  })
  return connect.pipe(
    retry({ delay: (_, attempt) => reconnectDelay(attempt), resetOnSuccess: true }),
  )
}
