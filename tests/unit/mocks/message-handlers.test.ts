import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  chatThreadSchema,
  contactDirectorySchema,
  sentMessageSchema,
  userChatPageSchema,
  type ApiUserChat,
  type ChatType,
} from '@models/chat/chat-api'
import { chatPeople, directorySize, supportTeamId } from '@mocks/chat/chat-people'
import {
  adminLiveContacts,
  adminWhatsAppContacts,
  bulkThreadContactId,
} from '@mocks/chat/chat-thread-seed'
import { chatThreads } from '@mocks/chat/chat-threads'
import { resetAllStores } from '@mocks/server/store'
import { whatsAppConnection } from '@mocks/chat/whatsapp-connection'
import { messageHandlers } from '@mocks/chat/messages.handlers'
import { admin, client, formData, signedIn } from './chat-requests'
import { demoRequest } from './demo-request'

const handlers = messageHandlers

afterEach(() => {
  resetAllStores()
})

async function page(userId: number, chatType: ChatType, number = 1) {
  const api = await signedIn(handlers, userId)
  const response = await api.get(
    `/wm/v3/messages/list-user-chat?page=${number}&user_df=${userId}&chat_type=${chatType}`,
  )
  expect(response.status).toBe(200)
  return z.parse(userChatPageSchema, await response.json())
}

/** Follows next_page_url from page 1 to the end, as the client does. */
async function allChats(userId: number, chatType: ChatType): Promise<ApiUserChat[]> {
  const api = await signedIn(handlers, userId)
  const chats: ApiUserChat[] = []
  let next: string | null | undefined =
    `/wm/v3/messages/list-user-chat?page=1&user_df=${userId}&chat_type=${chatType}`
  while (next) {
    const url = new URL(next, 'http://localhost')
    const response = await api.get(`${url.pathname}${url.search}`)
    const body = z.parse(userChatPageSchema, await response.json())
    chats.push(...body.data)
    next = body.next_page_url
  }
  return chats
}

async function thread(userId: number, contactId: number, chatType: ChatType = 'whatsapp') {
  const api = await signedIn(handlers, userId)
  const response = await api.get(
    `/wm/v3/messages/chat-message/${contactId}?user_df=${userId}&chat_type=${chatType}`,
  )
  expect(response.status).toBe(200)
  return z.parse(chatThreadSchema, await response.json())
}

async function send(userId: number, fields: Record<string, string>, headers = {}) {
  const api = await signedIn(handlers, userId)
  return api.post('/wm/v3/messages/send', fields, headers)
}

describe('chat list (GET list-user-chat)', () => {
  it('gives every WhatsApp chat of the admin once when paging until next_page_url is empty', async () => {
    const chats = await allChats(admin, 'whatsapp')
    expect(chats).toHaveLength(adminWhatsAppContacts.length)
    expect(new Set(chats.map((chat) => chat.id))).toEqual(new Set(adminWhatsAppContacts))
  })

  it('pages by 20 with the page number, the total and the next page URL', async () => {
    const first = await page(admin, 'whatsapp', 1)
    expect(first.data).toHaveLength(20)
    expect(first).toMatchObject({ current_page: 1, total: 57 })
    const next = new URL(first.next_page_url ?? '')
    expect(next.pathname).toBe('/wm/v3/messages/list-user-chat')
    expect(Object.fromEntries(next.searchParams)).toEqual({
      page: '2',
      user_df: '1',
      chat_type: 'whatsapp',
    })
    const last = await page(admin, 'whatsapp', 3)
    expect(last.data).toHaveLength(17)
    expect(last.next_page_url).toBeNull()
  })

  it('lists the newest last message first', async () => {
    const chats = await allChats(admin, 'live')
    expect(chats).toHaveLength(adminLiveContacts.length)
    const times = chats.map((chat) => chat.last_message_at ?? '')
    expect(times).toEqual([...times].sort().reverse())
  })

  it("gives each chat the contact's fields and a summary of the thread", async () => {
    const [newest] = (await page(admin, 'whatsapp')).data
    expect(newest).toMatchObject({
      id: bulkThreadContactId,
      name: 'Parcelwise Order Alerts',
      user_other_role: 'client',
      unseen_count: 1234,
      last_message_type: 'chat',
    })
    for (const field of ['uuid', 'email', 'ucreated_at', 'country_name', 'status', 'about']) {
      expect(newest).toHaveProperty(field)
    }
    expect(newest?.country_id).toEqual(expect.any(Number))
  })

  it('seeds several admin chats with unseen messages, and people with and without a photo', async () => {
    const chats = await allChats(admin, 'whatsapp')
    expect(chats.filter((chat) => (chat.unseen_count ?? 0) > 0).length).toBeGreaterThan(4)
    expect(chats.some((chat) => chat.image_url === null)).toBe(true)
    expect(chats.some((chat) => chat.image_url?.startsWith('/images/avatars/'))).toBe(true)
  })

  it('gives the client a live and a WhatsApp chat with Support Team, and a few more', async () => {
    const whatsapp = await allChats(client, 'whatsapp')
    const live = await allChats(client, 'live')
    expect(whatsapp.map((chat) => chat.id)).toContain(supportTeamId)
    expect(live.map((chat) => chat.id)).toContain(supportTeamId)
    expect(whatsapp.length + live.length).toBeGreaterThanOrEqual(4)
    const support = whatsapp.find((chat) => chat.id === supportTeamId)
    expect(support).toMatchObject({
      name: 'Support Team',
      user_other_role: 'admin',
      status: 'online',
    })
  })

  it('answers 400 for a chat type that is neither whatsapp nor live', async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/wm/v3/messages/list-user-chat?page=1&user_df=1&chat_type=sms')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { chat_type: ['The chat type must be whatsapp or live.'] },
    })
  })

  it('answers 401 "Unauthorized." without a token', async () => {
    const response = await demoRequest(
      handlers,
      '/wm/v3/messages/list-user-chat?page=1&user_df=1&chat_type=whatsapp',
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it("answers 403 for another user's user_df", async () => {
    const api = await signedIn(handlers, client)
    const response = await api.get('/wm/v3/messages/list-user-chat?page=1&user_df=1&chat_type=live')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'Forbidden' })
  })
})

describe('contact directory (GET list-contact-chat)', () => {
  it('groups everyone but the user and the passed ids by role, sorted by name', async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get(
      '/wm/v3/messages/list-contact-chat?contact_ids[]=3&contact_ids[]=7&user_df=1&chat_type=whatsapp',
    )
    const directory = z.parse(contactDirectorySchema, await response.json())
    const everyone = [...directory.admins, ...directory.clients, ...directory.employees]
    const ids = everyone.map((contact) => contact.id)
    expect(ids).not.toContain(admin)
    expect(ids).not.toContain(3)
    expect(ids).not.toContain(7)
    expect(ids).toHaveLength(directorySize - 3)
    expect(directory.admins.every((contact) => contact.user_other_role === 'admin')).toBe(true)
    expect(directory.clients.every((contact) => contact.user_other_role === 'client')).toBe(true)
    expect(directory.employees.every((contact) => contact.user_other_role === 'employee')).toBe(
      true,
    )
    const names = directory.clients.map((contact) => contact.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it("answers 403 for another user's user_df", async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/wm/v3/messages/list-contact-chat?user_df=2')
    expect(response.status).toBe(403)
  })
})

describe('thread (GET chat-message/{contactId})', () => {
  it('gives the messages oldest first with the channel ids of a WhatsApp thread', async () => {
    const body = await thread(admin, 9)
    expect(body.idu).toBe(9)
    expect(body.idwb).toEqual(expect.any(Number))
    expect(body.idme).toBeNull()
    expect(body.data.length).toBeGreaterThanOrEqual(3)
    expect(body.data.length).toBeLessThanOrEqual(60)
    const times = body.data.map((message) => message.created_at)
    expect(times).toEqual([...times].sort())
    expect(new Set(body.data.map((message) => message.from))).toEqual(new Set([admin, 9]))
  })

  it('gives the live channel id of a live thread', async () => {
    const body = await thread(admin, client, 'live')
    expect(body.idme).toEqual(expect.any(Number))
    expect(body.idwb).toBeNull()
  })

  it('holds 1,250 messages, 1,234 of them unseen, in the bulk thread', async () => {
    const body = await thread(admin, bulkThreadContactId)
    expect(body.data).toHaveLength(1250)
    expect(body.data.filter((message) => message.message_seen === 'no')).toHaveLength(1234)
  })

  it('seeds image messages with their size and a photo under /images/chat', async () => {
    const images = [...chatThreads.get().threads.values()]
      .flatMap((record) => record.messages)
      .filter((message) => message.type === 'image')
    expect(images.length).toBeGreaterThan(3)
    for (const image of images) {
      expect(image.message).toMatch(/^\/images\/chat\/[a-z-]+\.svg$/)
      expect(image.width).toBeGreaterThan(0)
      expect(image.height).toBeGreaterThan(0)
    }
  })

  it('seeds no greeting in the client threads with Support Team', async () => {
    for (const chatType of ['whatsapp', 'live'] as const) {
      const body = await thread(client, supportTeamId, chatType)
      expect(body.data.length).toBeGreaterThan(0)
      expect(body.data.some((message) => message.type === 'greeting')).toBe(false)
    }
  })

  it('gives an empty thread for a contact with no chat yet', async () => {
    const body = await thread(admin, 100)
    expect(body).toEqual({ data: [], idu: 100, idwb: null, idme: null })
  })

  it('answers 404 for an unknown contact', async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/wm/v3/messages/chat-message/9999?user_df=1')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Contact not found' })
  })

  it('gives message ids that are unique across the whole server', () => {
    const ids = [...chatThreads.get().threads.values()].flatMap((record) =>
      record.messages.map((message) => message.id),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('message status (POST change-status-message)', () => {
  it('marks the chat seen when it is opened', async () => {
    const api = await signedIn(handlers, admin)
    const before = (await allChats(admin, 'whatsapp')).find((chat) => chat.id === 51)
    const unseen = before?.unseen_count ?? 0
    expect(unseen).toBeGreaterThan(0)
    const { idwb } = await thread(admin, 51)
    const response = await api.post('/wm/v3/messages/change-status-message', {
      userID: '51',
      userWB: String(idwb),
      userMe: '',
    })
    expect(await response.json()).toEqual({ data: { updated: unseen } })
    const after = (await allChats(admin, 'whatsapp')).find((chat) => chat.id === 51)
    expect(after?.unseen_count).toBe(0)
  })

  it('marks the live thread seen when no WhatsApp channel is given', async () => {
    const api = await signedIn(handlers, client)
    const response = await api.post('/wm/v3/messages/change-status-message', {
      userID: String(admin),
      userWB: '',
      userMe: '7001',
    })
    expect(await response.json()).toEqual({ data: { updated: 1 } })
    const live = await allChats(client, 'live')
    expect(live.find((chat) => chat.id === admin)?.unseen_count).toBe(0)
  })

  it('toggles the heart of a message', async () => {
    const api = await signedIn(handlers, admin)
    const [first] = (await thread(admin, 9)).data
    const id = String(first?.id)
    const on = await api.post('/wm/v3/messages/change-status-message', { id, heart: '1' })
    expect(await on.json()).toEqual({ data: { id: first?.id, heart: 1 } })
    expect((await thread(admin, 9)).data[0]?.heart).toBe(1)
    const off = await api.post('/wm/v3/messages/change-status-message', { id, heart: '0' })
    expect(await off.json()).toEqual({ data: { id: first?.id, heart: 0 } })
    expect((await thread(admin, 9)).data[0]?.heart).toBe(0)
  })

  it("answers 404 for a message of someone else's thread", async () => {
    const [foreign] = (await thread(admin, 9)).data
    const api = await signedIn(handlers, client)
    const response = await api.post('/wm/v3/messages/change-status-message', {
      id: String(foreign?.id),
      heart: '1',
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Message not found' })
  })

  it('answers 400 with errors for a heart that is not 0 or 1, or an empty form', async () => {
    const api = await signedIn(handlers, admin)
    const bad = await api.post('/wm/v3/messages/change-status-message', { id: '1', heart: '2' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: { heart: ['The heart must be 0 or 1.'] } })
    const empty = await api.post('/wm/v3/messages/change-status-message', {})
    expect(empty.status).toBe(400)
    expect(await empty.json()).toHaveProperty('errors')
  })
})

describe('send (POST messages/send)', () => {
  it('creates a chat with the first message to a contact', async () => {
    const response = await send(admin, {
      message: 'Hello!',
      user_id: '100',
      type: 'chat',
      chat_type: 'whatsapp',
    })
    expect(response.status).toBe(201)
    const body = z.parse(sentMessageSchema, await response.json())
    expect(body.chat_created).toBe(true)
    expect(body.data).toMatchObject({
      message: 'Hello!',
      from: admin,
      message_seen: 'no',
      heart: 0,
    })
    const chats = await allChats(admin, 'whatsapp')
    expect(chats[0]).toMatchObject({ id: 100, last_message: 'Hello!', unseen_count: 0 })
    expect((await thread(admin, 100)).data.map((message) => message.id)).toEqual([body.data.id])
  })

  it('adds to an existing chat without creating one', async () => {
    const response = await send(admin, { message: 'Any news?', user_id: '41', chat_type: 'live' })
    const body = z.parse(sentMessageSchema, await response.json())
    expect(body.chat_created).toBe(false)
    expect((await thread(admin, 41, 'live')).data.at(-1)?.id).toBe(body.data.id)
  })

  it('stores nothing new on a second send with the same Idempotency-Key', async () => {
    const fields = { message: 'Only once', user_id: '9', type: 'chat' }
    const headers = { 'Idempotency-Key': 'key-1' }
    const first = z.parse(sentMessageSchema, await (await send(admin, fields, headers)).json())
    const size = (await thread(admin, 9)).data.length
    const again = await send(admin, fields, headers)
    expect(again.status).toBe(200)
    const second = z.parse(sentMessageSchema, await again.json())
    expect(second.data).toEqual(first.data)
    expect(first.data.kid).toBe('key-1')
    expect((await thread(admin, 9)).data).toHaveLength(size)
  })

  it('takes the kid field as the idempotency key too', async () => {
    const fields = { message: 'Retry me', user_id: '9', kid: 'local-42' }
    const first = z.parse(sentMessageSchema, await (await send(admin, fields)).json())
    const second = await send(admin, fields)
    expect(second.status).toBe(200)
    expect(z.parse(sentMessageSchema, await second.json()).data.id).toBe(first.data.id)
  })

  it('stores a greeting as sent from the contact, already seen', async () => {
    const response = await send(client, {
      message: 'Hi! How can we help you today?',
      user_id: String(supportTeamId),
      type: 'greeting',
      chat_type: 'live',
    })
    expect(response.status).toBe(201)
    const body = z.parse(sentMessageSchema, await response.json())
    expect(body.data).toMatchObject({ from: supportTeamId, type: 'greeting', message_seen: 'yes' })
    const live = await allChats(client, 'live')
    expect(live.find((chat) => chat.id === supportTeamId)?.unseen_count).toBe(0)
  })

  it('keeps the size of an image message', async () => {
    const response = await send(admin, {
      message: '/images/chat/parcel.svg',
      user_id: '9',
      type: 'image',
      width: '640',
      height: '480',
    })
    const body = z.parse(sentMessageSchema, await response.json())
    expect(body.data).toMatchObject({ type: 'image', width: 640, height: 480 })
  })

  it('counts a WhatsApp message as WhatsApp activity', async () => {
    const before = Date.parse(whatsAppConnection(admin).last_activity_at ?? '')
    await send(admin, { message: 'Ping', user_id: '9', chat_type: 'whatsapp' })
    const after = Date.parse(whatsAppConnection(admin).last_activity_at ?? '')
    expect(after).toBeGreaterThan(before)
    expect(Date.now() - after).toBeLessThan(5_000)
  })

  it('answers 400 for a blank or too long message', async () => {
    const blank = await send(admin, { message: '   ', user_id: '9' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toEqual({ errors: { message: ['The message field is required.'] } })
    const long = await send(admin, { message: 'x'.repeat(4001), user_id: '9' })
    expect(long.status).toBe(400)
    expect(((await long.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty(
      'message',
    )
  })

  it('answers 400 for a missing contact and 404 for an unknown one', async () => {
    const missing = await send(admin, { message: 'Hi' })
    expect(missing.status).toBe(400)
    const unknown = await send(admin, { message: 'Hi', user_id: '9999' })
    expect(unknown.status).toBe(404)
  })

  it('answers 401 without a token', async () => {
    const response = await demoRequest(handlers, '/wm/v3/messages/send', {
      method: 'POST',
      body: formData({ message: 'Hi', user_id: '9' }),
    })
    expect(response.status).toBe(401)
  })
})

describe('directory', () => {
  it('holds about 120 people, mostly clients, with Support Team as id 5', () => {
    expect(chatPeople).toHaveLength(directorySize)
    const clients = chatPeople.filter((person) => person.role === 'client')
    expect(clients.length).toBeGreaterThan(chatPeople.length / 2)
    expect(chatPeople.find((person) => person.id === 5)).toMatchObject({
      name: 'Support Team',
      role: 'admin',
      status: 'online',
    })
    const statuses = new Set(chatPeople.map((person) => person.status))
    expect(statuses).toEqual(new Set(['online', 'offline', 'busy', 'away']))
  })
})
