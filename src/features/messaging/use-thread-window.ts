import Dexie from 'dexie'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import { getLocalDatabase, type LocalDatabase } from '@/services/local-store/local-database'
import { FIRST_WINDOW, firstWindowOf, type WindowRead } from '@models/chat/chat-first-window'
import {
  forgetThreadWindow,
  onThreadWindow,
  prefetchedThreadWindow,
} from '@/services/chat/thread-prefetch'
import { useLocalQuery } from '@/services/local-store/use-local-query'

/** How many more messages each scroll to the top loads. */
export const OLDER_PAGE = 200

const rowsOf = (database: LocalDatabase, chatId: string) =>
  database.messages.where('[chatId+time]').between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])

/** The time of the `count`th newest message before `before`. */
async function boundaryBefore(
  database: LocalDatabase,
  chatId: string,
  before: string,
  count: number,
): Promise<string> {
  const oldest = await database.messages
    .where('[chatId+time]')
    .between([chatId, Dexie.minKey], [chatId, before])
    .reverse()
    .offset(count - 1)
    .first()
  return oldest?.time ?? ''
}

/**
 * The newest FIRST_WINDOW messages, and whether there are older ones, in one read: a chat opens
 * after a single round trip to the database, however long its history.
 */
async function readNewest(database: LocalDatabase, chatId: string): Promise<WindowRead> {
  return firstWindowOf(
    await rowsOf(database, chatId)
      .reverse()
      .limit(FIRST_WINDOW + 1)
      .toArray(),
  )
}

/** Everything from `from` on, and whether anything is older. */
async function readFrom(
  database: LocalDatabase,
  chatId: string,
  from: string,
): Promise<WindowRead> {
  const [messages, older] = await Promise.all([
    database.messages
      .where('[chatId+time]')
      .between([chatId, from], [chatId, Dexie.maxKey], true, true)
      .toArray(),
    from === ''
      ? Promise.resolve([])
      : database.messages
          .where('[chatId+time]')
          .between([chatId, Dexie.minKey], [chatId, from], true, false)
          .limit(1)
          .primaryKeys(),
  ])
  return { messages, hasOlder: older.length > 0, from }
}

export interface ThreadWindow {
  /** Oldest first; undefined until the first read. */
  messages: ChatMessageRecord[] | undefined
  hasOlder: boolean
  loadOlder: () => void
}

/**
 * The part of a chat's history on screen: the newest FIRST_WINDOW messages and everything that
 * arrives after them, and OLDER_PAGE more each time the reader reaches the top. After the first
 * read the window is bounded by a time, not a count, so a new message adds a row at the bottom
 * without dropping one at the top (which would move what the reader is looking at).
 */
export function useThreadWindow(chatId: string): ThreadWindow {
  const [boundary, setBoundary] = useState<{ chatId: string; time: string } | null>(null)
  const current = boundary?.chatId === chatId ? boundary.time : null

  const live = useLocalQuery(
    (database) =>
      current === null ? readNewest(database, chatId) : readFrom(database, chatId, current),
    [chatId, current],
    { messages: [], hasOlder: false, from: '' },
    'the chat history',
  )
  // Read at navigation (thread-prefetch.ts), while this screen's code was on its way: shown until
  // the live read, which waits for Dexie to open the history and for the first writes, is here.
  const prefetched = useSyncExternalStore(onThreadWindow, () => prefetchedThreadWindow(chatId))
  const window = live ?? prefetched
  const liveHere = live !== undefined
  useEffect(() => {
    if (liveHere) forgetThreadWindow(chatId)
  }, [liveHere, chatId])
  // The first read fixes where the window starts; a read still of another chat does not.
  if (current === null && window?.messages.every((message) => message.chatId === chatId))
    setBoundary({ chatId, time: window.from })

  const loadOlder = useCallback(() => {
    if (current === null || current === '') return
    void boundaryBefore(getLocalDatabase(), chatId, current, OLDER_PAGE)
      .catch(() => '')
      .then((time) => setBoundary({ chatId, time }))
  }, [chatId, current])

  return { messages: window?.messages, hasOlder: window?.hasOlder ?? false, loadOlder }
}
