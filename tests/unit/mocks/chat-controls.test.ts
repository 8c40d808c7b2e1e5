import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  chatThreadSchema,
  incomingMessageSchema,
  type IncomingMessage,
} from '@models/chat/chat-api'
import { defaultIncomingIntervalMs } from '@mocks/chat/chat-incoming'
import { pingIntervalMs } from '@mocks/chat/chat-stream'
import { chatThreads } from '@mocks/chat/chat-threads'
import { resetAllStores } from '@mocks/server/store'
import { chatControlHandlers } from '@mocks/chat/chat-controls.handlers'
import { demoHandlers } from '@mocks/server/demo.handlers'
import { messageHandlers } from '@mocks/chat/messages.handlers'
import { admin, client, signedIn } from './chat-requests'
import { demoRequest, postJson } from './demo-request'

const handlers = [...messageHandlers, ...chatControlHandlers, ...demoHandlers]

const openStreams: AbortController[] = []

afterEach(() => {
  // Closing the streams first stops their timers under the clock that started them.
  openStreams.splice(0).forEach((controller) => controller.abort())
  vi.useRealTimers()
  resetAllStores()
})

/** Opens the event stream as EventSource does (token in the query) and reads it chunk by chunk. */
async function openStream(userId: number, token?: string) {
  const controller = new AbortController()
  openStreams.push(controller)
  const accessToken = token ?? (await signedIn(handlers, userId)).token
  const response = await demoRequest(
    handlers,
    `/wm/v3/messages/stream?user_df=${userId}&token=${accessToken}`,
    { signal: controller.signal },
  )
  const reader = response.body?.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  /** Reads until the text received so far holds `count` blocks matching `pattern`. */
  async function readUntil(pattern: RegExp, count = 1): Promise<string> {
    const matches = () => buffer.match(new RegExp(pattern.source, 'g'))?.length ?? 0
    while (reader && matches() < count) {
      const { done, value } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
    }
    return buffer
  }
  return { response, reader, controller, readUntil }
}

/** The incoming messages of a stream's text. */
function events(text: string): IncomingMessage[] {
  return [...text.matchAll(/event: message\ndata: (.+)\n\n/g)].map((match) =>
    z.parse(incomingMessageSchema, JSON.parse(match[1] ?? '')),
  )
}

const push = (body: unknown) => demoRequest(handlers, '/api/demo/chat/push', postJson(body))
const setInterval = (intervalMs: unknown) =>
  demoRequest(handlers, '/api/demo/chat/incoming', postJson({ intervalMs }))
const totalMessages = () =>
  [...chatThreads.get().threads.values()].reduce((sum, t) => sum + t.messages.length, 0)

describe('event stream (GET messages/stream)', () => {
  it('answers an open text/event-stream that is not cached', async () => {
    const stream = await openStream(admin)
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream')
    expect(stream.response.headers.get('cache-control')).toBe('no-cache')
    expect(await stream.readUntil(/: connected\n\n/)).toBe(': connected\n\n')
  })

  it('delivers a pushed message to the open stream', async () => {
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    const answer = await push({ contactId: 9, message: 'Is my order on its way?' })
    expect(answer.status).toBe(200)
    const { pushed } = (await answer.json()) as { pushed: number[] }
    const [event] = events(await stream.readUntil(/event: message/))
    expect(event).toMatchObject({
      chat_type: 'whatsapp',
      contact_id: 9,
      message: { id: pushed[0], message: 'Is my order on its way?', from: 9, message_seen: 'no' },
    })
  })

  it("delivers only to the addressed user's streams", async () => {
    const adminStream = await openStream(admin)
    const clientStream = await openStream(client)
    await push({ userId: client, chatType: 'live', contactId: 5, message: 'For the client' })
    await push({ userId: admin, contactId: 9, message: 'For the admin' })
    const [forAdmin] = events(await adminStream.readUntil(/event: message/))
    const [forClient] = events(await clientStream.readUntil(/event: message/))
    expect(forAdmin?.message.message).toBe('For the admin')
    expect(forClient?.message.message).toBe('For the client')
  })

  it('pushes what a user sends to the contact when the contact is a demo user with a stream open', async () => {
    const clientStream = await openStream(client)
    const api = await signedIn(handlers, admin)
    await api.post('/wm/v3/messages/send', { message: 'Hi Jane', user_id: '2', chat_type: 'live' })
    const [event] = events(await clientStream.readUntil(/event: message/))
    expect(event).toMatchObject({ chat_type: 'live', contact_id: admin, message: { from: admin } })
  })

  it('sends a ping comment every 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    vi.advanceTimersByTime(pingIntervalMs)
    expect(await stream.readUntil(/: ping\n\n/)).toContain(': ping\n\n')
  })

  it('closes and stops its timers when the request is aborted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    stream.controller.abort()
    expect(await stream.reader?.read()).toEqual({ done: true, value: undefined })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('refuses a stream without a token (401) or for another user (403)', async () => {
    const anonymous = await demoRequest(handlers, '/wm/v3/messages/stream?user_df=1')
    expect(anonymous.status).toBe(401)
    const token = (await signedIn(handlers, client)).token
    const foreign = await demoRequest(handlers, `/wm/v3/messages/stream?user_df=1&token=${token}`)
    expect(foreign.status).toBe(403)
  })
})

describe('push control (POST /api/demo/chat/push)', () => {
  it('appends the messages to the thread, unseen, creating it if needed', async () => {
    const answer = await push({ userId: admin, chatType: 'live', contactId: 100, count: 3 })
    const { pushed } = (await answer.json()) as { pushed: number[] }
    expect(pushed).toHaveLength(3)
    const api = await signedIn(handlers, admin)
    const response = await api.get('/wm/v3/messages/chat-message/100?user_df=1&chat_type=live')
    const thread = z.parse(chatThreadSchema, await response.json())
    expect(thread.data.map((message) => message.id)).toEqual(pushed)
    expect(thread.data.every((message) => message.from === 100)).toBe(true)
    expect(thread.data.every((message) => message.message_seen === 'no')).toBe(true)
    expect(thread.data.every((message) => message.message.length > 0)).toBe(true)
  })

  it('rejects an unknown contact, a count over 50 and a bad chat type', async () => {
    expect((await push({ contactId: 9999 })).status).toBe(400)
    expect((await push({ contactId: 9, count: 51 })).status).toBe(400)
    expect((await push({ contactId: 9, chatType: 'sms' })).status).toBe(400)
  })
})

describe('incoming timer (POST /api/demo/chat/incoming)', () => {
  it('makes a contact of one of the user’s threads write every interval while a stream is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    expect((await setInterval(1000)).status).toBe(200)
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    vi.advanceTimersByTime(2000)
    const arrived = events(await stream.readUntil(/event: message/, 2))
    expect(arrived).toHaveLength(2)
    const contacts = new Set([...chatThreads.get().threads.values()].flatMap((t) => t.members))
    for (const event of arrived) {
      expect(contacts).toContain(event.contact_id)
      expect(event.message).toMatchObject({ from: event.contact_id, message_seen: 'no' })
    }
  })

  it('writes nothing while no stream is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await setInterval(1000)
    const before = totalMessages()
    vi.advanceTimersByTime(5000)
    expect(totalMessages()).toBe(before)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('is turned off by an interval of 0', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await setInterval(0)
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    const before = totalMessages()
    vi.advanceTimersByTime(defaultIncomingIntervalMs * 2)
    expect(totalMessages()).toBe(before)
  })

  it('answers the interval it holds, 45 s by default', async () => {
    const response = await demoRequest(handlers, '/api/demo/chat/incoming')
    expect(await response.json()).toEqual({ intervalMs: 45_000 })
  })

  it('rejects a negative or non-number interval', async () => {
    expect((await setInterval(-1)).status).toBe(400)
    expect((await setInterval('fast')).status).toBe(400)
  })
})

describe('reset (POST /api/demo/reset)', () => {
  it('puts the interval back to its default and the threads back to their seed', async () => {
    const seeded = totalMessages()
    await setInterval(500)
    await push({ contactId: 9, count: 5 })
    expect(totalMessages()).toBe(seeded + 5)
    expect((await demoRequest(handlers, '/api/demo/reset', { method: 'POST' })).status).toBe(204)
    const response = await demoRequest(handlers, '/api/demo/chat/incoming')
    expect(await response.json()).toEqual({ intervalMs: defaultIncomingIntervalMs })
    expect(totalMessages()).toBe(seeded)
  })

  it('does not let the old timer run on after a reset', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    await setInterval(1000)
    const stream = await openStream(admin)
    await stream.readUntil(/: connected/)
    await demoRequest(handlers, '/api/demo/reset', { method: 'POST' })
    const before = totalMessages()
    vi.advanceTimersByTime(5000)
    expect(totalMessages()).toBe(before)
    // The stream stays open across the reset: a push still reaches it.
    await push({ contactId: 9, message: 'After the reset' })
    const [event] = events(await stream.readUntil(/event: message/))
    expect(event?.message.message).toBe('After the reset')
  })
})
