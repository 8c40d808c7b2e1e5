import Dexie from 'dexie'
import type { ChatType } from '@models/chat/chat-api'
import { contactGroups, nameKeyOf, type ContactGroup } from '@models/chat/chat-contact-listing'
import {
  nameMatcher,
  type ContactListPage,
  type ContactListQuery,
  type ListedChat,
} from '@models/chat/chat-list-page'
import type { ChatContactRecord } from '@models/chat/chat-records'
import type { LocalDatabase } from '../local-store/local-database'

/** Rows read at a time while a search looks through the chats or a group. */
const searchBatch = 500

const chatIdPrefix = (chatType: ChatType) => `${chatType}:`

/**
 * Reads the contact list's first `limit` rows from the local history without reading every
 * contact: the chats of the type newest first (by the chats' index, with their contacts by key),
 * then the people without a chat by group and name (by the contacts' index), a page at a time.
 * A search looks through the chats and through each group in batches, stopping once the page is
 * full, and matches names whatever their case and accents.
 */
export async function readContactListPage(
  database: LocalDatabase,
  query: ContactListQuery,
): Promise<ContactListPage> {
  const { chatType, limit } = query
  const matches = nameMatcher(query.search)
  const ofType = database.chats
    .where('[chatType+lastAt]')
    .between([chatType, Dexie.minKey], [chatType, Dexie.maxKey])
  const chatIds = (await ofType.clone().reverse().primaryKeys()) as string[]
  let unseen = 0
  await ofType.each((chat) => {
    unseen += chat.unseenMsgs
  })

  // One more row than asked tells whether there is more.
  const wanted = limit + 1
  const chats: ListedChat[] = []
  for (let next = 0; chats.length < wanted && next < chatIds.length;) {
    const ids = chatIds.slice(next, next + (matches ? searchBatch : wanted - chats.length))
    next += ids.length
    const records = await database.chats.bulkGet(ids)
    const contacts = await database.contacts.bulkGet(records.map((chat) => chat?.userId ?? 0))
    records.forEach((chat, index) => {
      if (!chat || chats.length >= wanted) return
      const contact = contacts[index]
      const name = contact?.fullName ?? query.fallbackName(chat.userId)
      if (!matches || matches(contact?.nameKey ?? nameKeyOf(name)))
        chats.push({ chat, contact, name })
    })
  }

  const people: Record<ContactGroup, ChatContactRecord[]> = { admin: [], client: [], employee: [] }
  let room = wanted - chats.length
  if (query.withPeople && room > 0) {
    const prefix = chatIdPrefix(chatType)
    const withChat = new Set(chatIds.map((id) => Number(id.slice(prefix.length))))
    for (const group of contactGroups) {
      if (room <= 0) break
      people[group] = await readGroup(
        database,
        group,
        (contact) =>
          contact.id !== query.selfId &&
          !withChat.has(contact.id) &&
          (!matches || matches(contact.nameKey ?? '')),
        room,
        matches ? searchBatch : room + 20,
      )
      room -= people[group].length
    }
  }

  const hasMore = room <= 0
  if (hasMore) dropLast(chats, people)
  return { chats, people, hasMore, unseen, chatCount: chatIds.length }
}

/**
 * The first `room` contacts of a group that `keep` accepts, in the order of the list (by name),
 * read `batch` at a time: only a batch is held while a search looks through a large group.
 */
async function readGroup(
  database: LocalDatabase,
  group: ContactGroup,
  keep: (contact: ChatContactRecord) => boolean,
  room: number,
  batch: number,
): Promise<ChatContactRecord[]> {
  const kept: ChatContactRecord[] = []
  // Two-part bounds cover every name and id of the group (an IndexedDB key may not hold the same
  // array, such as Dexie.maxKey, twice); after a batch, the next starts past its last key.
  let after: unknown[] = [group, Dexie.minKey]
  let first = true
  while (kept.length < room) {
    const rows = await database.contacts
      .where('[group+nameKey+id]')
      .between(after, [group, Dexie.maxKey], first, true)
      .limit(batch)
      .toArray()
    for (const row of rows) {
      if (kept.length < room && keep(row)) kept.push(row)
    }
    const last = rows.at(-1)
    if (rows.length < batch || !last) break
    after = [group, last.nameKey, last.id]
    first = false
  }
  return kept
}

/** Drops the row read past the limit: the last of the people, or of the chats. */
function dropLast(chats: ListedChat[], people: Record<ContactGroup, ChatContactRecord[]>): void {
  for (const group of [...contactGroups].reverse()) {
    if (people[group].length > 0) {
      people[group].pop()
      return
    }
  }
  chats.pop()
}
