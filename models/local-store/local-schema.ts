import { withListing } from '../chat/chat-contact-listing.ts'
import type { ChatDomainEvent } from '../chat/chat-events.ts'
import type { ChatContactRecord } from '../chat/chat-records.ts'
import type { OutboxRecord } from './outbox.ts'

/*
 * The local store's versioned schema, as data (docs/architecture.md, "The local store"). Models
 * import no Dexie: the Dexie class that opens a database with this schema is
 * src/services/local-store/local-database.ts, and the upgrade steps below are written against the
 * little of Dexie's transaction they use, so that they stay here beside the records they rewrite.
 */

/** The rows of one store, as an upgrade step sees them (Dexie's Table gives this). */
export interface UpgradeTable<Row> {
  clear(): PromiseLike<unknown>
  toCollection(): { modify(change: (row: Row) => void): PromiseLike<unknown> }
}

/** The transaction an upgrade step runs in (Dexie's Transaction gives this). */
export interface UpgradeTransaction {
  table<Row>(name: string): UpgradeTable<Row>
}

/** One version of the schema: what it adds or changes, and how existing rows are rewritten. */
export interface SchemaVersion {
  version: number
  /**
   * Store name to its keys in Dexie's notation (the primary key first, then the indexes). Only
   * the stores this version adds or changes: the stores left out are kept as they were.
   */
  stores: Readonly<Record<string, string>>
  /** Rewrites the rows an older browser holds, in the version change's transaction. */
  upgrade?: (transaction: UpgradeTransaction) => PromiseLike<unknown>
}

/** One entry of the chat's append-only journal: a domain event, numbered in the order it happened. */
export interface JournalRecord {
  seq?: number
  event: ChatDomainEvent
}

/** What the user typed in a form not yet saved, kept so that it survives a reload. */
export interface DraftRecord {
  /** The form's draft key, e.g. `invoice:add`. */
  key: string
  values: unknown
  savedAt: number
}

/** A fact about the store itself: whose data it holds. */
export interface MetaRecord {
  key: 'owner'
  /** The id of the signed-in user whose data the store holds. */
  userId: number
}

/**
 * Every version, oldest first. Versions only ever get added, never edited: browsers that already
 * hold version 1 upgrade through each later one in turn. A new store or index is a new version
 * listing only what changed, plus an upgrade when existing rows need rewriting.
 */
export const localSchema: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      contacts: 'id',
      chats: 'id',
    },
  },
  {
    version: 2,
    stores: {
      chats: 'id, [chatType+lastAt]',
      messages: 'key, [chatId+time], serverId',
      outbox: 'kid, createdAt',
      journal: '++seq',
    },
    // Version 1 kept each chat's messages inside the chat row and had no journal to rebuild
    // from; its rows are a cache of the server, so they are dropped and fetched again.
    upgrade: (transaction) => transaction.table('chats').clear(),
  },
  {
    // The contact list reads the people without a chat a page at a time, by group and name.
    version: 3,
    stores: { contacts: 'id, [group+nameKey+id]' },
    upgrade: (transaction) =>
      transaction
        .table<ChatContactRecord>('contacts')
        .toCollection()
        .modify((contact) => {
          Object.assign(contact, withListing(contact))
        }),
  },
  {
    // The other areas join the store, and the outbox carries their changes too: every item it
    // already holds is a chat message, and says so. Nothing else changes.
    version: 4,
    stores: {
      outbox: 'kid, createdAt, area',
      meta: 'key',
      syncState: 'area',
      tickets: 'id, time, [status+time]',
      ticketAgents: 'id',
      calendarEvents: 'id',
      kanbanBoards: 'id, position',
      kanbanTasks: 'id, [boardId+position]',
    },
    upgrade: (transaction) =>
      transaction
        .table<OutboxRecord>('outbox')
        .toCollection()
        .modify((item) => {
          item.area ??= 'chat'
        }),
  },
  // The forms keep what was typed and not yet saved (src/services/form/form-drafts.ts).
  { version: 5, stores: { drafts: 'key' } },
]

/** The chat's tables that are projections of its journal, in the order a rebuild clears them. */
export const chatProjectionTables = ['contacts', 'chats', 'messages', 'outbox'] as const
