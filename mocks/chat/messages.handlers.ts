import { http, HttpResponse } from 'msw'
import type { ApiUserChat, ChatType, ContactDirectory } from '../../models/chat/chat-api.ts'
import { chatPeople, findPerson, toApiContact } from './chat-people.ts'
import { openIncomingStream } from './chat-incoming.ts'
import { publishIncoming } from './chat-stream.ts'
import { toApiMessage, type StoredMessage } from './chat-thread-state.ts'
import {
  findThread,
  findUserMessage,
  isChatType,
  markThreadSeen,
  messageByIdempotencyKey,
  rememberIdempotencyKey,
  storeMessage,
  unseenCount,
  userThreads,
} from './chat-threads.ts'
import { authorize, authorizeToken, bearerToken } from '../session/tokens.ts'
import { touchWhatsAppActivity } from './whatsapp-connection.ts'
import { hasVisibleText } from '../../models/format/visible-text.ts'
import { fieldErrors } from '../server/field-errors.ts'

/** Chats per page of list-user-chat. */
export const userChatPageSize = 20
/** The longest message send accepts. */
export const maxMessageLength = 4000

const messageTypes = ['chat', 'image', 'greeting'] as const
type MessageType = (typeof messageTypes)[number]

const forbidden = () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })
const contactNotFound = () => HttpResponse.json({ message: 'Contact not found' }, { status: 404 })

/**
 * The request's `user_df` must be the signed-in user: a user reads only their own chats. Absent,
 * it means the signed-in user (the spec's list-contact-chat call names no user_df).
 */
function userDfMatches(url: URL, userId: number): boolean {
  const userDf = url.searchParams.get('user_df')
  return userDf === null || userDf === '' || Number(userDf) === userId
}

/** The chat type of the query, its default when absent, or the 400 to answer. */
function chatTypeOf(url: URL, fallback?: ChatType): ChatType | Response {
  const value = url.searchParams.get('chat_type')
  if ((value === null || value === '') && fallback) return fallback
  if (isChatType(value)) return value
  return fieldErrors({ chat_type: ['The chat type must be whatsapp or live.'] })
}

function formText(form: FormData, name: string): string {
  const value = form.get(name)
  // A client that appends null or undefined sends those words.
  return typeof value === 'string' && value !== 'null' && value !== 'undefined' ? value : ''
}

const positiveInteger = (text: string): number | undefined => {
  const number = Number(text)
  return text.trim() !== '' && Number.isInteger(number) && number > 0 ? number : undefined
}

/** The user's chats of one type as list-user-chat lists them, newest last message first. */
function listUserChats(userId: number, chatType: ChatType): ApiUserChat[] {
  return userThreads(userId, chatType)
    .flatMap(({ contactId, thread }) => {
      const person = findPerson(contactId)
      if (!person) return []
      const last = thread.messages.at(-1)
      return [
        {
          ...toApiContact(person),
          unseen_count: unseenCount(thread, userId),
          last_message: last?.message ?? null,
          last_message_type: last?.type ?? null,
          last_message_at: last?.created_at ?? null,
        },
      ]
    })
    .sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? '') || a.id - b.id)
}

function contactIdsOf(url: URL): Set<number> {
  const values = [
    ...url.searchParams.getAll('contact_ids[]'),
    ...url.searchParams.getAll('contact_ids'),
  ]
  return new Set(
    values
      .flatMap((value) => value.split(','))
      .map(Number)
      .filter(Number.isFinite),
  )
}

/** Everyone but the user and the given contacts, grouped by role and sorted by name. */
function contactDirectory(userId: number, excluded: Set<number>): ContactDirectory {
  const groups: ContactDirectory = { admins: [], clients: [], employees: [] }
  const groupOf = { admin: groups.admins, client: groups.clients, employee: groups.employees }
  ;[...chatPeople]
    .filter((person) => person.id !== userId && !excluded.has(person.id))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .forEach((person) => groupOf[person.role].push(toApiContact(person)))
  return groups
}

/** Who else hears about a message the user sends: the contact, when they have a stream open. */
function pushToContact(
  userId: number,
  contactId: number,
  chatType: ChatType,
  message: StoredMessage,
) {
  publishIncoming(contactId, {
    chat_type: chatType,
    contact_id: userId,
    message: toApiMessage(message),
  })
}

/**
 * The real work-management API's messaging calls (SPEC.md section 7, models/chat/chat-api.ts),
 * simulated over the demo server's threads, plus the server-sent event stream of incoming messages.
 *
 * Access: signed-in; a user reads and writes only their own chats (`user_df` must be them).
 */
export const messageHandlers = [
  http.get('*/wm/v3/messages/list-user-chat', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const url = new URL(request.url)
    if (!userDfMatches(url, auth.userId)) return forbidden()
    const chatType = chatTypeOf(url)
    if (chatType instanceof Response) return chatType
    const page = positiveInteger(url.searchParams.get('page') ?? '') ?? 1
    const chats = listUserChats(auth.userId, chatType)
    const hasNext = page * userChatPageSize < chats.length
    const next = new URL(url)
    next.searchParams.set('page', String(page + 1))
    return HttpResponse.json({
      data: chats.slice((page - 1) * userChatPageSize, page * userChatPageSize),
      next_page_url: hasNext ? next.toString() : null,
      current_page: page,
      total: chats.length,
    })
  }),

  http.get('*/wm/v3/messages/list-contact-chat', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const url = new URL(request.url)
    if (!userDfMatches(url, auth.userId)) return forbidden()
    // The chat type changes nothing here (the directory is the same for both), but a wrong one is
    // still a mistake worth reporting.
    const chatType = chatTypeOf(url, 'whatsapp')
    if (chatType instanceof Response) return chatType
    return HttpResponse.json(contactDirectory(auth.userId, contactIdsOf(url)))
  }),

  http.get('*/wm/v3/messages/chat-message/:contactId', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const url = new URL(request.url)
    if (!userDfMatches(url, auth.userId)) return forbidden()
    const chatType = chatTypeOf(url, 'whatsapp')
    if (chatType instanceof Response) return chatType
    const contactId = positiveInteger(String(params.contactId))
    if (contactId === undefined || contactId === auth.userId || !findPerson(contactId)) {
      return contactNotFound()
    }
    const thread = findThread(auth.userId, contactId, chatType)
    return HttpResponse.json({
      data: thread?.messages.map(toApiMessage) ?? [],
      idu: contactId,
      idwb: thread && chatType === 'whatsapp' ? thread.channelId : null,
      idme: thread && chatType === 'live' ? thread.channelId : null,
    })
  }),

  http.post('*/wm/v3/messages/change-status-message', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const form = (await request.formData().catch(() => undefined)) ?? new FormData()
    const userIdField = formText(form, 'userID')
    if (userIdField !== '') {
      const contactId = positiveInteger(userIdField)
      if (contactId === undefined) return fieldErrors({ userID: ['The user id must be a number.'] })
      const chatType: ChatType = formText(form, 'userWB').trim() !== '' ? 'whatsapp' : 'live'
      return HttpResponse.json({
        data: { updated: markThreadSeen(auth.userId, contactId, chatType) },
      })
    }
    const idField = formText(form, 'id')
    const heartField = formText(form, 'heart')
    if (idField === '' && heartField === '') {
      return fieldErrors({ userID: ['Send userID to mark a chat seen, or id and heart.'] })
    }
    const id = positiveInteger(idField)
    const errors: Record<string, string[]> = {}
    if (id === undefined) errors.id = ['The id must be a message id.']
    if (heartField !== '0' && heartField !== '1') errors.heart = ['The heart must be 0 or 1.']
    if (id === undefined || Object.keys(errors).length > 0) return fieldErrors(errors)
    const message = findUserMessage(auth.userId, id)
    if (!message) return HttpResponse.json({ message: 'Message not found' }, { status: 404 })
    message.heart = heartField === '1' ? 1 : 0
    return HttpResponse.json({ data: { id: message.id, heart: message.heart } })
  }),

  http.post('*/wm/v3/messages/send', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const form = (await request.formData().catch(() => undefined)) ?? new FormData()
    const text = formText(form, 'message')
    const contactId = positiveInteger(formText(form, 'user_id'))
    const type = (formText(form, 'type') || 'chat') as MessageType
    const chatTypeField = formText(form, 'chat_type') || 'whatsapp'
    const errors: Record<string, string[]> = {}
    if (!hasVisibleText(text)) errors.message = ['The message field is required.']
    else if (text.length > maxMessageLength) {
      errors.message = [`The message may not be greater than ${maxMessageLength} characters.`]
    }
    if (contactId === undefined) errors.user_id = ['The user id field is required.']
    if (!messageTypes.includes(type)) errors.type = ['The type must be chat, image or greeting.']
    if (!isChatType(chatTypeField)) errors.chat_type = ['The chat type must be whatsapp or live.']
    if (Object.keys(errors).length > 0 || contactId === undefined || !isChatType(chatTypeField)) {
      return fieldErrors(errors)
    }
    if (contactId === auth.userId || !findPerson(contactId)) return contactNotFound()

    const kid = formText(form, 'kid') || null
    const key = request.headers.get('idempotency-key') || kid
    const earlier = key ? messageByIdempotencyKey(auth.userId, key) : undefined
    if (earlier) return HttpResponse.json({ data: toApiMessage(earlier), chat_created: false })

    // A greeting is the contact's automatic reply, which the client's app asks for: it is the
    // contact's message, and the user has seen it as it appears.
    const greeting = type === 'greeting'
    const width = positiveInteger(formText(form, 'width'))
    const height = positiveInteger(formText(form, 'height'))
    const { message, created } = storeMessage(auth.userId, contactId, chatTypeField, {
      message: text,
      created_at: new Date().toISOString(),
      from: greeting ? contactId : auth.userId,
      type,
      message_seen: greeting ? 'yes' : 'no',
      heart: 0,
      kid: kid ?? key,
      ...(type === 'image' && width && height ? { width, height } : {}),
    })
    if (key) rememberIdempotencyKey(auth.userId, key, message.id)
    if (chatTypeField === 'whatsapp') touchWhatsAppActivity(auth.userId)
    if (!greeting) pushToContact(auth.userId, contactId, chatTypeField, message)
    return HttpResponse.json(
      { data: toApiMessage(message), chat_created: created },
      { status: 201 },
    )
  }),

  // EventSource cannot send headers, so the access token comes in the query.
  http.get('*/wm/v3/messages/stream', async ({ request }) => {
    const url = new URL(request.url)
    const auth = await authorizeToken(url.searchParams.get('token') ?? bearerToken(request))
    if (auth instanceof Response) return auth
    if (!userDfMatches(url, auth.userId)) return forbidden()
    return new HttpResponse(openIncomingStream(auth.userId, request.signal), {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
    })
  }),
]
