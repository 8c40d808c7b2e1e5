// Relative paths, not @models/: the build's config (vite/chat-window-preload.plugin.ts) loads
// this module, and the config is bundled without the app's path aliases.
import {
  FIRST_WINDOW,
  firstWindowOf,
  type WindowRead,
} from '../../../models/chat/chat-first-window.ts'
import type { ChatMessageRecord } from '../../../models/chat/chat-records.ts'
import { LOCAL_DATABASE_NAME } from '../../../models/local-store/local-database-name.ts'

/**
 * Reads the first window of a chat straight from IndexedDB, without Dexie: what the thread will
 * show, read while the screen's code (and Dexie with it) is still on its way. Resolves undefined
 * when there is no history here, it cannot be read (the screen's own reads then show and report
 * what there is) or it is not `ownerId`'s. `factory` null: no IndexedDB here.
 */
export function readFirstWindow(
  chatId: string,
  ownerId: number | null,
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
): Promise<WindowRead | undefined> {
  return readNewestRows(LOCAL_DATABASE_NAME, chatId, FIRST_WINDOW + 1, factory, ownerId).then(
    (newestFirst) => newestFirst && firstWindowOf(newestFirst),
  )
}

/**
 * The newest `count` messages of a chat, newest first, read with the plain IndexedDB API. It never
 * creates the database, never holds it open (it closes once read, and at once when another
 * connection upgrades it) and never rejects: undefined when there is nothing to read, and when the
 * store names another owner than `ownerId` (another user's, whose session ended without a logout:
 * the app clears it before its first read, src/services/local-store/local-database.ts) or `ownerId` is null.
 *
 * Self-contained, it uses only its arguments and the browser's globals: the HTML puts its source in
 * an inline script (vite/chat-window-preload.plugin.ts), so that a chat opened from the address is
 * read from the page load's first moments, not once the app's code has come and run.
 */
export function readNewestRows(
  databaseName: string,
  chatId: string,
  count: number,
  factory: IDBFactory | null,
  ownerId: number | null,
): Promise<ChatMessageRecord[] | undefined> {
  return new Promise((resolve) => {
    const nothing = () => resolve(undefined)
    let opening: IDBOpenDBRequest
    try {
      if (!factory || ownerId === null) return nothing()
      // No version: whatever the app's schema made of it.
      opening = factory.open(databaseName)
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
      let transaction: IDBTransaction
      try {
        // A store from before its owner was kept (version 3) names nobody, like one never claimed.
        const owned = database.objectStoreNames.contains('meta')
        transaction = database.transaction(owned ? ['messages', 'meta'] : ['messages'], 'readonly')
        transaction.oncomplete = () => database.close()
        transaction.onabort = () => {
          database.close()
          nothing()
        }
        if (!owned) return readRows()
        const owner = transaction.objectStore('meta').get('owner')
        owner.onsuccess = () => {
          const named = (owner.result as { userId?: number } | undefined)?.userId
          if (named === undefined || named === ownerId) readRows()
          else nothing()
        }
      } catch {
        // A history from before the messages store (version 1) or one being deleted.
        database.close()
        nothing()
      }

      /** The rows, read in the transaction opened above. */
      function readRows() {
        const index = transaction.objectStore('messages').index('[chatId+time]')
        // Every time of the chat: [chatId] sorts before [chatId, time], and an array after a string.
        const chat = IDBKeyRange.bound([chatId], [chatId, []])
        // One round trip where the browser can read backwards with a limit (IndexedDB 3).
        if ('getAllRecords' in index) {
          const read = (index as IndexWithRecords).getAllRecords({
            query: chat,
            count,
            direction: 'prev',
          })
          read.onsuccess = () => resolve(read.result.map((record) => record.value))
          return
        }
        // Else three, not one per message: each waits for a free moment of the page, which is busy
        // starting the screen. The newest message, then the one `count - 1` older (the oldest to
        // read, unless there are fewer), then all from its time.
        const cursor = index.openKeyCursor(chat, 'prev')
        let advanced = false
        cursor.onsuccess = () => {
          const row = cursor.result
          if (row && !advanced) {
            advanced = true
            row.advance(count - 1)
            return
          }
          // Past the oldest: the whole chat is fewer than `count` messages.
          const oldest = row ? (row.key as [string, string])[1] : undefined
          const rows = index.getAll(
            IDBKeyRange.bound(oldest === undefined ? [chatId] : [chatId, oldest], [chatId, []]),
          )
          rows.onsuccess = () => {
            // Oldest first by time, then key, as the index gives them; the newest `count` are
            // those a backwards read would have given first.
            const all = rows.result as ChatMessageRecord[]
            resolve(all.slice(-count).reverse())
          }
        }
      }
    }
  })
}

/** IndexedDB 3's backwards read with a limit, which TypeScript's DOM types do not list yet. */
interface IndexWithRecords {
  getAllRecords(options: {
    query: IDBKeyRange
    count: number
    direction: IDBCursorDirection
  }): IDBRequest<{ value: ChatMessageRecord }[]>
}
