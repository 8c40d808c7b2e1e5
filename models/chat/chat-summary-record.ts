import type { ChatType } from './chat-api.ts'
import type { ChatRecord } from './chat-records.ts'
import { chatIdOf, type ChatSummary } from './chat-events.ts'

/**
 * The chat as held locally, from the server's summary of it. A last message written here since
 * the server counted (`existing`'s, when newer than the summary's) is kept: it is the newer one.
 */
export function chatRecordOf(
  chatType: ChatType,
  summary: ChatSummary,
  existing?: ChatRecord,
): ChatRecord {
  const last = summary.lastMessage
  const keepLocal = existing?.lastMessage && (!last || existing.lastAt > last.time)
  return {
    id: chatIdOf(chatType, summary.contactId),
    chatType,
    userId: summary.contactId,
    unseenMsgs: summary.unseenMsgs,
    lastAt: keepLocal ? existing.lastAt : (last?.time ?? ''),
    ...(keepLocal
      ? { lastMessage: existing.lastMessage }
      : last && { lastMessage: { ...last, pending: false } }),
    ...(existing?.seenIds && { seenIds: existing.seenIds }),
  }
}
