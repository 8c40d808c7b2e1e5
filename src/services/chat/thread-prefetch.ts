import {
  earlyWindowReadKey,
  firstWindowOf,
  type EarlyWindowRead,
  type WindowRead,
} from '@models/chat/chat-first-window'
import { readFirstWindow } from './first-window-read'
import { appSession, onUserChange } from '../session/session'

/*
 * The first window of a chat read at navigation, straight from IndexedDB, beside the screen's code
 * (chat-page-query.ts starts it): the thread shows it on its first render instead of after its
 * live query came up, which waits for the screen's code, Dexie's opening of the history and the
 * machines' first writes. Kept only until the thread's own live read takes over.
 */

const windows = new Map<string, { read?: WindowRead; reading: Promise<unknown> }>()
const listeners = new Set<() => void>()

/**
 * The read the HTML started for the chat in the address (vite/chat-window-preload.plugin.ts), when
 * it is of `chatId`. Taken by the first prefetch of the page load, whichever chat it is of: a later
 * one would find it out of date.
 */
function takeEarlyRead(chatId: string): Promise<WindowRead | undefined> | undefined {
  const holder = globalThis as { [earlyWindowReadKey]?: EarlyWindowRead }
  const early = holder[earlyWindowReadKey]
  holder[earlyWindowReadKey] = undefined
  if (early?.chatId !== chatId) return undefined
  return early.rows.then((newestFirst) => newestFirst && firstWindowOf(newestFirst))
}

/**
 * Starts reading the first window of `chatId` from the local history, once; settles when it is
 * read, or could not be.
 */
export function prefetchThreadWindow(chatId: string): Promise<unknown> {
  const early = takeEarlyRead(chatId)
  const known = windows.get(chatId)
  if (known) return known.reading
  const owner = appSession.currentUser()?.id ?? null
  const reading = (early ?? readFirstWindow(chatId, owner)).then((read) => {
    // Forgotten meanwhile (the thread's own read came first, or the user changed).
    if (windows.get(chatId) !== entry) return
    if (!read) {
      windows.delete(chatId)
      return
    }
    entry.read = read
    listeners.forEach((listener) => listener())
  })
  const entry: { read?: WindowRead; reading: Promise<unknown> } = { reading }
  windows.set(chatId, entry)
  return reading
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
