import Dexie, { type EntityTable } from 'dexie'
import { log } from './log'
import { LOCAL_DATABASE_LOG_SCOPE } from './safe-read'

/** The IndexedDB name of the local chat history. */
export const CHAT_DATABASE_NAME = 'chat-history'

/** A chat contact's presence, as SPEC.md section 3 lists it. */
export type ChatContactStatus = 'online' | 'offline' | 'busy' | 'away'

/** A chat contact as stored locally (SPEC.md section 3, "Chat contact"). */
export interface ChatContactRecord {
  id: number
  fullName: string
  role: string
  status: ChatContactStatus
  uuid?: string
  about?: string
  avatar?: string
  /** Id of the contact's WhatsApp channel. */
  waba?: string | number
  /** Id of the contact's live chat channel. */
  mess?: string | number
  email?: string
  company_name?: string
  register_date?: string
  country_name?: string
  gender?: string
}

/** One message of a chat thread (SPEC.md section 3, "Chat message"). */
export interface ChatMessageRecord {
  /** Client-side key of the message. */
  kid?: string
  message: string
  time: string
  senderId: number
  senderName?: string
  /** 'chat' by default; image and other media types otherwise. */
  type?: string
  heart?: boolean
  /** Image width and height, for images only. */
  width?: number
  height?: number
}

/** A chat thread with one contact as stored locally (SPEC.md section 3, "Chat thread"). */
export interface ChatRecord {
  id: number
  /** The contact's id. */
  userId: number
  unseenMsgs: number
  chat: ChatMessageRecord[]
  lastMessage?: ChatMessageRecord
}

/**
 * The local chat history in IndexedDB: two stores, contacts and chats, keyed by id
 * (SPEC.md section 9).
 */
export class ChatDatabase extends Dexie {
  // Types only: Dexie itself puts the tables on the instance in version().stores().
  declare contacts: EntityTable<ChatContactRecord, 'id'>
  declare chats: EntityTable<ChatRecord, 'id'>

  constructor() {
    super(CHAT_DATABASE_NAME)
    // Versions only ever get added, never edited: browsers that already hold version 1 upgrade
    // through each later block in turn. A new store or index is a new block listing only what
    // changed (stores left out are kept), plus an .upgrade() when existing rows need rewriting:
    //   this.version(2).stores({ journal: '++seq, type, at' })
    this.version(1).stores({
      contacts: 'id',
      chats: 'id',
    })
  }
}

let database: ChatDatabase | undefined

/** The app's one ChatDatabase, created on first use; it opens itself on the first query. */
export function getChatDatabase(): ChatDatabase {
  database ??= new ChatDatabase()
  return database
}

/**
 * Closes and deletes the local chat history (on logout, and between tests). The next
 * getChatDatabase() starts a fresh one. Never rejects: a failure is logged, as SPEC.md section 8
 * asks for local database failures.
 */
export async function deleteChatDatabase(): Promise<void> {
  const open = database
  database = undefined
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
