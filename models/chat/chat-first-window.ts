import type { ChatMessageRecord } from './chat-records.ts'

/** Messages shown when a chat opens. */
export const FIRST_WINDOW = 100

/** A window of a chat's history, as the thread shows it. */
export interface WindowRead {
  /** Oldest first. */
  messages: ChatMessageRecord[]
  hasOlder: boolean
  /** Where the window starts: the oldest time shown ('' = the whole chat). */
  from: string
}

/**
 * Where the HTML's inline script leaves the read it started for the chat in the address
 * (vite/chat-window-preload.plugin.ts), on `window`, for the app to take (thread-prefetch.ts).
 */
export const earlyWindowReadKey = '__firstChatWindowRead'

/** What the HTML's inline script leaves there: `readNewestRows` of one chat, FIRST_WINDOW + 1. */
export interface EarlyWindowRead {
  chatId: string
  rows: Promise<ChatMessageRecord[] | undefined>
}

/**
 * The first window of a chat from its newest rows, newest first as the `[chatId+time]` index
 * gives them backwards (up to FIRST_WINDOW + 1: one more tells whether there are older ones).
 */
export function firstWindowOf(newestFirst: readonly ChatMessageRecord[]): WindowRead {
  const hasOlder = newestFirst.length > FIRST_WINDOW
  const messages = newestFirst.slice(0, FIRST_WINDOW).reverse()
  return { messages, hasOlder, from: hasOlder ? (messages[0]?.time ?? '') : '' }
}
