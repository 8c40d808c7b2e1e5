import type { ChatType, PresenceStatus } from './chat-api.ts'
import type { ContactGroup } from './chat-contact-listing.ts'

/*
 * The chat's rows in the local store (models/local-store/local-schema.ts): contacts, chats and messages, as
 * the chat projection writes them and the messaging screens read them.
 */

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
