import { chatTypes, type ChatType } from '../../models/chat/chat-api.ts'
import { defineStore } from '../server/store.ts'
import { seedThreadState } from './chat-thread-seed.ts'
import {
  addMessage,
  openThread,
  threadKey,
  type StoredMessage,
  type ThreadRecord,
} from './chat-thread-state.ts'

/**
 * The messaging state of the demo server: every thread and message, per pair of people and chat
 * type, seeded at the first request after a start or a reset. These are the queries and commands
 * the messaging handlers use; a user only ever reaches the threads they are a member of.
 */
export const chatThreads = defineStore(() => seedThreadState())

export function isChatType(value: unknown): value is ChatType {
  return typeof value === 'string' && (chatTypes as readonly string[]).includes(value)
}

/** The other member of a thread, seen from `userId`. */
export function contactOf(thread: ThreadRecord, userId: number): number {
  return thread.members[0] === userId ? thread.members[1] : thread.members[0]
}

/** The user's threads of one type, each with the contact on the other side. */
export function userThreads(
  userId: number,
  chatType: ChatType,
): { contactId: number; thread: ThreadRecord }[] {
  return [...chatThreads.get().threads.values()]
    .filter((thread) => thread.chatType === chatType && thread.members.includes(userId))
    .map((thread) => ({ contactId: contactOf(thread, userId), thread }))
}

export function findThread(
  userId: number,
  contactId: number,
  chatType: ChatType,
): ThreadRecord | undefined {
  return chatThreads.get().threads.get(threadKey(chatType, userId, contactId))
}

/** Messages from the contact that the user has not seen. */
export function unseenCount(thread: ThreadRecord, userId: number): number {
  return thread.messages.filter((m) => m.from !== userId && m.message_seen === 'no').length
}

/** Marks every message from the contact seen; answers how many changed. */
export function markThreadSeen(userId: number, contactId: number, chatType: ChatType): number {
  const thread = findThread(userId, contactId, chatType)
  if (!thread) return 0
  let updated = 0
  thread.messages.forEach((message) => {
    if (message.from === contactId && message.message_seen === 'no') {
      message.message_seen = 'yes'
      updated++
    }
  })
  return updated
}

/** A message of one of the user's threads, or undefined (someone else's messages stay hidden). */
export function findUserMessage(userId: number, messageId: number): StoredMessage | undefined {
  const thread = chatThreads.get().messageIndex.get(messageId)
  if (!thread?.members.includes(userId)) return undefined
  return thread.messages.find((message) => message.id === messageId)
}

/**
 * Adds a message to the thread of `userId` and `contactId`, creating the thread when there is
 * none yet (`created`).
 */
export function storeMessage(
  userId: number,
  contactId: number,
  chatType: ChatType,
  fields: Omit<StoredMessage, 'id'>,
): { message: StoredMessage; created: boolean } {
  const state = chatThreads.get()
  const { thread, created } = openThread(state, chatType, userId, contactId)
  return { message: addMessage(state, thread, fields), created }
}

/** The message a user already stored with this idempotency key, if any. */
export function messageByIdempotencyKey(userId: number, key: string): StoredMessage | undefined {
  const id = chatThreads.get().idempotency.get(`${userId}:${key}`)
  return id === undefined ? undefined : findUserMessage(userId, id)
}

export function rememberIdempotencyKey(userId: number, key: string, messageId: number): void {
  chatThreads.get().idempotency.set(`${userId}:${key}`, messageId)
}
