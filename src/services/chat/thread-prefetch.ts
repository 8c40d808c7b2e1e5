import { readFirstWindow, type WindowRead } from '@models/chat-first-window'
import { onUserChange } from '../session/session'

/*
 * The first window of a chat read at navigation, straight from IndexedDB, beside the screen's code
 * (chat-page-query.ts starts it): the thread shows it on its first render instead of after its
 * live query came up, which waits for the screen's code, Dexie's opening of the history and the
 * machines' first writes. Kept only until the thread's own live read takes over.
 */

const windows = new Map<string, { read?: WindowRead }>()
const listeners = new Set<() => void>()

/** Starts reading the first window of `chatId` from the local history, once. */
export function prefetchThreadWindow(chatId: string): void {
  if (windows.has(chatId)) return
  const entry: { read?: WindowRead } = {}
  windows.set(chatId, entry)
  void readFirstWindow(chatId).then((read) => {
    // Forgotten meanwhile (the thread's own read came first, or the user changed).
    if (windows.get(chatId) !== entry) return
    if (!read) {
      windows.delete(chatId)
      return
    }
    entry.read = read
    listeners.forEach((listener) => listener())
  })
}

/** The first window of `chatId` read at navigation, once it is here. */
export function prefetchedThreadWindow(chatId: string): WindowRead | undefined {
  return windows.get(chatId)?.read
}

/** Drops what was read at navigation: the thread's live read has taken over. */
export function forgetThreadWindow(chatId: string): void {
  windows.delete(chatId)
}

/** Calls `listener` when a first window read at navigation arrives. */
export function onThreadWindow(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Another user's history is another history: what was read for the last one is not theirs.
onUserChange(() => windows.clear())
