import Dexie from 'dexie'
import { useCallback, useState } from 'react'
import { getChatDatabase, type ChatDatabase, type ChatMessageRecord } from '@models/chat-database'
import { useChatQuery } from './use-chat-database'

/** Messages shown when a chat opens, and how many more each scroll to the top loads. */
export const FIRST_WINDOW = 100
export const OLDER_PAGE = 200

const rowsOf = (database: ChatDatabase, chatId: string) =>
  database.messages.where('[chatId+time]').between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])

/** The time of the `count`th newest message before `before`. */
async function boundaryBefore(
  database: ChatDatabase,
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

interface WindowRead {
  /** Oldest first. */
  messages: ChatMessageRecord[]
  hasOlder: boolean
  /** Where the window starts: the oldest time shown ('' = the whole chat). */
  from: string
}

/**
 * The newest FIRST_WINDOW messages, and whether there are older ones, in one read: a chat opens
 * after a single round trip to the database, however long its history.
 */
async function readNewest(database: ChatDatabase, chatId: string): Promise<WindowRead> {
  const newest = await rowsOf(database, chatId)
    .reverse()
    .limit(FIRST_WINDOW + 1)
    .toArray()
  const hasOlder = newest.length > FIRST_WINDOW
  const messages = newest.slice(0, FIRST_WINDOW).reverse()
  return { messages, hasOlder, from: hasOlder ? (messages[0]?.time ?? '') : '' }
}

/** Everything from `from` on, and whether anything is older. */
async function readFrom(database: ChatDatabase, chatId: string, from: string): Promise<WindowRead> {
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

  const window = useChatQuery(
    (database) =>
      current === null ? readNewest(database, chatId) : readFrom(database, chatId, current),
    [chatId, current],
    { messages: [], hasOlder: false, from: '' },
  )
  // The first read fixes where the window starts; a read still of another chat does not.
  if (current === null && window?.messages.every((message) => message.chatId === chatId))
    setBoundary({ chatId, time: window.from })

  const loadOlder = useCallback(() => {
    if (current === null || current === '') return
    void boundaryBefore(getChatDatabase(), chatId, current, OLDER_PAGE)
      .catch(() => '')
      .then((time) => setBoundary({ chatId, time }))
  }, [chatId, current])

  return { messages: window?.messages, hasOlder: window?.hasOlder ?? false, loadOlder }
}
