import * as z from 'zod/mini'
import {
  chatThreadSchema,
  contactDirectorySchema,
  senderInfoSchema,
  sentMessageSchema,
  userChatPageSchema,
} from '@models/chat/chat-api'
import type { ChatContactRecord, ChatMessageRecord, SeenIds } from '@models/chat/chat-records'
import type { ChatOutboxRecord } from '@models/local-store/outbox'
import {
  seenIdsOf,
  toChatSummary,
  toContactRecord,
  toMessageRecord,
} from '@models/chat/chat-mapping'
import { log } from '@models/log/log'
import type { ChatListInput, ChatPage } from '@machines/chat/chat-list.types'
import type { FetchedThread, HeartChange, ThreadRequest } from '@machines/chat/chat-thread.types'
import { realApi } from '../app-config'
import { http } from '../http'
import { parseResponse } from '../parse-response'

/*
 * The messaging calls of the work-management API and the conversion service (SPEC.md section 7),
 * each checked against its schema and mapped to the local records. The chat machines invoke them.
 */

const direct = { prefixUrl: '' }
const wm = realApi.workManagement

async function getJson<T extends z.ZodMiniType>(
  url: string,
  schema: T,
  what: string,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const body = await http.get(url, { ...direct, signal }).json()
  return parseResponse(schema, body, what)
}

/** The page number in a next_page_url, or the page after `current` when the URL does not say. */
function pageAfter(nextPageUrl: string | null | undefined, current: number): number | null {
  if (!nextPageUrl) return null
  const page = Number(new URL(nextPageUrl, 'http://x').searchParams.get('page'))
  return Number.isInteger(page) && page > current ? page : current + 1
}

/** One page of the user's chats of one type. */
export async function fetchChatPage(
  { chatType, userId, page }: ChatListInput & { page: number },
  signal?: AbortSignal,
): Promise<ChatPage> {
  const query = new URLSearchParams({
    page: String(page),
    user_df: String(userId),
    chat_type: chatType,
  })
  const answer = await getJson(
    wm(`messages/list-user-chat?${query}`),
    userChatPageSchema,
    'chat list',
    signal,
  )
  return {
    contacts: answer.data.map(toContactRecord),
    chats: answer.data.map(toChatSummary),
    nextPage: pageAfter(answer.next_page_url, page),
  }
}

/** The people the user may start a chat with, all role groups together. */
export async function fetchDirectory(
  { chatType, userId, exclude }: ChatListInput & { exclude: number[] },
  signal?: AbortSignal,
): Promise<ChatContactRecord[]> {
  const query = new URLSearchParams({ user_df: String(userId), chat_type: chatType })
  exclude.forEach((id) => query.append('contact_ids[]', String(id)))
  const answer = await getJson(
    wm(`messages/list-contact-chat?${query}`),
    contactDirectorySchema,
    'contact',
    signal,
  )
  return [...answer.admins, ...answer.clients, ...answer.employees].map(toContactRecord)
}

const senderNames = new Map<number, Promise<string | undefined>>()

/**
 * The display name of a message sender from the conversion service, asked once per sender and
 * kept for the session; undefined (logged) when the service cannot say.
 */
export function senderName(senderId: number): Promise<string | undefined> {
  let name = senderNames.get(senderId)
  if (!name) {
    name = getJson(realApi.conversion(`infor-user/${senderId}`), senderInfoSchema, 'sender')
      .then((answer) => answer.name)
      .catch((error: unknown) => {
        // Asked again next time: the failure may have been the network's.
        senderNames.delete(senderId)
        log.error('chat', `The name of sender ${senderId} could not be loaded.`, error)
        return undefined
      })
    senderNames.set(senderId, name)
  }
  return name
}

/** Forgets the cached sender names (a new session, tests). */
export function forgetSenderNames(): void {
  senderNames.clear()
}

/** One thread, with its senders named; the user's own messages need no name. */
export async function fetchThread(
  { chatId, chatType, contactId, userId }: ThreadRequest,
  signal?: AbortSignal,
): Promise<FetchedThread> {
  const query = new URLSearchParams({ user_df: String(userId), chat_type: chatType })
  const thread = await getJson(
    wm(`messages/chat-message/${contactId}?${query}`),
    chatThreadSchema,
    'chat thread',
    signal,
  )
  const senders = [...new Set(thread.data.map((message) => message.from))].filter(
    (id) => id !== userId,
  )
  const names = new Map(
    await Promise.all(senders.map(async (id) => [id, await senderName(id)] as const)),
  )
  return {
    messages: thread.data.map((message) =>
      toMessageRecord(message, chatId, names.get(message.from)),
    ),
    seenIds: seenIdsOf(thread),
  }
}

function form(fields: Record<string, string | number | null>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields))
    body.set(name, value === null ? '' : String(value))
  return body
}

/** Tells the server the user has seen the thread (change-status-message with the thread's ids). */
export async function markSeen(ids: SeenIds, signal?: AbortSignal): Promise<undefined> {
  await http.post(wm('messages/change-status-message'), {
    ...direct,
    signal,
    body: form({ userID: ids.idu, userWB: ids.idwb, userMe: ids.idme }),
  })
  return undefined
}

/** Sets a message's heart on the server (change-status-message with id and heart). */
export async function setHeart(
  { serverId, heart }: HeartChange,
  signal?: AbortSignal,
): Promise<undefined> {
  await http.post(wm('messages/change-status-message'), {
    ...direct,
    signal,
    body: form({ id: serverId, heart: heart ? 1 : 0 }),
  })
  return undefined
}

/**
 * Sends a queued message with its idempotency key, so that a send retried after a lost answer is
 * stored once; resolves with the server's copy of it. The outbox classifies its failures
 * (chat-outbox.ts).
 */
export async function sendMessage(
  item: ChatOutboxRecord,
  signal?: AbortSignal,
): Promise<ChatMessageRecord> {
  const body = await http
    .post(wm('messages/send'), {
      ...direct,
      signal,
      headers: { 'Idempotency-Key': item.kid },
      body: form({
        message: item.message,
        user_id: item.contactId,
        type: item.type,
        chat_type: item.chatType,
        kid: item.kid,
      }),
    })
    .json()
  const answer = parseResponse(sentMessageSchema, body, 'sent message')
  return { ...toMessageRecord(answer.data, item.chatId), key: item.kid, kid: item.kid }
}
