import type { ApiContact, ApiMessage, ApiUserChat, ChatThread } from './chat-api.ts'
import type { ChatContactRecord, ChatMessageRecord, SeenIds } from './chat-records.ts'
import type { ChatSummary } from './chat-events.ts'

/*
 * From the messaging API's payloads (models/chat/chat-api.ts) to the local records. Optional fields the
 * server leaves out stay out, so a record never holds `undefined` keys that would differ on replay.
 */

const defined = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value != null)) as T

/** A contact of list-user-chat or list-contact-chat as stored locally. */
export function toContactRecord(contact: ApiContact): ChatContactRecord {
  return defined({
    id: contact.id,
    fullName: contact.name,
    role: contact.user_other_role ?? 'client',
    status: contact.status ?? 'offline',
    uuid: contact.uuid ?? undefined,
    about: contact.about ?? undefined,
    avatar: contact.image_url ?? undefined,
    waba: contact.waba ?? undefined,
    mess: contact.mess ?? undefined,
    email: contact.email ?? undefined,
    company_name: contact.company_name ?? undefined,
    register_date: contact.ucreated_at ?? undefined,
    country_name: contact.country_name ?? undefined,
    gender: contact.gender ?? undefined,
  })
}

/** The chat summary a list-user-chat item carries. */
export function toChatSummary(chat: ApiUserChat): ChatSummary {
  return defined({
    contactId: chat.id,
    unseenMsgs: chat.unseen_count ?? 0,
    lastMessage:
      chat.last_message != null && chat.last_message_at
        ? {
            message: chat.last_message,
            type: chat.last_message_type ?? 'chat',
            time: chat.last_message_at,
          }
        : undefined,
  })
}

/** The local key of a server message: the client's idempotency key when it has one. */
function messageKeyOf(message: Pick<ApiMessage, 'id' | 'kid'>): string {
  return message.kid ?? `s:${message.id}`
}

/** A server message as stored locally; `senderName` when the conversion service named the sender. */
export function toMessageRecord(
  message: ApiMessage,
  chatId: string,
  senderName?: string,
): ChatMessageRecord {
  return defined({
    key: messageKeyOf(message),
    chatId,
    serverId: message.id,
    kid: message.kid ?? undefined,
    message: message.message,
    time: message.created_at,
    senderId: message.from,
    senderName,
    type: message.type ?? 'chat',
    heart: message.heart === 1,
    seen: message.message_seen === 'yes',
    width: message.width ?? undefined,
    height: message.height ?? undefined,
    delivery: 'sent' as const,
  })
}

/** The ids that mark a thread seen. */
export function seenIdsOf(thread: ChatThread): SeenIds {
  return { idu: thread.idu, idwb: thread.idwb ?? null, idme: thread.idme ?? null }
}
