import type { Transaction } from 'dexie'
import type { ChangeEvent } from '@models/local-store/area-events'
import type { ChatDomainEvent } from '@models/chat/chat-events'
import type { LocalEvent } from '@models/local-store/local-events'
import { chatProjectionTables } from '@models/local-store/local-schema'
import type { LocalDatabase } from './local-database'
import type { ChangeArea, ChangeOutboxRecord } from '@models/local-store/outbox'
import type { ChatStores } from '../chat/chat-projection'
import { patchSyncState, type AreaProjection, type Stores, type StoreName } from './area-projection'

/*
 * The projector (docs/architecture.md, "The local store"): the one place the store is written.
 * It applies domain events to the projections in one transaction per batch, so that what the
 * screens read never shows half of a change: the chat's events (appended to its journal too), and
 * the changes and answers of tickets, calendar and kanban. A change's bookkeeping in the outbox is
 * done here for every area alike; what it means for the area's rows is the area's projection.
 */

type ApplyChatEvent = (stores: ChatStores, event: ChatDomainEvent) => Promise<void>

/** `load`, called once; a load that failed (a chunk, offline) is tried again next time. */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/**
 * Each area's projection, loaded when the area's events are first recorded: a screen downloads
 * only the projections of the areas it writes (and each area's screen brings its own with its
 * code, so that its first writes do not wait for it).
 */
const areaProjections: { [A in ChangeArea]: () => Promise<AreaProjection<A>> } = {
  tickets: loadedOnce(() =>
    import('../tickets/ticket-projection').then((module) => module.ticketProjection),
  ),
  calendar: loadedOnce(() =>
    import('../calendar/calendar-projection').then((module) => module.calendarProjection),
  ),
  kanban: loadedOnce(() =>
    import('../kanban/kanban-projection').then((module) => module.kanbanProjection),
  ),
}

const loadChatProjection = loadedOnce(() =>
  import('../chat/chat-projection').then((module): ApplyChatEvent => module.applyChatEvent),
)

/** The projections a batch of events needs, loaded. */
interface Loaded {
  chat?: ApplyChatEvent
  areas: Partial<Record<ChangeArea, AreaProjection<ChangeArea>>>
}

async function load(events: readonly LocalEvent[]): Promise<Loaded> {
  const areas = [...new Set(events.filter((event) => !isChatEvent(event)).map(areaOf))]
  const [chat, ...loaded] = await Promise.all([
    events.some(isChatEvent) ? loadChatProjection() : undefined,
    ...areas.map((area) => areaProjections[area]() as Promise<AreaProjection<ChangeArea>>),
  ])
  return { chat, areas: Object.fromEntries(areas.map((area, index) => [area, loaded[index]])) }
}

const isChatEvent = (event: LocalEvent): event is ChatDomainEvent => event.type.startsWith('chat.')

const isChangeEvent = (event: LocalEvent): event is ChangeEvent => event.type.startsWith('change.')

/** The area of an event that is not the chat's. */
function areaOf(event: LocalEvent): ChangeArea {
  if ('area' in event) return event.area
  return event.type.split('.')[0] as ChangeArea
}

/** The stores a batch of events writes. */
function storesOf(events: readonly LocalEvent[], loaded: Loaded): StoreName[] {
  const names = new Set<StoreName>()
  for (const event of events) {
    const written: readonly StoreName[] = isChatEvent(event)
      ? ['journal', ...chatProjectionTables]
      : ['outbox', 'syncState', ...loaded.areas[areaOf(event)]!.stores]
    written.forEach((name) => names.add(name))
  }
  return [...names]
}

/**
 * Runs `work` in one read-write transaction over `names`, on tables bound to that transaction.
 * Dexie otherwise finds the transaction through its zone, which a chain of native awaits can
 * lose: the next call then ran in a transaction of its own, and Chromium committed ours early
 * (PrematureCommitError, in about one browser test run in three).
 */
async function inOneTransaction(
  database: LocalDatabase,
  names: readonly StoreName[],
  work: (stores: Stores) => Promise<void>,
): Promise<void> {
  await database.transaction('rw', [...names], (transaction: Transaction) => {
    const bound = Object.fromEntries(names.map((name) => [name, transaction.table(name)]))
    // Dexie's `transaction.table` answers an untyped Table, and `Object.fromEntries` loses the
    // names: the tables are the database's own, by the names `Stores` gives them.
    return work(bound as unknown as Stores)
  })
}

/** A change's bookkeeping in the outbox, then what it means for its area's rows. */
async function applyChange(
  stores: Stores,
  event: ChangeEvent,
  projection: AreaProjection<ChangeArea>,
): Promise<void> {
  if (event.type === 'change.queued') {
    // The same key twice (a second tab, a reload) is the same change: made once.
    if (await stores.outbox.get(event.kid)) return
    const item = {
      kid: event.kid,
      area: event.area,
      change: event.change,
      createdAt: event.at,
      attempts: 0,
      state: 'queued',
    } as ChangeOutboxRecord
    await stores.outbox.add(item)
    await projection.queued(stores, item)
    return
  }
  const item = (await stores.outbox.get(event.kid)) as ChangeOutboxRecord | undefined
  // Already settled (another tab recorded the same answer): nothing is left to do.
  if (!item) return
  if (event.type === 'change.failed' && !event.final) {
    await stores.outbox.update(event.kid, { attempts: event.attempts })
    return
  }
  await stores.outbox.delete(event.kid)
  if (event.type === 'change.failed') {
    await projection.dropped(stores, item)
    return
  }
  await patchSyncState(stores, event.area, { acknowledgedAt: event.at })
  await projection.sent(stores, item, event.output)
}

async function apply(stores: Stores, event: LocalEvent, loaded: Loaded): Promise<void> {
  if (isChatEvent(event)) return loaded.chat!(stores, event)
  const projection = loaded.areas[areaOf(event)]!
  if (isChangeEvent(event)) return applyChange(stores, event, projection)
  return projection.received(stores, event)
}

/**
 * Applies the events to the store, all or nothing; the chat's are appended to its journal in the
 * same transaction, so that the journal and the projections never disagree.
 */
export async function record(
  database: LocalDatabase,
  events: readonly LocalEvent[],
): Promise<void> {
  if (events.length === 0) return
  const loaded = await load(events)
  await inOneTransaction(database, storesOf(events, loaded), async (stores) => {
    const journaled = events.filter(isChatEvent)
    if (journaled.length > 0) await stores.journal.bulkAdd(journaled.map((event) => ({ event })))
    for (const event of events) await apply(stores, event, loaded)
  })
}

/**
 * Clears the chat's projections and replays its whole journal into them; the other areas' items
 * in the outbox are not the chat's, and stay.
 */
export async function rebuildProjections(database: LocalDatabase): Promise<void> {
  const applyChatEvent = await loadChatProjection()
  await inOneTransaction(database, ['journal', ...chatProjectionTables], async (stores) => {
    await Promise.all(
      chatProjectionTables.map((name) =>
        name === 'outbox'
          ? stores.outbox.where('area').equals('chat').delete()
          : stores[name].clear(),
      ),
    )
    const entries = await stores.journal.orderBy('seq').toArray()
    for (const { event } of entries) await applyChatEvent(stores, event)
  })
}
