import type { PresenceStatus } from '@models/chat/chat-api'

/**
 * What the shared chat components show. The real screens (/apps/message/*) build these from the
 * local chat history, the template's demo chat (/apps/chat) from its demo endpoints; the components
 * know neither.
 */

/** One row of the contact list: a chat, or a person to start one with. */
export interface ContactListItem {
  /** Unique within the list, e.g. 'whatsapp:12' or 'contact:12'. */
  key: string
  name: string
  avatar?: string | null
  status: PresenceStatus
  /** The newest message's text, or the contact's "about" line when there is no chat. */
  preview?: string
  /** 'image' and other media types are previewed with an icon and a label, not their text. */
  previewType?: string
  /** ISO 8601 time of the newest message. */
  time?: string
  /** Messages the user has not seen; 0 shows no badge. */
  unseen: number
  /** True while the newest message is still waiting in the outbox. */
  pending?: boolean
}

export interface ContactListSection {
  key: string
  /** Already translated. */
  title: string
  items: ContactListItem[]
}

/** Where a message is on its way (only the user's own messages have one other than 'sent'). */
export type MessageDelivery = 'pending' | 'failed' | 'sent' | 'seen'

/** One message of a thread. */
export interface ThreadMessage {
  /** Stable across the local-to-server switch: the idempotency key for own messages. */
  key: string
  /** The server's id; absent until the message was delivered. Hearts need it. */
  serverId?: number
  text: string
  /** ISO 8601. */
  time: string
  senderId: number
  senderName?: string
  /** 'chat' (default), 'image' (text is the image URL) or 'greeting' (an automatic reply). */
  type: string
  heart: boolean
  width?: number
  height?: number
  delivery: MessageDelivery
}

/** The person on the other side of the open thread. */
export interface ThreadContact {
  name: string
  avatar?: string | null
  status: PresenceStatus
  about?: string | null
  email?: string | null
  company?: string | null
  country?: string | null
  /** ISO 8601 date the contact registered. */
  registered?: string | null
  gender?: string | null
  role?: string | null
}
