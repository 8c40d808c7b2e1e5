import { liveQuery, type Subscription } from 'dexie'
import { createActor, fromPromise, type Actor } from 'xstate'
import type { ChatMessageRecord } from '@models/chat/chat-records'
import { getLocalDatabase, onLocalDatabaseDeleted, onLocalDatabaseSwitch } from './local-database'
import { log } from '@models/log/log'
import type { OutboxItem, OutboxRecord } from '@models/local-store/outbox'
import { outboxMachine } from '@machines/outbox/outbox.machine'
import { SendError, type OutboxOutcome } from '@machines/outbox/outbox.types'
import { outboxAdapters, type OutboxAdapter } from './outbox-adapter'
import type { LocalEventDraft } from '@models/local-store/local-events'
import { recordEvents } from './record-events'

/*
 * The one outbox of every area (docs/architecture.md, "The local store"), run in each signed-in
 * tab: the tab that holds the outbox's Web Lock sends what any tab queued, in order, through each
 * item's area (outbox-adapter.ts), and records how each send ended as that area's events.
 */

/** The lock the sending tab holds for as long as it is open. */
const OUTBOX_LOCK = 'workdesk.outbox'

let running: Actor<typeof outboxMachine> | undefined

/** The oldest item still to send, or null. */
async function nextQueued(): Promise<OutboxRecord | null> {
  const first = await getLocalDatabase()
    .outbox.orderBy('createdAt')
    .filter((item) => item.state === 'queued')
    .first()
  return first ?? null
}

/**
 * The adapter of the item's area. Its code may not be here yet: offline, the item waits for the
 * network like any other send.
 */
async function adapterOf(item: OutboxItem): Promise<OutboxAdapter> {
  try {
    return await outboxAdapters[item.area]()
  } catch (error) {
    throw new SendError(navigator.onLine ? 'retryable' : 'offline', error)
  }
}

const causeOf = (error: unknown) =>
  error instanceof SendError && error.cause !== undefined ? error.cause : error

/** The events an outcome of the outbox is recorded as, in the item's area. */
function eventsOf(outcome: OutboxOutcome): LocalEventDraft[] {
  const { item } = outcome
  if (item.area === 'chat') {
    return outcome.type === 'outbox.sent'
      ? [{ type: 'chat.message.sent', kid: item.kid, message: outcome.output as ChatMessageRecord }]
      : [
          {
            type: 'chat.message.failed',
            kid: item.kid,
            attempts: outcome.attempts,
            final: outcome.final,
          },
        ]
  }
  return outcome.type === 'outbox.sent'
    ? [{ type: 'change.sent', area: item.area, kid: item.kid, output: outcome.output }]
    : [
        {
          type: 'change.failed',
          area: item.area,
          kid: item.kid,
          attempts: outcome.attempts,
          final: outcome.final,
        },
      ]
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
    subscription = liveQuery(() => getLocalDatabase().outbox.count()).subscribe({
      next: changed,
      error: (error: unknown) => log.error('outbox', 'Watching the outbox failed.', error),
    })
  }
  subscribe()
  const stopSwitching = onLocalDatabaseSwitch(subscribe)
  return () => {
    stopSwitching()
    subscription?.unsubscribe()
  }
}

/**
 * Starts the outbox once per tab until a logout (later calls do nothing): what any tab queued is
 * sent by the one tab that holds the outbox lock, in order, when the network allows.
 */
export function startOutbox(): void {
  if (running) return
  // What the machine records must have landed before it looks for the next item, or it would
  // find the one it just sent (or gave up on) still queued and send it again.
  let writes = Promise.resolve()
  const actor = createActor(
    outboxMachine.provide({
      actors: {
        nextItem: fromPromise<OutboxItem | null>(async () => {
          await writes
          return nextQueued()
        }),
        deliver: fromPromise(
          async ({ input, signal }: { input: OutboxItem; signal: AbortSignal }) => {
            const adapter = await adapterOf(input)
            return adapter.deliver(input as OutboxRecord, signal)
          },
        ),
      },
      actions: {
        record: (_, params) => {
          const events = params.outcomes.flatMap(eventsOf)
          writes = writes.then(() => recordEvents(events))
        },
        reportFailure: (_, params) =>
          log.error('outbox', 'The outbox could not be read.', params.error),
        reportRefusal: (_, { item, error }) =>
          void outboxAdapters[item.area]().then(
            // What the server answered, not how the outbox classified it.
            (adapter) => adapter.refused(item as OutboxRecord, causeOf(error)),
            (loadError: unknown) => log.error('outbox', 'A change was refused.', loadError),
          ),
      },
    }),
  )
  running = actor
  actor.start()
  const resign = electLeader(() => actor.send({ type: 'outbox.lead' }))
  const stopWatching = watchOutbox(() => actor.send({ type: 'outbox.changed' }))
  const online = () => actor.send({ type: 'outbox.online' })
  window.addEventListener('online', online)
  // A logout deletes the store: the outbox stops with it, or it would recreate the database.
  const stopOnDelete = onLocalDatabaseDeleted(() => {
    stopOnDelete()
    stopWatching()
    window.removeEventListener('online', online)
    resign()
    actor.stop()
    running = undefined
  })
}
