import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import {
  LOCAL_DATABASE_NAME,
  deleteLocalDatabase,
  getLocalDatabase,
} from '@/services/local-store/local-database'
import { FIRST_WINDOW, firstWindowOf } from '@models/chat/chat-first-window'
import { readFirstWindow } from '@/services/chat/first-window-read'

afterEach(async () => {
  await deleteLocalDatabase()
})

const chatId = 'whatsapp:7'
/** The signed-in user whose store is read. */
const owner = 1

/** `count` messages of a chat a minute apart from `start`; every third pair shares its time. */
function messagesOf(id: string, count: number, start = Date.UTC(2024, 0, 1)): ChatMessageRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `s:${id}:${String(index).padStart(5, '0')}`,
    chatId: id,
    serverId: index,
    message: `message ${index}`,
    time: new Date(start + Math.floor(index / (index % 3 === 0 ? 1 : 2)) * 60_000).toISOString(),
    senderId: index % 2 ? 1 : 7,
    type: 'chat',
    heart: false,
    seen: true,
    delivery: 'sent',
  }))
}

/** The window as the thread reads it through Dexie (use-thread-window.ts). */
async function readThroughDexie(id: string) {
  const newestFirst = await getLocalDatabase()
    .messages.where('[chatId+time]')
    .between([id, Dexie.minKey], [id, Dexie.maxKey])
    .reverse()
    .limit(FIRST_WINDOW + 1)
    .toArray()
  return firstWindowOf(newestFirst)
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((database) => database.name ?? [])
}

/**
 * A browser reads backwards with a limit in one round trip (IndexedDB 3's `getAllRecords`), or,
 * without it, in three; both give the same window.
 */
const browsers = [
  { name: 'with getAllRecords', readsRecords: true },
  { name: 'without getAllRecords', readsRecords: false },
]

describe.each(browsers)("reading a chat's first window without Dexie, $name", (browser) => {
  let hidden: PropertyDescriptor | undefined
  beforeEach(() => {
    if (!browser.readsRecords) {
      hidden = Object.getOwnPropertyDescriptor(IDBIndex.prototype, 'getAllRecords')
      delete (IDBIndex.prototype as { getAllRecords?: unknown }).getAllRecords
    }
    expect('getAllRecords' in IDBIndex.prototype).toBe(browser.readsRecords)
  })
  afterEach(() => {
    if (hidden) Object.defineProperty(IDBIndex.prototype, 'getAllRecords', hidden)
    hidden = undefined
  })

  it('reads what the thread reads through Dexie, for a long chat and a short one', async () => {
    const database = getLocalDatabase()
    await database.messages.bulkAdd([
      ...messagesOf(chatId, 450),
      ...messagesOf('whatsapp:8', 30),
      ...messagesOf('live:7', 200, Date.UTC(2025, 0, 1)),
    ])

    const long = await readFirstWindow(chatId, owner)
    expect(long).toEqual(await readThroughDexie(chatId))
    expect(long?.messages).toHaveLength(FIRST_WINDOW)
    expect(long?.hasOlder).toBe(true)
    expect(long?.messages.every((message) => message.chatId === chatId)).toBe(true)

    const short = await readFirstWindow('whatsapp:8', owner)
    expect(short).toEqual(await readThroughDexie('whatsapp:8'))
    expect(short).toMatchObject({ hasOlder: false, from: '' })
    expect(short?.messages).toHaveLength(30)
  })

  it('cuts the window where the thread does when messages share the time at its edge', async () => {
    const sameMinute = messagesOf(chatId, 160).map((message, index) => ({
      ...message,
      time:
        index < 150
          ? '2024-01-01T10:00:00.000Z'
          : `2024-01-01T10:${String(index - 149).padStart(2, '0')}:00.000Z`,
    }))
    await getLocalDatabase().messages.bulkAdd(sameMinute)
    const read = await readFirstWindow(chatId, owner)
    expect(read).toEqual(await readThroughDexie(chatId))
    expect(read?.hasOlder).toBe(true)
  })

  it('finds no window in a chat without messages', async () => {
    await getLocalDatabase().messages.bulkAdd(messagesOf(chatId, 5))
    expect(await readFirstWindow('whatsapp:99', owner)).toEqual({
      messages: [],
      hasOlder: false,
      from: '',
    })
  })

  it('gives nothing, and creates no history, on a device that has none', async () => {
    await deleteLocalDatabase()
    expect(await databaseNames()).not.toContain(LOCAL_DATABASE_NAME)
    expect(await readFirstWindow(chatId, owner)).toBeUndefined()
    expect(await databaseNames()).not.toContain(LOCAL_DATABASE_NAME)
  })

  it('gives nothing without IndexedDB', async () => {
    await getLocalDatabase().messages.bulkAdd(messagesOf(chatId, 5))
    expect(await readFirstWindow(chatId, owner, null)).toBeUndefined()
  })

  it('gives nothing from a store that names another user, and the rows from one that names this user', async () => {
    const database = getLocalDatabase()
    await database.messages.bulkAdd(messagesOf(chatId, 5))
    await database.meta.put({ key: 'owner', userId: owner + 1 })
    expect(await readFirstWindow(chatId, owner)).toBeUndefined()
    await database.meta.put({ key: 'owner', userId: owner })
    expect((await readFirstWindow(chatId, owner))?.messages).toHaveLength(5)
    expect(await readFirstWindow(chatId, null)).toBeUndefined()
  })

  it('lets the app open the history while reading, and let go of it afterwards', async () => {
    await getLocalDatabase().messages.bulkAdd(messagesOf(chatId, 120))
    getLocalDatabase().close()
    const read = readFirstWindow(chatId, owner)
    await getLocalDatabase().open()
    expect((await read)?.messages).toHaveLength(FIRST_WINDOW)
    // Deleting waits for every connection to close: the read's is.
    await deleteLocalDatabase()
    expect(await databaseNames()).not.toContain(LOCAL_DATABASE_NAME)
  })
})
