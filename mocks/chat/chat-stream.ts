import type { IncomingMessage } from '../../models/chat/chat-api.ts'

/**
 * The push hub: the open server-sent event streams of `GET messages/stream`, per user. Streams are
 * connections, not demo data, so a reset of the stores leaves them open (a browser that stays on
 * the page keeps receiving).
 */

/** A comment line every 15 s keeps proxies and the browser from timing the stream out. */
export const pingIntervalMs = 15_000

interface Subscriber {
  userId: number
  send(text: string): void
}

const subscribers = new Set<Subscriber>()
const encoder = new TextEncoder()

/** Lets a timer run without keeping the Node process alive (the tests and the dev server exit). */
export function unrefTimer<T>(handle: T): T {
  const timer = handle as { unref?: () => void }
  if (typeof timer.unref === 'function') timer.unref()
  return handle
}

/**
 * A stream of server-sent events for `userId`, open until `signal` aborts or the reader cancels;
 * `onClose` runs once then.
 */
export function openEventStream(
  userId: number,
  signal: AbortSignal,
  onClose?: () => void,
): ReadableStream<Uint8Array> {
  let closed = false
  let ping: ReturnType<typeof setInterval> | undefined
  let subscriber: Subscriber | undefined
  const cleanUp = () => {
    if (closed) return
    closed = true
    clearInterval(ping)
    if (subscriber) subscribers.delete(subscriber)
    onClose?.()
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      subscriber = { userId, send }
      subscribers.add(subscriber)
      // A first chunk at once, so the browser sees the stream open before the first message.
      send(': connected\n\n')
      ping = unrefTimer(setInterval(() => send(': ping\n\n'), pingIntervalMs))
      const abort = () => {
        cleanUp()
        try {
          controller.close()
        } catch {
          // Already closed by the reader's cancel.
        }
      }
      if (signal.aborted) abort()
      else signal.addEventListener('abort', abort, { once: true })
    },
    cancel() {
      cleanUp()
    },
  })
}

/** Sends an incoming message to every open stream of the user; answers how many it reached. */
export function publishIncoming(userId: number, event: IncomingMessage): number {
  const text = `event: message\ndata: ${JSON.stringify(event)}\n\n`
  let reached = 0
  subscribers.forEach((subscriber) => {
    if (subscriber.userId !== userId) return
    subscriber.send(text)
    reached++
  })
  return reached
}

/** The users who have at least one stream open. */
export function streamUserIds(): number[] {
  return [...new Set([...subscribers].map((subscriber) => subscriber.userId))]
}
