import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import { LocalDatabase } from '@/services/local-store/local-database'
import type { ChatDomainEvent } from '@models/chat/chat-events'
import { record } from '@/services/local-store/projector'

/*
 * The open thread against the server, as the app meets them: the user's messages are queued, then
 * acknowledged by the server; the contact's messages are pushed; the thread is fetched (on opening,
 * and 500 ms after each push). Each answer is recorded whenever it lands, and answers overtake one
 * another: a thread fetched before a send reached the server can be recorded after the send's
 * acknowledgement. Whatever the order, every message the server acknowledged or pushed must be
 * in the local thread once all answers are in, without one more load.
 */

const chatId = 'whatsapp:7'
const self = 1
const contact = 7

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`thread-merge-${counter}`)
})

afterEach(async () => {
  await database.delete()
})

type Step =
  /** The user writes a message: queued here, stored by the server, its answer on the way. */
  | { kind: 'send' }
  /** The contact writes: stored by the server, its push on the way. */
  | { kind: 'push' }
  /** The thread is fetched: the server's thread as it is now, its answer on the way. */
  | { kind: 'fetch' }
  /** One answer on the way lands and is recorded (which one: `pick` among them). */
  | { kind: 'land'; pick: number }

const steps = fc.array(
  fc.oneof(
    fc.constant<Step>({ kind: 'send' }),
    fc.constant<Step>({ kind: 'push' }),
    fc.constant<Step>({ kind: 'fetch' }),
    fc.nat().map<Step>((pick) => ({ kind: 'land', pick })),
  ),
  { maxLength: 40 },
)

/** Plays the steps; answers still on the way at the end land in order. Returns the server thread. */
async function play(plan: Step[]): Promise<ChatMessageRecord[]> {
  const server: ChatMessageRecord[] = []
  const onTheWay: ChatDomainEvent[] = []
  let clock = 0
  const now = () => new Date(Date.UTC(2026, 10, 20, 10, 0, clock++)).toISOString()
  const store = (fields: Pick<ChatMessageRecord, 'key' | 'senderId' | 'message'>) => {
    const serverId = server.length + 1
    const message: ChatMessageRecord = {
      ...fields,
      chatId,
      serverId,
      time: now(),
      type: 'chat',
      heart: false,
      seen: true,
      delivery: 'sent',
    }
    server.push(message)
    return message
  }

  for (const step of plan) {
    if (step.kind === 'send') {
      const kid = `kid-${server.length + 1}-${clock}`
      const text = `sent ${kid}`
      await record(database, [
        {
          type: 'chat.message.queued',
          at: now(),
          kid,
          chatId,
          chatType: 'whatsapp',
          contactId: contact,
          senderId: self,
          message: text,
          messageType: 'chat',
        },
      ])
      const stored = store({ key: kid, senderId: self, message: text })
      onTheWay.push({ type: 'chat.message.sent', at: now(), kid, message: { ...stored, kid } })
    } else if (step.kind === 'push') {
      const stored = store({ key: `s:${server.length + 1}`, senderId: contact, message: 'hi' })
      onTheWay.push({
        type: 'chat.message.received',
        at: now(),
        chatId,
        chatType: 'whatsapp',
        contactId: contact,
        message: stored,
        seen: true,
      })
    } else if (step.kind === 'fetch') {
      onTheWay.push({
        type: 'chat.thread.received',
        at: now(),
        chatId,
        chatType: 'whatsapp',
        contactId: contact,
        messages: server.map((message) => ({ ...message })),
        seenIds: { idu: contact, idwb: 101, idme: null },
      })
    } else if (onTheWay.length > 0) {
      const [landed] = onTheWay.splice(step.pick % onTheWay.length, 1)
      await record(database, [landed!])
    }
  }
  for (const landed of onTheWay) await record(database, [landed])
  return server
}

describe('the open thread against the server', () => {
  it('holds every message the server acknowledged or pushed, in whatever order the answers land', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan) => {
        await database.messages.clear()
        await database.chats.clear()
        await database.outbox.clear()
        const server = await play(plan)
        const local = await database.messages.where('chatId').equals(chatId).toArray()
        const shown = new Map(local.map((row) => [row.key, row]))
        for (const message of server) {
          expect(shown.get(message.key), `${message.message} is in the thread`).toMatchObject({
            serverId: message.serverId,
            delivery: 'sent',
          })
        }
        expect(local).toHaveLength(server.length)
      }),
      { numRuns: 100 },
    )
  }, 120_000)

  // The shortest case fast-check finds on the projector before the fix: the thread fetched before
  // a send reached the server is recorded after the send's acknowledgement.
  it('keeps a message acknowledged after the thread answer it is missing from was fetched', async () => {
    const server = await play([
      { kind: 'fetch' },
      { kind: 'send' },
      { kind: 'land', pick: 1 },
      { kind: 'land', pick: 0 },
    ])
    const local = await database.messages.toArray()
    expect(local.map((row) => row.key)).toEqual(server.map((message) => message.key))
  })
})
