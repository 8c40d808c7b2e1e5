import type { ChatMessageRecord } from '@models/chat/chat-records'
import { log } from '@models/log/log'
import type { ChatOutboxRecord } from '@models/local-store/outbox'
import type { OutboxAdapter } from '../local-store/outbox-adapter'
import { classified } from '../local-store/send-failure'
import { noteWhatsAppActivity } from '../whatsapp-activity'
import { sendMessage } from './chat-api'

/**
 * Sends a queued message with its idempotency key, so that a send retried after a lost answer is
 * stored once. Rejects with a SendError that says whether trying again can help.
 */
export function deliver(item: ChatOutboxRecord, signal?: AbortSignal): Promise<ChatMessageRecord> {
  return classified(() => sendMessage(item, signal))
}

/**
 * The chat's part of the outbox: a message is sent with its idempotency key; one that failed for
 * good is marked failed in the thread, where the user can send it again, so it is only logged.
 */
export const chatOutbox: OutboxAdapter<ChatOutboxRecord> = {
  async deliver(item, signal) {
    const sent = await deliver(item, signal)
    if (item.chatType === 'whatsapp') noteWhatsAppActivity()
    return sent
  },
  refused: (_item, error) => log.error('chat', 'A message could not be sent.', error),
}
