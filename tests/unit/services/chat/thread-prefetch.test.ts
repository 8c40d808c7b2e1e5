import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessageRecord } from '@models/chat/chat-records'
import {
  earlyWindowReadKey,
  FIRST_WINDOW,
  type EarlyWindowRead,
} from '@models/chat/chat-first-window'
import {
  forgetThreadWindow,
  prefetchedThreadWindow,
  prefetchThreadWindow,
} from '@/services/chat/thread-prefetch'

const holder = window as unknown as { [earlyWindowReadKey]?: EarlyWindowRead }

/** `count` messages of `chatId`, newest first, as the HTML's read gives them. */
function newestFirst(chatId: string, count: number): ChatMessageRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `s:${chatId}:${index}`,
    chatId,
    serverId: index,
    message: `message ${count - index}`,
    time: new Date(Date.UTC(2024, 0, 1) - index * 60_000).toISOString(),
    senderId: 7,
    type: 'chat',
    heart: false,
    seen: true,
    delivery: 'sent',
  }))
}

afterEach(() => {
  holder[earlyWindowReadKey] = undefined
})

describe('the first window of the chat in the address', () => {
  it('takes the read the HTML started for the chat, and settles when it is here', async () => {
    let read = (_: ChatMessageRecord[]) => {}
    const rows = new Promise<ChatMessageRecord[]>((resolve) => (read = resolve))
    holder[earlyWindowReadKey] = { chatId: 'whatsapp:31', rows }

    let settled = false
    const reading = prefetchThreadWindow('whatsapp:31').then(() => (settled = true))
    expect(holder[earlyWindowReadKey]).toBeUndefined()
    await new Promise((wait) => setTimeout(wait, 10))
    expect(settled).toBe(false)

    // This device holds no history here: only the HTML's read can have given these.
    read(newestFirst('whatsapp:31', FIRST_WINDOW + 1))
    await reading
    const window = prefetchedThreadWindow('whatsapp:31')
    expect(window?.hasOlder).toBe(true)
    expect(window?.messages).toHaveLength(FIRST_WINDOW)
    expect(window?.messages.at(-1)?.message).toBe(`message ${FIRST_WINDOW + 1}`)
    // Asked again while it is held: the same read, not another.
    await expect(prefetchThreadWindow('whatsapp:31')).resolves.toBeUndefined()
    forgetThreadWindow('whatsapp:31')
  })

  it('drops a read of another chat, which would be out of date by the time that chat opens', async () => {
    holder[earlyWindowReadKey] = {
      chatId: 'whatsapp:32',
      rows: Promise.resolve(newestFirst('whatsapp:32', 3)),
    }
    await prefetchThreadWindow('whatsapp:33')
    expect(holder[earlyWindowReadKey]).toBeUndefined()
    // Read from this device's history, which has no such chat.
    expect(prefetchedThreadWindow('whatsapp:33')).toBeUndefined()
    await prefetchThreadWindow('whatsapp:32')
    expect(prefetchedThreadWindow('whatsapp:32')).toBeUndefined()
  })
})
