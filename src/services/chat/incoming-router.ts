import type { ChatType, IncomingMessage } from '@models/chat/chat-api'
import type { ChatMessageRecord } from '@models/chat/chat-records'
import { chatIdOf } from '@models/chat/chat-events'
import { toMessageRecord } from '@models/chat/chat-mapping'
import { recordEvents } from '../local-store/record-events'

/** Where a pushed message can go: a running machine of one chat type, or of one chat. */
export interface IncomingTargets {
  /** The open chat's machine. */
  thread: {
    chatType: ChatType
    contactId: number
    send: (message: ChatMessageRecord) => void
  } | null
  /** The contact list's machine, for chats of its type that are not open. */
  list: { chatType: ChatType; send: (contactId: number, message: ChatMessageRecord) => void }
}

/**
 * Hands a pushed message to the machine that decides about it: the open chat's (seen at once, and
 * a reload) or the list's (one more unseen). A message of the other chat type, which no machine on
 * screen covers, is recorded as unseen.
 */
export function routeIncoming(incoming: IncomingMessage, targets: IncomingTargets): void {
  const chatId = chatIdOf(incoming.chat_type, incoming.contact_id)
  const message = toMessageRecord(incoming.message, chatId)
  const { thread, list } = targets
  if (
    thread &&
    thread.chatType === incoming.chat_type &&
    thread.contactId === incoming.contact_id
  ) {
    thread.send(message)
  } else if (list.chatType === incoming.chat_type) {
    list.send(incoming.contact_id, message)
  } else {
    void recordEvents([
      {
        type: 'chat.message.received',
        chatId,
        chatType: incoming.chat_type,
        contactId: incoming.contact_id,
        message,
        seen: false,
      },
    ])
  }
}
