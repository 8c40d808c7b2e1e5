import Dexie from 'dexie'
import type { ChatMessageRecord, ChatRecord } from '@models/chat/chat-records'
import type { LocalDatabase } from '@/services/local-store/local-database'
import type { ChatOutboxRecord } from '@models/local-store/outbox'
import { withListing } from '@models/chat/chat-contact-listing'
import { chatIdOf, type ChatDomainEvent, type ThreadReceived } from '@models/chat/chat-events'
import { chatRecordOf } from '@models/chat/chat-summary-record'

/*
 * The chat's projection (docs/architecture.md, "The chat history"): how each chat event changes
 * the contacts, chats, messages and outbox stores. Every change is a function of the event alone
 * (and of the stores before it), so replaying the journal into empty stores gives the same stores.
 * The projector (src/services/local-store/projector.ts) runs it inside its transaction.
 */

/** The stores the chat's events change, bound to the projector's transaction. */
export type ChatStores = Pick<LocalDatabase, 'contacts' | 'chats' | 'messages' | 'outbox'>

function threadRows(database: ChatStores, chatId: string) {
  return database.messages
    .where('[chatId+time]')
    .between([chatId, Dexie.minKey], [chatId, Dexie.maxKey])
}

/** Sets the chat's preview and sort key from its newest message row. */
async function refreshLastMessage(database: ChatStores, chatId: string): Promise<void> {
  const newest = await threadRows(database, chatId).last()
  if (!newest) return
  await database.chats.update(chatId, {
    lastAt: newest.time,
    lastMessage: {
      message: newest.message,
      type: newest.type,
      time: newest.time,
      pending: newest.delivery !== 'sent',
    },
  })
}

/** The chat, created empty when this is its first message. */
async function ensureChat(
  database: ChatStores,
  chat: Pick<ChatRecord, 'id' | 'chatType' | 'userId'>,
): Promise<ChatRecord> {
  const existing = await database.chats.get(chat.id)
  if (existing) return existing
  const created: ChatRecord = { ...chat, unseenMsgs: 0, lastAt: '' }
  await database.chats.add(created)
  return created
}

/**
 * The server's copy of a thread is the truth over the span of time it covers, from its oldest
 * message to its newest: a server copy held here in that span that it no longer has goes.
 * A copy newer than the answer stays: the server stored it after it answered (a send acknowledged,
 * or a message pushed, and recorded before this answer was), and dropping it would hide a message
 * the server has until the thread is loaded again. History older than the answer stays too: the
 * answer does not speak of it (a server that keeps less history than this device, or one answering
 * a page). What is still on its way from here (pending or failed) stays. Keys are compared first,
 * so a long thread's rows are not all read.
 */
async function dropServerCopiesNotIn(database: ChatStores, event: ThreadReceived): Promise<void> {
  const times = event.messages.map((message) => message.time).sort()
  const oldest = times[0]
  const newest = times.at(-1)
  if (oldest === undefined || newest === undefined) return
  const received = new Set(event.messages.map((message) => message.key))
  const keys = await database.messages
    .where('[chatId+time]')
    .between([event.chatId, oldest], [event.chatId, newest], true, true)
    .primaryKeys()
  const unknown = keys.filter((key) => !received.has(key))
  if (unknown.length === 0) return
  const rows = await database.messages.bulkGet(unknown)
  await database.messages.bulkDelete(
    rows.flatMap((row) => (row?.delivery === 'sent' ? [row.key] : [])),
  )
}

/** Applies one chat event to the chat's stores. */
export async function applyChatEvent(database: ChatStores, event: ChatDomainEvent): Promise<void> {
  switch (event.type) {
    case 'chat.chats.received': {
      await database.contacts.bulkPut(event.contacts.map(withListing))
      for (const summary of event.chats) {
        const existing = await database.chats.get(chatIdOf(event.chatType, summary.contactId))
        await database.chats.put(chatRecordOf(event.chatType, summary, existing))
      }
      return
    }
    case 'chat.directory.received':
      await database.contacts.bulkPut(event.contacts.map(withListing))
      return
    case 'chat.thread.received': {
      await dropServerCopiesNotIn(database, event)
      await database.messages.bulkPut(event.messages)
      if (event.messages.length === 0 && !(await database.chats.get(event.chatId))) return
      await ensureChat(database, {
        id: event.chatId,
        chatType: event.chatType,
        userId: event.contactId,
      })
      const unseen = event.messages.filter(
        (message) => message.senderId === event.contactId && !message.seen,
      ).length
      await database.chats.update(event.chatId, { seenIds: event.seenIds, unseenMsgs: unseen })
      await refreshLastMessage(database, event.chatId)
      return
    }
    case 'chat.opened': {
      const chat = await database.chats.get(event.chatId)
      // Nothing unseen: a long thread is not scanned each time it opens.
      if (!chat || chat.unseenMsgs === 0) return
      await database.chats.update(event.chatId, { unseenMsgs: 0 })
      await threadRows(database, event.chatId)
        .filter((row) => row.senderId === chat.userId && !row.seen)
        .modify({ seen: true })
      return
    }
    case 'chat.message.hearted':
      await database.messages.update(event.messageKey, { heart: event.heart })
      return
    case 'chat.message.queued': {
      // The same key twice (a second tab, a reload) is the same message: written once.
      if ((await database.messages.get(event.kid)) || (await database.outbox.get(event.kid))) return
      await ensureChat(database, {
        id: event.chatId,
        chatType: event.chatType,
        userId: event.contactId,
      })
      await database.messages.add({
        key: event.kid,
        chatId: event.chatId,
        kid: event.kid,
        message: event.message,
        time: event.at,
        senderId: event.senderId,
        type: event.messageType,
        heart: false,
        seen: false,
        delivery: 'pending',
      })
      const item: ChatOutboxRecord = {
        kid: event.kid,
        area: 'chat',
        chatId: event.chatId,
        chatType: event.chatType,
        contactId: event.contactId,
        message: event.message,
        type: event.messageType,
        createdAt: event.at,
        attempts: 0,
        state: 'queued',
      }
      await database.outbox.add(item)
      await refreshLastMessage(database, event.chatId)
      return
    }
    case 'chat.message.sent': {
      await database.outbox.delete(event.kid)
      const sent: ChatMessageRecord = { ...event.message, key: event.kid, kid: event.kid }
      await database.messages.put(sent)
      await refreshLastMessage(database, sent.chatId)
      return
    }
    case 'chat.message.failed': {
      await database.outbox.update(event.kid, {
        attempts: event.attempts,
        state: event.final ? 'failed' : 'queued',
      })
      await database.messages.update(event.kid, { delivery: event.final ? 'failed' : 'pending' })
      return
    }
    case 'chat.message.retried':
      await database.outbox.update(event.kid, { attempts: 0, state: 'queued' })
      await database.messages.update(event.kid, { delivery: 'pending' })
      return
    case 'chat.message.received': {
      const isNew = !(await database.messages.get(event.message.key))
      const chat = await ensureChat(database, {
        id: event.chatId,
        chatType: event.chatType,
        userId: event.contactId,
      })
      await database.messages.put({ ...event.message, seen: event.seen || event.message.seen })
      if (isNew && !event.seen) {
        await database.chats.update(event.chatId, { unseenMsgs: chat.unseenMsgs + 1 })
      }
      await refreshLastMessage(database, event.chatId)
      return
    }
  }
}
