import type { ChatType } from './chat-api.ts'
import type { ChatContactRecord, ChatMessageRecord, SeenIds } from './chat-records.ts'

/*
 * The domain events of messaging (docs/architecture.md, "Data flow"): plain serialisable facts the chat
 * machines decide on. The projector appends each to the journal and updates the contacts, chats,
 * messages and outbox stores from it, in one transaction; replaying the journal rebuilds them.
 * `at` is the ISO 8601 time the event happened.
 */

/** A summary of one chat as a page of the chat list gives it. */
export interface ChatSummary {
  contactId: number
  unseenMsgs: number
  lastMessage?: { message: string; type: string; time: string }
}

/** One page of the chat list arrived: its contacts and the summaries of their chats. */
export interface ChatsReceived {
  type: 'chat.chats.received'
  at: string
  chatType: ChatType
  contacts: ChatContactRecord[]
  chats: ChatSummary[]
}

/** The people the user may start a chat with arrived. */
export interface DirectoryReceived {
  type: 'chat.directory.received'
  at: string
  contacts: ChatContactRecord[]
}

/** A thread arrived from the server: its messages replace the server copies held locally. */
export interface ThreadReceived {
  type: 'chat.thread.received'
  at: string
  chatId: string
  chatType: ChatType
  contactId: number
  messages: ChatMessageRecord[]
  seenIds: SeenIds
}

/** The user opened a chat: nothing in it is unseen any more. */
export interface ChatOpened {
  type: 'chat.opened'
  at: string
  chatId: string
}

/** A message's heart was set (or set back, when the server refused). */
export interface MessageHearted {
  type: 'chat.message.hearted'
  at: string
  messageKey: string
  heart: boolean
}

/** The user wrote a message; it waits in the outbox until the server has it. */
export interface MessageQueued {
  type: 'chat.message.queued'
  at: string
  kid: string
  chatId: string
  chatType: ChatType
  contactId: number
  senderId: number
  message: string
  messageType: string
}

/** The server stored a queued message; `message` is its copy. */
export interface MessageSent {
  type: 'chat.message.sent'
  at: string
  kid: string
  message: ChatMessageRecord
}

/** A send failed; `final` when it will not be tried again without the user. */
export interface MessageFailed {
  type: 'chat.message.failed'
  at: string
  kid: string
  attempts: number
  final: boolean
}

/** The user asked to send a failed message again. */
export interface MessageRetried {
  type: 'chat.message.retried'
  at: string
  kid: string
}

/** A message from a contact arrived by server push; `seen` when its chat is the one open. */
export interface MessageReceived {
  type: 'chat.message.received'
  at: string
  chatId: string
  chatType: ChatType
  contactId: number
  message: ChatMessageRecord
  seen: boolean
}

export type ChatDomainEvent =
  | ChatsReceived
  | DirectoryReceived
  | ThreadReceived
  | ChatOpened
  | MessageHearted
  | MessageQueued
  | MessageSent
  | MessageFailed
  | MessageRetried
  | MessageReceived

/**
 * The id of a chat: one person has a WhatsApp and a live chat. Self-contained: the HTML's inline
 * script runs its source too (vite/chat-window-preload.plugin.ts).
 */
export function chatIdOf(chatType: ChatType, contactId: number): string {
  return `${chatType}:${contactId}`
}
