import { liveQuery, type Subscription } from 'dexie'
import { createActor, fromPromise, type Actor } from 'xstate'
import {
  getChatDatabase,
  onChatDatabaseDeleted,
  onChatDatabaseSwitch,
  type OutboxRecord,
} from '@models/chat-database'
import { log } from '@models/log'
import { outboxMachine } from '@machines/chat/outbox.machine'
import { noteWhatsAppActivity } from '../whatsapp-activity'
import { deliver } from './chat-api'
import { recordChatEvents } from './chat-journal'

/** The lock the sending tab holds for as long as it is open. */
const OUTBOX_LOCK = 'workdesk.chat.outbox'

let running: Actor<typeof outboxMachine> | undefined

/** The oldest message still to send, or null. */
async function nextQueued(): Promise<OutboxRecord | null> {
  const first = await getChatDatabase()
    .outbox.orderBy('createdAt')
    .filter((item) => item.state === 'queued')
    .first()
  return first ?? null
}

/**
 * Waits to hold the outbox lock, which one tab of the browser holds at a time, then tells `lead`.
 * Returns what gives the lock up (or stops waiting for it).
 */
function electLeader(lead: () => void): () => void {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined
  // Without Web Locks (jsdom, old browsers) every tab sends; the idempotency keys keep it safe.
  if (!locks) {
    lead()
    return () => undefined
  }
  const resign = new AbortController()
  let release: () => void = () => undefined
  locks
    .request(OUTBOX_LOCK, { signal: resign.signal }, () => {
      lead()
      // Held until the tab closes or the outbox stops.
      return new Promise<void>((resolve) => (release = resolve))
    })
    .catch(() => undefined)
  return () => {
    resign.abort()
    release()
  }
}

/** Tells the machine whenever the outbox changes, in this tab or another, and on a new database. */
function watchOutbox(changed: () => void): () => void {
  let subscription: Subscription | undefined
  const subscribe = () => {
    subscription?.unsubscribe()
    subscription = liveQuery(() => getChatDatabase().outbox.count()).subscribe({
      next: changed,
      error: (error: unknown) => log.error('chat', 'Watching the outbox failed.', error),
    })
  }
  subscribe()
  const stopSwitching = onChatDatabaseSwitch(subscribe)
  return () => {
    stopSwitching()
    subscription?.unsubscribe()
  }
}

/**
 * Starts the outbox once per tab until a logout (later calls do nothing): messages queued in any tab are sent by
 * the one tab that holds the outbox lock, in order, when the network allows.
 */
export function startOutbox(): void {
  if (running) return
  // What the machine records must have landed before it looks for the next message, or it would
  // find the one it just sent (or gave up on) still queued and send it again.
  let writes = Promise.resolve()
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        nextItem: fromPromise(async () => {
          await writes
          return nextQueued()
        }),
        deliver: fromPromise(async ({ input, signal }) => {
          const sent = await deliver(input, signal)
          if (input.chatType === 'whatsapp') noteWhatsAppActivity()
          return sent
        }),
      },
      actions: {
        record: (_, params) => {
          writes = writes.then(() => recordChatEvents(params.events))
        },
        reportFailure: (_, params) =>
          log.error('chat', 'A message could not be sent.', params.error),
      },
    }),
  )
  running = actor
  actor.start()
  const resign = electLeader(() => actor.send({ type: 'outbox.lead' }))
  const stopWatching = watchOutbox(() => actor.send({ type: 'outbox.changed' }))
  const online = () => actor.send({ type: 'outbox.online' })
  window.addEventListener('online', online)
  // A logout deletes the history: the outbox stops with it, or it would recreate the database.
  const stopOnDelete = onChatDatabaseDeleted(() => {
    stopOnDelete()
    stopWatching()
    window.removeEventListener('online', online)
    resign()
    actor.stop()
    running = undefined
  })
}
