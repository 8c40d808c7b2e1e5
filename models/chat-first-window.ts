import type { ChatMessageRecord } from './chat-database.ts'
import { CHAT_DATABASE_NAME } from './chat-database-name.ts'

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
 * The first window of a chat from its newest rows, newest first as the `[chatId+time]` index
 * gives them backwards (up to FIRST_WINDOW + 1: one more tells whether there are older ones).
 */
export function firstWindowOf(newestFirst: readonly ChatMessageRecord[]): WindowRead {
  const hasOlder = newestFirst.length > FIRST_WINDOW
  const messages = newestFirst.slice(0, FIRST_WINDOW).reverse()
  return { messages, hasOlder, from: hasOlder ? (messages[0]?.time ?? '') : '' }
}

/**
 * Reads the first window of a chat straight from IndexedDB, without Dexie: what the thread will
 * show, read while the screen's code (and Dexie with it) is still on its way. Resolves undefined
 * when there is no history here or it cannot be read (the screen's own reads then show and report
 * what there is): this read never creates the database, never holds it open (it closes once read,
 * and at once when another connection upgrades it) and never rejects.
 */
export function readFirstWindow(
  chatId: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): Promise<WindowRead | undefined> {
  return new Promise((resolve) => {
    const nothing = () => resolve(undefined)
    let opening: IDBOpenDBRequest
    try {
      if (!factory) return nothing()
      // No version: whatever the app's schema made of it.
      opening = factory.open(CHAT_DATABASE_NAME)
    } catch {
      return nothing()
    }
    // No history on this device yet: Dexie creates it, with its schema, not this read.
    opening.onupgradeneeded = () => opening.transaction?.abort()
    opening.onerror = (event) => {
      event.preventDefault()
      nothing()
    }
    opening.onsuccess = () => {
      const database = opening.result
      database.onversionchange = () => database.close()
      try {
        const transaction = database.transaction('messages', 'readonly')
        transaction.oncomplete = () => database.close()
        transaction.onabort = () => {
          database.close()
          nothing()
        }
        // Four round trips to the database, not one per message: each waits for a free moment of
        // the page, which is busy starting the screen. The newest message, then the one
        // FIRST_WINDOW older (the oldest shown, unless there are fewer), then all from its time.
        const index = transaction.objectStore('messages').index('[chatId+time]')
        // Every time of the chat: [chatId] sorts before [chatId, time], and an array after a string.
        const cursor = index.openKeyCursor(IDBKeyRange.bound([chatId], [chatId, []]), 'prev')
        let advanced = false
        cursor.onsuccess = () => {
          const row = cursor.result
          if (row && !advanced) {
            advanced = true
            row.advance(FIRST_WINDOW)
            return
          }
          // Past the oldest: the whole chat is fewer than FIRST_WINDOW + 1 messages.
          const oldest = row ? (row.key as [string, string])[1] : undefined
          const from = oldest === undefined ? [chatId] : [chatId, oldest]
          const rows = index.getAll(IDBKeyRange.bound(from, [chatId, []]))
          rows.onsuccess = () => {
            // Oldest first by time, then key, as the index gives them; the newest FIRST_WINDOW + 1
            // are those a backwards read would have given first.
            const all = rows.result as ChatMessageRecord[]
            resolve(firstWindowOf(all.slice(-(FIRST_WINDOW + 1)).reverse()))
          }
        }
      } catch {
        // A history from before the messages store (version 1) or one being deleted.
        database.close()
        nothing()
      }
    }
  })
}
