import { afterEach, describe, expect, it } from 'vitest'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import { deleteLocalDatabase, getLocalDatabase } from '@/services/local-store/local-database'
import {
  earlyWindowReadKey,
  FIRST_WINDOW,
  type EarlyWindowRead,
} from '@models/chat/chat-first-window'
import { readFirstWindow } from '@/services/chat/first-window-read'
import { routeAt, routeTable } from '@/app/routes/route-table'
import { USER_DATA_KEY } from '@/services/session/session-keys'
import { chatWindowScript, messagingPaths } from '../../../vite/chat-window-preload.plugin'
import { routeSources } from '../../../vite/route-declarations'

const paths = messagingPaths(routeSources(routeTable))
const holder = window as unknown as { [earlyWindowReadKey]?: EarlyWindowRead }

/** `count` messages of `chatId`, a minute apart. */
function messagesOf(chatId: string, count: number): ChatMessageRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `s:${chatId}:${String(index).padStart(4, '0')}`,
    chatId,
    serverId: index,
    message: `message ${index}`,
    time: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
    senderId: index % 2 ? 1 : 7,
    type: 'chat',
    heart: false,
    seen: true,
    delivery: 'sent',
  }))
}

/** Loads the page at `address` as far as the HTML's inline script: what it leaves on `window`. */
function runScriptAt(address: string, signedIn = true): EarlyWindowRead | undefined {
  window.history.replaceState(null, '', address)
  if (signedIn) localStorage.setItem(USER_DATA_KEY, '{"id":1}')
  new Function(chatWindowScript(paths))()
  return holder[earlyWindowReadKey]
}

afterEach(async () => {
  holder[earlyWindowReadKey] = undefined
  window.history.replaceState(null, '', '/')
  await deleteLocalDatabase()
})

describe("the HTML's read of the chat in the address", () => {
  it('knows the messaging routes from the route table', () => {
    expect(paths).toEqual(['/apps/message/whatsapp', '/apps/message/live_chat'])
    for (const path of paths) expect(routeAt(path).path).toBe(path)
  })

  it("reads the open chat's newest messages as the thread does, for a stored session", async () => {
    await getLocalDatabase().messages.bulkAdd([
      ...messagesOf('whatsapp:7', 150),
      ...messagesOf('live:7', 3),
    ])
    getLocalDatabase().close()

    const whatsApp = runScriptAt('/apps/message/whatsapp?contact=7')
    expect(whatsApp?.chatId).toBe('whatsapp:7')
    const rows = await whatsApp!.rows
    expect(rows).toHaveLength(FIRST_WINDOW + 1)
    // Newest first: the window the thread shows, read without the app's code.
    expect([...rows!].reverse().slice(1)).toEqual(
      (await readFirstWindow('whatsapp:7', 1))?.messages,
    )

    // The router's way with the path: any letter case, a trailing slash.
    const live = runScriptAt('/Apps/Message/Live_Chat/?contact=7')
    expect(live?.chatId).toBe('live:7')
    expect(await live!.rows).toHaveLength(3)
  })

  it("reads nothing of another user's store (one whose session ended without a logout)", async () => {
    const database = getLocalDatabase()
    await database.messages.bulkAdd(messagesOf('whatsapp:7', 3))
    await database.meta.put({ key: 'owner', userId: 2 })
    database.close()
    expect(await runScriptAt('/apps/message/whatsapp?contact=7')!.rows).toBeUndefined()
  })

  it('reads nothing without a session, without a chat in the address or on another page', () => {
    expect(runScriptAt('/apps/message/whatsapp?contact=7', false)).toBeUndefined()
    expect(runScriptAt('/apps/message/whatsapp')).toBeUndefined()
    expect(runScriptAt('/apps/message/whatsapp?contact=abc')).toBeUndefined()
    expect(runScriptAt('/apps/message/whatsapp?contact=-3')).toBeUndefined()
    expect(runScriptAt('/apps/chat?contact=7')).toBeUndefined()
    expect(runScriptAt('/apps/tickets?contact=7')).toBeUndefined()
  })

  it('gives nothing, and creates no history, on a device that has none', async () => {
    const early = runScriptAt('/apps/message/whatsapp?contact=7')
    expect(await early?.rows).toBeUndefined()
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain('chat-history')
  })
})
