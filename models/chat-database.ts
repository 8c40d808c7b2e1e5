import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import type { ChatType, PresenceStatus } from './chat-api.ts'
import { withListing, type ContactGroup } from './chat-contact-listing.ts'
import type { ChatDomainEvent } from './chat-events.ts'
import { CHAT_DATABASE_NAME } from './chat-database-name.ts'
import { LOCAL_DATABASE_LOG_SCOPE, log } from './log.ts'

export { CHAT_DATABASE_NAME }

/** A chat contact's presence, as SPEC.md section 3 lists it. */
export type ChatContactStatus = PresenceStatus

/** A chat contact as stored locally (SPEC.md section 3, "Chat contact"). */
export interface ChatContactRecord {
  id: number
  fullName: string
  /** admin, client or employee: the group the contact is listed in. */
  role: string
  status: ChatContactStatus
  uuid?: string
  about?: string
  avatar?: string
  /** Id of the contact's WhatsApp channel. */
  waba?: number
  /** Id of the contact's live chat channel. */
  mess?: number
  email?: string
  company_name?: string
  register_date?: string
  country_name?: string
  gender?: string
  /**
   * Set when stored (chat-contact-listing.ts): the group the contact is listed in when there is
   * no chat with them, and their name as the list sorts it; indexed together.
   */
  group?: ContactGroup
  nameKey?: string
}

/** The ids `change-status-message` needs to mark a thread seen (userID, userWB, userMe). */
export interface SeenIds {
  idu: number
  idwb: number | null
  idme: number | null
}

/** The newest message of a chat, for the contact list's preview. */
export interface LastMessage {
  message: string
  type: string
  time: string
  /** Still waiting in the outbox. */
  pending: boolean
}

/** A chat thread with one contact (SPEC.md section 3, "Chat thread"); its messages are rows of their own. */
export interface ChatRecord {
  /** `${chatType}:${contact id}`: the same person has a WhatsApp and a live chat. */
  id: string
  chatType: ChatType
  /** The contact's id. */
  userId: number
  unseenMsgs: number
  lastMessage?: LastMessage
  /** The newest message's time, '' when there is none: the list's sort key. */
  lastAt: string
  seenIds?: SeenIds
}

/** Where one of the user's own messages is on its way; others' messages are always 'sent'. */
export type MessageDelivery = 'pending' | 'failed' | 'sent'

/** One message of a chat (SPEC.md section 3, "Chat message"). */
export interface ChatMessageRecord {
  /** The idempotency key of a message sent from here (kid), else `s:${server id}`. */
  key: string
  chatId: string
  /** Absent until the server stored it. */
  serverId?: number
  kid?: string
  message: string
  /** ISO 8601. */
  time: string
  senderId: number
  senderName?: string
  /** 'chat' by default; 'image' (message is its URL), 'greeting' and other types otherwise. */
  type: string
  heart: boolean
  /** The user has seen it (for the contact's messages) or the contact has (for the user's). */
  seen: boolean
  width?: number
  height?: number
  delivery: MessageDelivery
}

/** A message waiting to be sent, in the order it was written. */
export interface OutboxRecord {
  kid: string
  chatId: string
  chatType: ChatType
  contactId: number
  message: string
  type: string
  /** ISO 8601; the flush order. */
  createdAt: string
  /** Failed sends so far. */
  attempts: number
  /** 'failed' waits for the user's retry; 'queued' is sent as soon as possible. */
  state: 'queued' | 'failed'
}

/** One entry of the append-only journal: a domain event, numbered in the order it happened. */
export interface JournalRecord {
  seq?: number
  event: ChatDomainEvent
}

/**
 * The local chat history in IndexedDB: the stores contacts and chats keyed by id (SPEC.md
 * section 9), the messages indexed by chat and time, the outbox, and the journal of domain events
 * that the other stores are projections of.
 */
export class ChatDatabase extends Dexie {
  // Types only: Dexie itself puts the tables on the instance in version().stores().
  declare contacts: EntityTable<ChatContactRecord, 'id'>
  declare chats: EntityTable<ChatRecord, 'id'>
  declare messages: EntityTable<ChatMessageRecord, 'key'>
  declare outbox: EntityTable<OutboxRecord, 'kid'>
  declare journal: EntityTable<JournalRecord, 'seq'>

  constructor(name = CHAT_DATABASE_NAME, options?: DexieOptions) {
    super(name, options)
    // Versions only ever get added, never edited: browsers that already hold version 1 upgrade
    // through each later block in turn. A new store or index is a new block listing only what
    // changed (stores left out are kept), plus an .upgrade() when existing rows need rewriting.
    this.version(1).stores({
      contacts: 'id',
      chats: 'id',
    })
    this.version(2)
      .stores({
        chats: 'id, [chatType+lastAt]',
        messages: 'key, [chatId+time], serverId',
        outbox: 'kid, createdAt',
        journal: '++seq',
      })
      // Version 1 kept each chat's messages inside the chat row and had no journal to rebuild
      // from; its rows are a cache of the server, so they are dropped and fetched again.
      .upgrade((transaction) => transaction.table('chats').clear())
    // The contact list reads the people without a chat a page at a time, by group and name.
    this.version(3)
      .stores({ contacts: 'id, [group+nameKey+id]' })
      .upgrade((transaction) =>
        transaction
          .table<ChatContactRecord, number>('contacts')
          .toCollection()
          .modify((contact) => {
            Object.assign(contact, withListing(contact))
          }),
      )
  }
}

/** The tables that are projections of the journal, in the order a rebuild clears them. */
export const projectionTables = ['contacts', 'chats', 'messages', 'outbox'] as const

let database: ChatDatabase | undefined
let inMemory = false
let switching: Promise<ChatDatabase> | undefined
/** Counts the deletions, so that a switch begun before one does not land after it. */
let deletions = 0
/** Counts the switches, so that screens can tell the database changed without opening it. */
let generation = 0
const switchListeners = new Set<() => void>()
const deleteListeners = new Set<() => void>()

/** Whether the browser has IndexedDB at all: some private modes and embedded browsers do not. */
const hasIndexedDB = Boolean(Dexie.dependencies.indexedDB)

/** The app's one ChatDatabase, created on first use; it opens itself on the first query. */
export function getChatDatabase(): ChatDatabase {
  if (!database) {
    database = new ChatDatabase()
    // Nothing could ever be stored: the history moves to memory at once, not at its first failure.
    if (!hasIndexedDB) void switchChatDatabaseToMemory()
  }
  return database
}

/** True once the history lives in memory because IndexedDB failed. */
export function isChatDatabaseInMemory(): boolean {
  return inMemory
}

/**
 * Replaces a failing IndexedDB (blocked, full disk, broken) with one in memory for the rest of the
 * visit, so that the screens keep working from the network (SPEC.md section 8: "Local database
 * failure: Logged."). The in-memory engine is only downloaded when this happens. That engine,
 * fake-indexeddb, is why a package made for tests is among the runtime `dependencies`.
 */
export function switchChatDatabaseToMemory(): Promise<ChatDatabase> {
  // Failing reads and writes all ask at once: they share one switch.
  const epoch = deletions
  switching ??= import('fake-indexeddb').then(async ({ IDBFactory, IDBKeyRange }) => {
    const failing = database
    // A factory of its own: nothing of the failing IndexedDB is shared.
    const factory = new IDBFactory()
    // Dexie's live queries stay silent, never even asking, while it knows of no IndexedDB: the
    // memory one stands in for the browser's missing one.
    if (!hasIndexedDB) Object.assign(Dexie.dependencies, { indexedDB: factory, IDBKeyRange })
    const memory = new ChatDatabase(CHAT_DATABASE_NAME, { indexedDB: factory, IDBKeyRange })
    if (failing) await copyWhatCanBeRead(failing, memory)
    // A logout meanwhile: the history is gone, and nothing is to be replaced.
    if (epoch !== deletions) return getChatDatabase()
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
 * they showed. A database that cannot be read, or does not answer, is logged and left behind.
 */
async function copyWhatCanBeRead(from: ChatDatabase, to: ChatDatabase): Promise<void> {
  const stores = ['journal', ...projectionTables] as const
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const read = from.transaction('r', [...stores], () =>
      Promise.all(stores.map((name) => from.table(name).toArray())),
    )
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('No answer from the failing database.')),
        COPY_TIMEOUT_MS,
      )
    })
    const rows = await Promise.race([read, timeout])
    await to.transaction('rw', [...stores], () =>
      Promise.all(stores.map((name, index) => to.table(name).bulkAdd(rows[index]!))),
    )
  } catch (error) {
    log.error(LOCAL_DATABASE_LOG_SCOPE, 'The chat history could not be copied to memory.', error)
  } finally {
    clearTimeout(timer)
  }
}

/** Changes whenever getChatDatabase() starts answering with another database. */
export function chatDatabaseGeneration(): number {
  return generation
}

/** Calls `listener` when getChatDatabase() starts answering with another database. */
export function onChatDatabaseSwitch(listener: () => void): () => void {
  switchListeners.add(listener)
  return () => switchListeners.delete(listener)
}

/** Calls `listener` when the local chat history is about to be deleted (a logout). */
export function onChatDatabaseDeleted(listener: () => void): () => void {
  deleteListeners.add(listener)
  return () => deleteListeners.delete(listener)
}

/**
 * Closes and deletes the local chat history (on logout, and between tests). The next
 * getChatDatabase() starts a fresh one. Never rejects: a failure is logged, as SPEC.md section 8
 * asks for local database failures.
 */
export async function deleteChatDatabase(): Promise<void> {
  const open = database
  database = undefined
  inMemory = false
  switching = undefined
  deletions += 1
  // Told before the deletion, so that nothing reopens (and so recreates) the database meanwhile.
  deleteListeners.forEach((listener) => listener())
  try {
    // Close first, or this connection would block its own deletion.
    open?.close()
    await Dexie.delete(CHAT_DATABASE_NAME)
  } catch (error) {
    log.error(
      LOCAL_DATABASE_LOG_SCOPE,
      `Deleting the ${CHAT_DATABASE_NAME} database failed.`,
      error,
    )
  }
}
