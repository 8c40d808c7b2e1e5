import Dexie from 'dexie'
import type { ChatType } from './chat-api.ts'
import { contactGroups, nameKeyOf, type ContactGroup } from './chat-contact-listing.ts'
import type { ChatContactRecord, ChatRecord } from './chat-records.ts'
import type { LocalDatabase } from './local-database.ts'
import type { ChatSummary } from './chat-events.ts'
import { chatRecordOf } from './chat-summary-record.ts'

/** What the contact list asks of the local history. */
export interface ContactListQuery {
  chatType: ChatType
  /** The signed-in user, never listed. */
  selfId: number
  /** Rows wanted: the chats first, then the people without a chat. */
  limit: number
  /** Whether the people without a chat follow the chats (every page of chats is in, or a search). */
  withPeople: boolean
  /** What the search box holds: names that contain it, whatever the case and accents; '' for all. */
  search: string
  /** The name of a chat whose contact is not held locally. */
  fallbackName: (contactId: number) => string
}

/** A chat as listed: the contact may not be held locally (yet). */
export interface ListedChat {
  chat: ChatRecord
  contact: ChatContactRecord | undefined
  name: string
}

/** The first `limit` rows of the list, and what is known of the rest. */
export interface ContactListPage {
  chats: ListedChat[]
  people: Record<ContactGroup, ChatContactRecord[]>
  /** More rows are held locally past `limit`. */
  hasMore: boolean
  /** Unseen messages over every chat of the type, whatever the search. */
  unseen: number
  /** Chats of the type held locally, whatever the search. */
  chatCount: number
}

/** Whether a name's key holds the search, whatever the case and accents; undefined for no search. */
function nameMatcher(search: string): ((nameKey: string) => boolean) | undefined {
  const needle = nameKeyOf(search)
  return needle === '' ? undefined : (nameKey) => nameKey.includes(needle)
}

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

/** A page of chats as the server sent it. */
export interface ArrivingChats {
  contacts: ChatContactRecord[]
  chats: ChatSummary[]
}

/**
 * The list while the local history holds none of the chats of a page the server sent (it is being
 * recorded): that page's chats matching the search, newest first, as readContactListPage will read
 * them back, and the people from what the history holds (`held`).
 */
export function arrivingListPage(
  arriving: ArrivingChats,
  query: Pick<ContactListQuery, 'chatType' | 'search' | 'fallbackName'>,
  held: ContactListPage | undefined,
): ContactListPage {
  const matches = nameMatcher(query.search)
  const contacts = new Map(arriving.contacts.map((contact) => [contact.id, contact]))
  const all = arriving.chats
    .map((summary) => chatRecordOf(query.chatType, summary))
    // Newest first, in the order of the index readContactListPage reads (code units, not locale).
    .sort((a, b) => (a.lastAt < b.lastAt ? 1 : a.lastAt > b.lastAt ? -1 : 0))
    .map((chat): ListedChat => {
      const contact = contacts.get(chat.userId)
      return { chat, contact, name: contact?.fullName ?? query.fallbackName(chat.userId) }
    })
  return {
    chats: matches
      ? all.filter(({ contact, name }) => matches(contact?.nameKey ?? nameKeyOf(name)))
      : all,
    people: held?.people ?? { admin: [], client: [], employee: [] },
    hasMore: held?.hasMore ?? false,
    unseen: all.reduce((sum, { chat }) => sum + chat.unseenMsgs, 0),
    chatCount: all.length,
  }
}
