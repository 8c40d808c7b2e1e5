import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import type { CalendarEventRow } from '@models/calendar/calendar-changes'
import type { ChatContactRecord, ChatMessageRecord, ChatRecord } from '@models/chat/chat-records'
import type { KanbanBoardRow, KanbanTaskRow } from '@models/kanban/kanban-rows'
import { LOCAL_DATABASE_NAME } from '@models/local-store/local-database-name'
import { LOCAL_DATABASE_LOG_SCOPE, log } from '@models/log/log'
import {
  announceLocalStoreDeleted,
  localOwner,
  onLocalOwnerChange,
  onLocalStoreDeleted,
} from '@models/local-store/local-owner'
import {
  localSchema,
  type DraftRecord,
  type JournalRecord,
  type MetaRecord,
} from '@models/local-store/local-schema'
import type { OutboxRecord } from '@models/local-store/outbox'
import type { SyncStateRecord } from '@models/local-store/sync-state'
import type { TicketAgentRecord, TicketRecord } from '@models/tickets/ticket-records'

export { LOCAL_DATABASE_NAME }

/**
 * The local store in IndexedDB (docs/architecture.md, "The local store"): one database, one
 * versioned schema (models/local-store/local-schema.ts), for every area that keeps what the user has seen.
 * - The chat: the stores contacts and chats keyed by id (SPEC.md section 9), the messages indexed
 *   by chat and time, and the journal of domain events the chat's stores are projections of.
 * - Support tickets, calendar events, kanban boards and tasks: what the server last said of them,
 *   with the changes on their way applied (`syncState` keeps the server's own copy).
 * - The outbox every area's changes wait in, `meta`, whose data the store holds, and `drafts`,
 *   what the user typed in a form and did not save yet.
 */
export class LocalDatabase extends Dexie {
  // Types only: Dexie itself puts the tables on the instance in version().stores().
  declare contacts: EntityTable<ChatContactRecord, 'id'>
  declare chats: EntityTable<ChatRecord, 'id'>
  declare messages: EntityTable<ChatMessageRecord, 'key'>
  declare outbox: EntityTable<OutboxRecord, 'kid'>
  declare journal: EntityTable<JournalRecord, 'seq'>
  declare meta: EntityTable<MetaRecord, 'key'>
  declare syncState: EntityTable<SyncStateRecord, 'area'>
  declare tickets: EntityTable<TicketRecord, 'id'>
  declare ticketAgents: EntityTable<TicketAgentRecord, 'id'>
  declare calendarEvents: EntityTable<CalendarEventRow, 'id'>
  declare kanbanBoards: EntityTable<KanbanBoardRow, 'id'>
  declare kanbanTasks: EntityTable<KanbanTaskRow, 'id'>
  declare drafts: EntityTable<DraftRecord, 'key'>

  constructor(name = LOCAL_DATABASE_NAME, options?: DexieOptions) {
    super(name, options)
    for (const { version, stores, upgrade } of localSchema) {
      const block = this.version(version).stores(stores)
      if (upgrade) block.upgrade((transaction) => upgrade(transaction))
    }
    // Before its first read, the store is claimed for the signed-in user (Dexie holds every other
    // query until this is done); again each time it opens (`true`: on every open, not the first).
    this.on('ready', (vip) => claim(vip as LocalDatabase, localOwner()), true)
  }
}

/**
 * Makes the store `owner`'s: when it holds another user's data (one whose session expired, and
 * who did not log out), all of it goes first. A store that names nobody (one from before the
 * owner was kept) is taken as it is: it was the last user's, who is signing in again.
 */
async function claim(database: LocalDatabase, owner: number | null): Promise<void> {
  if (owner === null) return
  await database.transaction('rw', database.tables, async () => {
    const meta = await database.table<MetaRecord, string>('meta').get('owner')
    if (meta?.userId === owner) return
    if (meta) {
      await Promise.all(
        database.tables.filter((table) => table.name !== 'meta').map((table) => table.clear()),
      )
    }
    await database.table<MetaRecord, string>('meta').put({ key: 'owner', userId: owner })
  })
}

let database: LocalDatabase | undefined
let inMemory = false
let switching: Promise<LocalDatabase> | undefined
/** Counts the deletions, so that a switch begun before one does not land after it. */
let deletions = 0
/** Counts the switches, so that screens can tell the database changed without opening it. */
let generation = 0
const switchListeners = new Set<() => void>()

/** Whether the browser has IndexedDB at all: some private modes and embedded browsers do not. */
const hasIndexedDB = Boolean(Dexie.dependencies.indexedDB)

/** The app's one LocalDatabase, created on first use; it opens itself on the first query. */
export function getLocalDatabase(): LocalDatabase {
  if (!database) {
    watchOwner()
    database = new LocalDatabase()
    // Nothing could ever be stored: the store moves to memory at once, not at its first failure.
    if (!hasIndexedDB) void switchLocalDatabaseToMemory()
  }
  return database
}

let watchingOwner = false

/** Another user signing in while the store is open: it is claimed for them at once. */
function watchOwner(): void {
  if (watchingOwner) return
  watchingOwner = true
  onLocalOwnerChange(() => {
    const open = database
    if (!open?.isOpen()) return
    claim(open, localOwner()).catch((error: unknown) =>
      log.error(LOCAL_DATABASE_LOG_SCOPE, 'The local store could not change hands.', error),
    )
  })
}

/** True once the store lives in memory because IndexedDB failed. */
export function isLocalDatabaseInMemory(): boolean {
  return inMemory
}

/**
 * Replaces a failing IndexedDB (blocked, full disk, broken) with one in memory for the rest of the
 * visit, so that the screens keep working from the network (SPEC.md section 8: "Local database
 * failure: Logged."). The in-memory engine is only downloaded when this happens. That engine,
 * fake-indexeddb, is why a package made for tests is among the runtime `dependencies`.
 */
export function switchLocalDatabaseToMemory(): Promise<LocalDatabase> {
  // Failing reads and writes all ask at once: they share one switch.
  const epoch = deletions
  switching ??= import('fake-indexeddb').then(async ({ IDBFactory, IDBKeyRange }) => {
    const failing = database
    // A factory of its own: nothing of the failing IndexedDB is shared.
    const factory = new IDBFactory()
    // Dexie's live queries stay silent, never even asking, while it knows of no IndexedDB: the
    // memory one stands in for the browser's missing one.
    if (!hasIndexedDB) Object.assign(Dexie.dependencies, { indexedDB: factory, IDBKeyRange })
    const memory = new LocalDatabase(LOCAL_DATABASE_NAME, { indexedDB: factory, IDBKeyRange })
    if (failing) await copyWhatCanBeRead(failing, memory)
    // A logout meanwhile: the store is gone, and nothing is to be replaced.
    if (epoch !== deletions) return getLocalDatabase()
    failing?.close()
    database = memory
    inMemory = true
    generation += 1
    switchListeners.forEach((listener) => listener())
    return database
  })
  return switching
}

/** How long a failing database may take to give up its rows before the copy is abandoned. */
const COPY_TIMEOUT_MS = 1_000

/**
 * Copies the failing database's rows into memory when it can still be read (a full disk, or one
 * failed transaction, leaves the reads working), so that the screens keep the names and history
 * they showed, and the changes still on their way. A database that cannot be read, or does not
 * answer, is logged and left behind.
 */
async function copyWhatCanBeRead(from: LocalDatabase, to: LocalDatabase): Promise<void> {
  const stores = to.tables.map((table) => table.name)
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const read = from.transaction('r', stores, () =>
      Promise.all(stores.map((name) => from.table(name).toArray())),
    )
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('No answer from the failing database.')),
        COPY_TIMEOUT_MS,
      )
    })
    const rows = await Promise.race([read, timeout])
    await to.transaction('rw', stores, () =>
      Promise.all(stores.map((name, index) => to.table(name).bulkAdd(rows[index]!))),
    )
  } catch (error) {
    log.error(LOCAL_DATABASE_LOG_SCOPE, 'The local store could not be copied to memory.', error)
  } finally {
    clearTimeout(timer)
  }
}

/** Changes whenever getLocalDatabase() starts answering with another database. */
export function localDatabaseGeneration(): number {
  return generation
}

/** Calls `listener` when getLocalDatabase() starts answering with another database. */
export function onLocalDatabaseSwitch(listener: () => void): () => void {
  switchListeners.add(listener)
  return () => switchListeners.delete(listener)
}

/** Calls `listener` when the local store is about to be deleted (a logout). */
export const onLocalDatabaseDeleted = onLocalStoreDeleted

/**
 * Closes and deletes the local store, every area's tables with it (on logout, and between tests). The next
 * getLocalDatabase() starts a fresh one. Never rejects: a failure is logged, as SPEC.md section 8
 * asks for local database failures.
 */
export async function deleteLocalDatabase(): Promise<void> {
  const open = database
  database = undefined
  inMemory = false
  switching = undefined
  deletions += 1
  // Told before the deletion, so that nothing reopens (and so recreates) the database meanwhile.
  announceLocalStoreDeleted()
  try {
    // Close first, or this connection would block its own deletion.
    open?.close()
    await Dexie.delete(LOCAL_DATABASE_NAME)
  } catch (error) {
    log.error(
      LOCAL_DATABASE_LOG_SCOPE,
      `Deleting the ${LOCAL_DATABASE_NAME} database failed.`,
      error,
    )
  }
}
