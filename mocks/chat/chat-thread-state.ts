import type { ApiMessage, ChatType } from '../../models/chat/chat-api.ts'

/**
 * The shape of the demo server's messaging state and the few primitives that change it, shared by
 * the seed and the store. A thread belongs to two people and one chat type, so both sides of a
 * conversation between two demo accounts read the same messages.
 */

/** A message as stored. `message_seen` is the recipient's view: the sender has always seen it. */
export interface StoredMessage {
  id: number
  message: string
  /** ISO 8601. */
  created_at: string
  from: number
  type: 'chat' | 'image' | 'greeting'
  message_seen: 'yes' | 'no'
  heart: 0 | 1
  width?: number
  height?: number
  kid?: string | null
}

export interface ThreadRecord {
  chatType: ChatType
  /** The two people of the thread, lower id first. */
  members: readonly [number, number]
  /** The thread's channel id: `idwb` for a WhatsApp thread, `idme` for a live one. */
  channelId: number
  /** Oldest first. */
  messages: StoredMessage[]
}

export interface ThreadState {
  /** By threadKey. */
  threads: Map<string, ThreadRecord>
  /** Message id → its thread, for hearts. */
  messageIndex: Map<number, ThreadRecord>
  /** `${userId}:${idempotencyKey}` → the id of the message that key stored. */
  idempotency: Map<string, number>
  /** Ids are unique across the whole server, whatever the thread. */
  nextMessageId: number
  nextChannelId: number
}

export function createThreadState(): ThreadState {
  return {
    threads: new Map(),
    messageIndex: new Map(),
    idempotency: new Map(),
    nextMessageId: 1,
    nextChannelId: 7001,
  }
}

export function threadKey(chatType: ChatType, userId: number, contactId: number): string {
  const [low, high] = userId < contactId ? [userId, contactId] : [contactId, userId]
  return `${chatType}:${low}:${high}`
}

/** The thread of these two people and chat type, created empty if there is none yet. */
export function openThread(
  state: ThreadState,
  chatType: ChatType,
  userId: number,
  contactId: number,
): { thread: ThreadRecord; created: boolean } {
  const key = threadKey(chatType, userId, contactId)
  const existing = state.threads.get(key)
  if (existing) return { thread: existing, created: false }
  const members: [number, number] = userId < contactId ? [userId, contactId] : [contactId, userId]
  const thread: ThreadRecord = {
    chatType,
    members,
    channelId: state.nextChannelId++,
    messages: [],
  }
  state.threads.set(key, thread)
  return { thread, created: true }
}

/** Appends a message with the next server-wide id. */
export function addMessage(
  state: ThreadState,
  thread: ThreadRecord,
  fields: Omit<StoredMessage, 'id'>,
): StoredMessage {
  const message: StoredMessage = { id: state.nextMessageId++, ...fields }
  thread.messages.push(message)
  state.messageIndex.set(message.id, thread)
  return message
}

/** The message as the API answers it (a copy, so callers cannot change the store). */
export function toApiMessage(message: StoredMessage): ApiMessage {
  return { ...message }
}
