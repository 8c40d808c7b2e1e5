import type { ChatType } from '@models/chat/chat-api'
import type { ChatMessageRecord, SeenIds } from '@models/chat/chat-records'
import type { Role } from '@models/session/roles'

export interface ChatThreadInput {
  chatType: ChatType
  contactId: number
  /** The signed-in user (user_df), the sender of what is written here. */
  userId: number
  role: Role
  /** The automatic greeting's text, already translated. */
  greetingText: string
}

/** A thread as fetched: its messages, mapped, and the ids that mark it seen. */
export interface FetchedThread {
  messages: ChatMessageRecord[]
  seenIds: SeenIds
}

/** What fetching a thread needs. */
export interface ThreadRequest {
  chatId: string
  chatType: ChatType
  contactId: number
  userId: number
}

/** A heart change on its way to the server; `heart` is the new value. */
export interface HeartChange {
  messageKey: string
  serverId: number
  heart: boolean
}

export interface ChatThreadContext extends ChatThreadInput {
  chatId: string
  seenIds: SeenIds | null
  /** The last fetch had messages from the contact the server does not count as seen. */
  hasUnseen: boolean
  /** The thread as fetched holds an automatic greeting already. */
  hasGreeting: boolean
  /**
   * The last fetch had messages. Until the local history shows them (its read follows the
   * recording), the screen keeps its skeleton rather than call the chat empty.
   */
  hasMessages: boolean
  /** A message arrived while the thread was being reloaded: reload once more after it. */
  reloadAgain: boolean
  /** Heart changes not yet confirmed, oldest first; sent one at a time, in order. */
  hearts: HeartChange[]
}

export type ChatThreadEvent =
  /** The user sends `text`; `kid` is its idempotency key. */
  | { type: 'chat.send'; kid: string; text: string }
  /** A message arrived by server push in this chat. */
  | { type: 'chat.incoming'; message: ChatMessageRecord }
  /** The user pressed a delivered message's heart; `heart` is its value before the press. */
  | { type: 'chat.heart.toggle'; messageKey: string; serverId: number; heart: boolean }
  /** The user asked to send a failed message again. */
  | { type: 'chat.retry'; kid: string }
  /** Try the failed load again. */
  | { type: 'chat.thread.retry' }
  /** Internal: a reload finished. */
  | { type: 'chat.thread.loaded' }
