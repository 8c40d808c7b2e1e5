import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  chatsAndContactsSchema,
  demoGetChatSchema,
  demoProfileUserId,
  demoProfileUserSchema,
  demoSendAnswerSchema,
} from '@models/chat/demo-chat-api'
import { resetAllStores } from '@mocks/server/store'
import { demoChatHandlers } from '@mocks/chat/demo-chat.handlers'
import { adminRequest, postJson } from './demo-request'

const handlers = demoChatHandlers

afterEach(() => {
  resetAllStores()
})

async function sidebar() {
  const response = await adminRequest(handlers, '/apps/chat/chats-and-contacts')
  expect(response.status).toBe(200)
  return z.parse(chatsAndContactsSchema, await response.json())
}

async function getChat(id: number) {
  const response = await adminRequest(handlers, `/apps/chat/get-chat?id=${id}`)
  expect(response.status).toBe(200)
  return z.parse(demoGetChatSchema, await response.json())
}

const sendMessage = (contactId: number, message: string) =>
  adminRequest(
    handlers,
    '/apps/chat/send-msg',
    postJson({ obj: { message, contact: { id: contactId, fullName: 'ignored' } } }),
  )

describe('demo chat sidebar (GET /apps/chat/chats-and-contacts)', () => {
  it('lists the contacts with a chat newest first, the others apart, and the profile user', async () => {
    const { chatsContacts, contacts, profileUser } = await sidebar()
    expect(profileUser.id).toBe(demoProfileUserId)
    expect(chatsContacts.length).toBeGreaterThan(2)
    expect(chatsContacts.length + contacts.length).toBe(10)
    const times = chatsContacts.map((contact) => contact.chat.lastMessage?.time ?? '')
    expect(times).toEqual([...times].sort().reverse())
    const withChat = new Set(chatsContacts.map((contact) => contact.id))
    expect(contacts.some((contact) => withChat.has(contact.id))).toBe(false)
    expect(chatsContacts.some((contact) => contact.chat.unseenMsgs > 0)).toBe(true)
  })
})

describe('demo chat profile (/apps/chat/users/profile-user)', () => {
  it('answers the profile user, sender id 11', async () => {
    const response = await adminRequest(handlers, '/apps/chat/users/profile-user')
    expect(z.parse(demoProfileUserSchema, await response.json()).id).toBe(11)
  })

  it('updates the status, about line and settings', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/chat/users/profile-user',
      postJson({ status: 'busy', about: 'In a meeting', settings: { isNotificationsOn: true } }),
    )
    const profile = z.parse(demoProfileUserSchema, await response.json())
    expect(profile).toMatchObject({
      status: 'busy',
      about: 'In a meeting',
      settings: { isNotificationsOn: true, isTwoStepAuthVerificationEnabled: true },
    })
    expect((await sidebar()).profileUser.status).toBe('busy')
  })

  it('rejects an unknown status', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/chat/users/profile-user',
      postJson({ status: 'sleeping' }),
    )
    expect(response.status).toBe(400)
  })
})

describe('demo chat thread (GET /apps/chat/get-chat)', () => {
  it('gives the chat and the contact, and marks the chat seen', async () => {
    const unseen = (await sidebar()).chatsContacts.find((contact) => contact.chat.unseenMsgs > 0)
    const { chat, contact } = await getChat(unseen?.id ?? 0)
    expect(contact.id).toBe(unseen?.id)
    expect(chat?.chat.length).toBeGreaterThan(0)
    const after = (await sidebar()).chatsContacts.find((item) => item.id === unseen?.id)
    expect(after?.chat.unseenMsgs).toBe(0)
  })

  it('gives no chat for a contact without one', async () => {
    const [without] = (await sidebar()).contacts
    const { chat, contact } = await getChat(without?.id ?? 0)
    expect(chat).toBeNull()
    expect(contact.id).toBe(without?.id)
  })

  it('answers 404 for an unknown contact', async () => {
    const response = await adminRequest(handlers, '/apps/chat/get-chat?id=99')
    expect(response.status).toBe(404)
  })
})

describe('demo chat send (POST /apps/chat/send-msg)', () => {
  it('answers 201 with the new message and the chat it created', async () => {
    const [without] = (await sidebar()).contacts
    const response = await sendMessage(without?.id ?? 0, 'Hello there')
    expect(response.status).toBe(201)
    const answer = z.parse(demoSendAnswerSchema, await response.json())
    expect(answer.newMessageData).toMatchObject({
      message: 'Hello there',
      senderId: 11,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    })
    expect(answer.id).toBe(without?.id)
    expect(answer.chat?.chat).toEqual([answer.newMessageData])
    expect((await sidebar()).chatsContacts[0]?.id).toBe(without?.id)
  })

  it('answers without a chat when the chat already exists', async () => {
    const [withChat] = (await sidebar()).chatsContacts
    const response = await sendMessage(withChat?.id ?? 0, 'Another one')
    const answer = z.parse(demoSendAnswerSchema, await response.json())
    expect(answer.chat).toBeUndefined()
    expect((await getChat(withChat?.id ?? 0)).chat?.chat.at(-1)?.message).toBe('Another one')
  })

  it('rejects a blank message and an unknown contact', async () => {
    expect((await sendMessage(1, '  ')).status).toBe(400)
    expect((await sendMessage(99, 'Hi')).status).toBe(404)
  })
})
