import Dexie from 'dexie'
import { useCallback, useEffect, useState } from 'react'
import { getChatDatabase, type ChatDatabase, type ChatMessageRecord } from '@models/chat-database'
import { useChatQuery } from './use-chat-database'

/** Messages shown when a chat opens, and how many more each scroll to the top loads. */
export const FIRST_WINDOW = 100
export const OLDER_PAGE = 200

const rowsOf = (database: ChatDatabase, chatId: string) =>
  database.messages.where('[chatId+time]').between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])

/** The time of the `count`th newest message before `before` ('' = from the start). */
async function boundaryBefore(
  database: ChatDatabase,
  chatId: string,
  before: string | null,
  count: number,
): Promise<string> {
  const rows =
    before === null
      ? rowsOf(database, chatId)
      : database.messages.where('[chatId+time]').between([chatId, Dexie.minKey], [chatId, before])
  const oldest = await rows
    .reverse()
    .offset(count - 1)
    .first()
  return oldest?.time ?? ''
}

export interface ThreadWindow {
  /** Oldest first; undefined until the first read. */
  messages: ChatMessageRecord[] | undefined
  hasOlder: boolean
  loadOlder: () => void
}

/**
 * The part of a chat's history on screen: the newest FIRST_WINDOW messages and everything that
 * arrives after them, and OLDER_PAGE more each time the reader reaches the top. The window is
 * bounded by a time, not a count, so a new message adds a row at the bottom without dropping one
 * at the top (which would move what the reader is looking at).
 */
export function useThreadWindow(chatId: string): ThreadWindow {
  const [boundary, setBoundary] = useState<{ chatId: string; time: string } | null>(null)
  const current = boundary?.chatId === chatId ? boundary.time : null

  useEffect(() => {
    let active = true
    boundaryBefore(getChatDatabase(), chatId, null, FIRST_WINDOW)
      .catch(() => '')
      .then((time) => active && setBoundary({ chatId, time }))
    return () => {
      active = false
    }
  }, [chatId])

  const window = useChatQuery(
    async (db) => {
      if (current === null) return undefined
      const [messages, older] = await Promise.all([
        db.messages
          .where('[chatId+time]')
          .between([chatId, current], [chatId, Dexie.maxKey], true, true)
          .toArray(),
        current === ''
          ? Promise.resolve(0)
          : db.messages
              .where('[chatId+time]')
              .between([chatId, Dexie.minKey], [chatId, current], true, false)
              .count(),
      ])
      return { messages, hasOlder: older > 0 }
    },
    [chatId, current],
    { messages: [], hasOlder: false },
  )

  const loadOlder = useCallback(() => {
    if (current === null || current === '') return
    void boundaryBefore(getChatDatabase(), chatId, current, OLDER_PAGE)
      .catch(() => '')
      .then((time) => setBoundary({ chatId, time }))
  }, [chatId, current])

  return { messages: window?.messages, hasOlder: window?.hasOlder ?? false, loadOlder }
}
