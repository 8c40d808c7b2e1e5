import type { ChatType } from './chat-api.ts'
import { nameKeyOf, type ContactGroup } from './chat-contact-listing.ts'
import type { ChatContactRecord, ChatRecord } from './chat-records.ts'
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
export function nameMatcher(search: string): ((nameKey: string) => boolean) | undefined {
  const needle = nameKeyOf(search)
  return needle === '' ? undefined : (nameKey) => nameKey.includes(needle)
}

/** A page of chats as the server sent it. */
export interface ArrivingChats {
  contacts: ChatContactRecord[]
  chats: ChatSummary[]
}

/**
 * The list while the local history holds none of the chats of a page the server sent (it is being
 * recorded): that page's chats matching the search, newest first, as readContactListPage
 * (src/services/chat/contact-list-read.ts) will read them back, and the people from what the
 * history holds (`held`).
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
