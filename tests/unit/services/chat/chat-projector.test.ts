import 'fake-indexeddb/auto'
import * as fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import { LocalDatabase } from '@/services/local-store/local-database'
import type { ChatDomainEvent, ThreadReceived } from '@models/chat/chat-events'
import { rebuildProjections, record } from '@/services/local-store/projector'

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`projector-test-${counter}`)
})

afterEach(async () => {
  await database.delete()
})

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`

function serverMessage(
  id: number,
  chatId: string,
  from: number,
  minute: number,
  seen = false,
): ChatMessageRecord {
  return {
    key: `s:${id}`,
    chatId,
    serverId: id,
    message: `message ${id}`,
    time: at(minute),
    senderId: from,
    type: 'chat',
    heart: false,
    seen,
    delivery: 'sent',
  }
}

const ada = { id: 7, fullName: 'Ada Lovelace', role: 'client', status: 'online' as const }

const chatsReceived: ChatDomainEvent = {
  type: 'chat.chats.received',
  at: at(0),
  chatType: 'whatsapp',
  contacts: [ada],
  chats: [
    {
      contactId: 7,
      unseenMsgs: 2,
      lastMessage: { message: 'message 2', type: 'chat', time: at(2) },
    },
  ],
}

const threadReceived: ChatDomainEvent = {
  type: 'chat.thread.received',
  at: at(3),
  chatId: 'whatsapp:7',
  chatType: 'whatsapp',
  contactId: 7,
  messages: [serverMessage(1, 'whatsapp:7', 7, 1), serverMessage(2, 'whatsapp:7', 7, 2)],
  seenIds: { idu: 7, idwb: 101, idme: null },
}

function queued(kid: string, minute: number, contactId = 7): ChatDomainEvent {
  return {
    type: 'chat.message.queued',
    at: at(minute),
    kid,
    chatId: `whatsapp:${contactId}`,
    chatType: 'whatsapp',
    contactId,
    senderId: 1,
    message: `text ${kid}`,
    messageType: 'chat',
  }
}

async function snapshot(db: LocalDatabase) {
  return {
    contacts: await db.contacts.toArray(),
    chats: await db.chats.toArray(),
    messages: await db.messages.toArray(),
    outbox: await db.outbox.toArray(),
  }
}

describe('the chat projector', () => {
  it('appends every event to the journal in order', async () => {
    await record(database, [chatsReceived, threadReceived])
    const journal = await database.journal.orderBy('seq').toArray()
    expect(journal.map((entry) => entry.event.type)).toEqual([
      'chat.chats.received',
      'chat.thread.received',
    ])
  })

  it('lists a page of chats with their contacts, unseen counts and previews', async () => {
    await record(database, [chatsReceived])
    // Stored with the group and sort key the list's index reads.
    expect(await database.contacts.get(7)).toEqual({
      ...ada,
      group: 'client',
      nameKey: 'ada lovelace',
    })
    expect(await database.chats.get('whatsapp:7')).toMatchObject({
      chatType: 'whatsapp',
      userId: 7,
      unseenMsgs: 2,
      lastAt: at(2),
      lastMessage: { message: 'message 2', pending: false },
    })
  })

  it('sets a chat unseen count to 0 and its messages seen when it is opened', async () => {
    await record(database, [chatsReceived, threadReceived])
    expect((await database.chats.get('whatsapp:7'))?.unseenMsgs).toBe(2)
    await record(database, [{ type: 'chat.opened', at: at(4), chatId: 'whatsapp:7' }])
    expect((await database.chats.get('whatsapp:7'))?.unseenMsgs).toBe(0)
    expect((await database.messages.toArray()).every((message) => message.seen)).toBe(true)
  })

  it('writes a queued message once, however often the same key is queued', async () => {
    await record(database, [queued('k1', 5), queued('k1', 6)])
    expect(await database.messages.count()).toBe(1)
    expect(await database.outbox.count()).toBe(1)
    expect(await database.messages.get('k1')).toMatchObject({ delivery: 'pending', time: at(5) })
  })

  it('creates the chat of a contact who had none with the first queued message', async () => {
    await record(database, [queued('k1', 5, 100)])
    expect(await database.chats.get('whatsapp:100')).toMatchObject({
      userId: 100,
      lastMessage: { message: 'text k1', pending: true },
    })
  })

  it('replaces a pending message with the server copy once sent, under the same key', async () => {
    await record(database, [queued('k1', 5)])
    await record(database, [
      {
        type: 'chat.message.sent',
        at: at(6),
        kid: 'k1',
        message: { ...serverMessage(90, 'whatsapp:7', 1, 6), key: 'k1', kid: 'k1' },
      },
    ])
    expect(await database.outbox.count()).toBe(0)
    expect(await database.messages.get('k1')).toMatchObject({ serverId: 90, delivery: 'sent' })
    expect((await database.chats.get('whatsapp:7'))?.lastMessage?.pending).toBe(false)
  })

  it('marks a message failed after a final failure and pending again on retry', async () => {
    await record(database, [queued('k1', 5)])
    await record(database, [
      { type: 'chat.message.failed', at: at(6), kid: 'k1', attempts: 5, final: true },
    ])
    expect(await database.messages.get('k1')).toMatchObject({ delivery: 'failed' })
    expect(await database.outbox.get('k1')).toMatchObject({ state: 'failed', attempts: 5 })
    await record(database, [{ type: 'chat.message.retried', at: at(7), kid: 'k1' }])
    expect(await database.messages.get('k1')).toMatchObject({ delivery: 'pending' })
    expect(await database.outbox.get('k1')).toMatchObject({ state: 'queued', attempts: 0 })
  })

  it('keeps what is still on its way when the server thread replaces the server copies', async () => {
    const third = serverMessage(3, 'whatsapp:7', 7, 3)
    await record(database, [
      chatsReceived,
      { ...threadReceived, messages: [...(threadReceived as ThreadReceived).messages, third] },
      queued('k1', 5),
    ])
    // Message 2 is gone from the server: its copy here goes; what is still on its way stays.
    await record(database, [
      {
        ...threadReceived,
        at: at(6),
        messages: [serverMessage(1, 'whatsapp:7', 7, 1), third],
      } as ChatDomainEvent,
    ])
    const keys = (await database.messages.toArray()).map((message) => message.key).sort()
    expect(keys).toEqual(['k1', 's:1', 's:3'])
  })

  it('keeps the history older than the server answer, which does not speak of it', async () => {
    await record(database, [chatsReceived, threadReceived])
    await record(database, [
      {
        ...threadReceived,
        at: at(6),
        messages: [serverMessage(2, 'whatsapp:7', 7, 2), serverMessage(4, 'whatsapp:7', 7, 4)],
      } as ChatDomainEvent,
    ])
    const keys = (await database.messages.toArray()).map((message) => message.key).sort()
    expect(keys).toEqual(['s:1', 's:2', 's:4'])
  })

  it('counts a pushed message once as unseen, and not at all when its chat is open', async () => {
    await record(database, [
      chatsReceived,
      threadReceived,
      { type: 'chat.opened', at: at(4), chatId: 'whatsapp:7' },
    ])
    const pushed = (id: number, seen: boolean): ChatDomainEvent => ({
      type: 'chat.message.received',
      at: at(8),
      chatId: 'whatsapp:7',
      chatType: 'whatsapp',
      contactId: 7,
      message: serverMessage(id, 'whatsapp:7', 7, 8),
      seen,
    })
    await record(database, [pushed(50, false), pushed(50, false)])
    expect((await database.chats.get('whatsapp:7'))?.unseenMsgs).toBe(1)
    await record(database, [pushed(51, true)])
    expect((await database.chats.get('whatsapp:7'))?.unseenMsgs).toBe(1)
    expect((await database.chats.get('whatsapp:7'))?.lastMessage?.message).toBe('message 51')
  })

  it('sets a heart and sets it back', async () => {
    await record(database, [chatsReceived, threadReceived])
    await record(database, [
      { type: 'chat.message.hearted', at: at(5), messageKey: 's:1', heart: true },
    ])
    expect((await database.messages.get('s:1'))?.heart).toBe(true)
    await record(database, [
      { type: 'chat.message.hearted', at: at(6), messageKey: 's:1', heart: false },
    ])
    expect((await database.messages.get('s:1'))?.heart).toBe(false)
  })

  it('rebuilds the same tables from the journal', async () => {
    await record(database, [chatsReceived, threadReceived, queued('k1', 5), queued('k2', 6, 100)])
    await record(database, [{ type: 'chat.opened', at: at(7), chatId: 'whatsapp:7' }])
    const before = await snapshot(database)
    await rebuildProjections(database)
    expect(await snapshot(database)).toEqual(before)
  })
})

describe('replaying the journal', () => {
  const contactId = fc.constantFrom(7, 8, 100)
  const minute = fc.integer({ min: 0, max: 59 })
  const kid = fc.constantFrom('a', 'b', 'c', 'd')
  const event: fc.Arbitrary<ChatDomainEvent> = fc.oneof(
    fc.record({ id: contactId, minute }).map(({ id, minute: m }) => ({
      ...threadReceived,
      at: at(m),
      chatId: `whatsapp:${id}`,
      contactId: id,
      messages: [
        serverMessage(id * 10, `whatsapp:${id}`, id, m),
        serverMessage(id * 10 + 1, `whatsapp:${id}`, 1, m),
      ],
    })),
    fc.record({ id: contactId, minute }).map(({ id, minute: m }) => ({
      ...chatsReceived,
      at: at(m),
      contacts: [{ ...ada, id }],
      chats: [
        {
          contactId: id,
          unseenMsgs: m % 3,
          lastMessage: { message: 'x', type: 'chat', time: at(m) },
        },
      ],
    })),
    fc.record({ id: contactId, minute }).map(({ id, minute: m }) => ({
      type: 'chat.opened' as const,
      at: at(m),
      chatId: `whatsapp:${id}`,
    })),
    fc.record({ k: kid, id: contactId, minute }).map(({ k, id, minute: m }) => queued(k, m, id)),
    fc.record({ k: kid, minute, final: fc.boolean() }).map(({ k, minute: m, final }) => ({
      type: 'chat.message.failed' as const,
      at: at(m),
      kid: k,
      attempts: 1,
      final,
    })),
    fc
      .record({ k: kid, minute })
      .map(({ k, minute: m }) => ({ type: 'chat.message.retried' as const, at: at(m), kid: k })),
    fc
      .record({ id: contactId, minute, seen: fc.boolean(), n: fc.integer({ min: 1, max: 3 }) })
      .map(({ id, minute: m, seen, n }) => ({
        type: 'chat.message.received' as const,
        at: at(m),
        chatId: `whatsapp:${id}`,
        chatType: 'whatsapp' as const,
        contactId: id,
        message: serverMessage(1000 + n, `whatsapp:${id}`, id, m),
        seen,
      })),
  )

  it('gives the same projections as recording, for any sequence of events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(event, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
        async (batches) => {
          await database.delete()
          await database.open()
          for (const batch of batches) await record(database, batch)
          const recorded = await snapshot(database)
          await rebuildProjections(database)
          expect(await snapshot(database)).toEqual(recorded)
        },
      ),
      { numRuns: 60 },
    )
    // 60 runs of IndexedDB writes in memory: seconds on a busy machine.
  }, 60_000)
})
