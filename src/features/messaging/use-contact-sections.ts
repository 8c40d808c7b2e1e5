import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatType } from '@models/chat/chat-api'
import { contactGroups } from '@models/chat/chat-contact-listing'
import type { ChatContactRecord } from '@models/chat/chat-records'
import { chatIdOf } from '@models/chat/chat-events'
import type { ChatPage } from '@machines/chat/chat-list.types'
import {
  arrivingListPage,
  type ArrivingChats,
  type ContactListPage,
} from '@models/chat/chat-list-page'
import { readContactListPage } from '@/services/chat/contact-list-read'
import type { ContactListItem, ContactListSection } from '@/components/chat/chat-view.types'
import { chatKey, personKey } from '@/components/chat/list-keys'
import { useLocalQuery } from '@/services/local-store/use-local-query'

/** Rows read when the list opens, and how many more each time its end is reached. */
export const LIST_PAGE = 50

const groupTitleKeys = {
  admin: 'chat.sections.admins',
  client: 'chat.sections.clients',
  employee: 'chat.sections.employees',
} as const

const empty: ContactListPage = {
  chats: [],
  people: { admin: [], client: [], employee: [] },
  hasMore: false,
  unseen: 0,
  chatCount: 0,
}

export interface ContactSections {
  sections: ContactListSection[]
  unseen: number
  /** The chats of this type held locally, whatever the search. */
  chatCount: number
  /** More rows are held locally than are shown: `showMore` shows them, no server call needed. */
  hasMore: boolean
  /**
   * Room for another page of rows: those held here show at once, those still to come (a page of
   * chats, the people) as they arrive. Stable, so a list may call it from an older render.
   */
  showMore: () => void
}

/**
 * The contact list from the local history, a page at a time: the chats of this type, newest
 * first, then (once every page of chats is in) everyone else grouped into admins, clients and
 * employees (SPEC.md section 6), filtered by the search. Only the rows shown are read, never every
 * contact. `undefined` until the first read.
 */
export function useContactSections(
  chatType: ChatType,
  selfId: number,
  search: string,
  /** All pages of chats are in: the people without a chat follow them. */
  chatsComplete: boolean,
  /** The server's first page of chats, shown while the local history holds none (it is recorded). */
  arriving?: ArrivingChats,
): ContactSections | undefined {
  const { t } = useTranslation()
  const query = search.trim()
  // A new search starts from its first page.
  const [shown, setShown] = useState({ query, limit: LIST_PAGE })
  const limit = shown.query === query ? shown.limit : LIST_PAGE
  // Until then the list ends with the chats, so that reaching its end loads the next page; a
  // search looks through everyone at once.
  const withPeople = chatsComplete || query !== ''
  const showMore = useCallback(
    () =>
      setShown((before) => ({
        query,
        limit: (before.query === query ? before.limit : LIST_PAGE) + LIST_PAGE,
      })),
    [query],
  )

  const fallbackName = useCallback((id: number) => t('messaging.unknownContact', { id }), [t])
  // With the search it was read for: a new search shows the last rows until its own are read.
  const read = useLocalQuery(
    async (database) => ({
      search: query,
      page: await readContactListPage(database, {
        chatType,
        selfId,
        limit,
        withPeople,
        search: query,
        fallbackName,
      }),
    }),
    [chatType, selfId, limit, withPeople, query, fallbackName],
    { search: query, page: empty },
    'the chat history',
  )
  // A first visit: the chats are here before the history is open and written; they show at once,
  // as the history will list them for the same search. A search waits for the history's first
  // read: only it knows the people who match.
  const held = read?.page
  const heldSearch = read?.search ?? query
  const showArriving =
    arriving !== undefined &&
    arriving.chats.length > 0 &&
    !held?.chatCount &&
    (held !== undefined || query === '')
  const page = useMemo(
    () =>
      showArriving
        ? arrivingListPage(arriving, { chatType, search: heldSearch, fallbackName }, held)
        : held,
    [showArriving, arriving, chatType, heldSearch, fallbackName, held],
  )

  return useMemo(() => {
    if (!page) return undefined
    const chatItems = page.chats.map(({ chat, contact, name }): ContactListItem => ({
      key: chatKey(chat.userId),
      name,
      avatar: contact?.avatar,
      status: contact?.status ?? 'offline',
      preview: chat.lastMessage?.message,
      previewType: chat.lastMessage?.type,
      time: chat.lastMessage?.time,
      unseen: chat.unseenMsgs,
      pending: chat.lastMessage?.pending,
    }))
    const sections: ContactListSection[] = [
      { key: 'chats', title: t('chat.sections.chats'), items: chatItems },
      ...contactGroups.map((group) => ({
        key: group,
        title: t(groupTitleKeys[group]),
        items: page.people[group].map((person): ContactListItem => ({
          key: personKey(person.id),
          name: person.fullName,
          avatar: person.avatar,
          status: person.status,
          preview: person.about,
          unseen: 0,
        })),
      })),
    ]
    return {
      sections,
      unseen: page.unseen,
      chatCount: page.chatCount,
      hasMore: page.hasMore,
      showMore,
    }
  }, [page, showMore, t])
}

/**
 * The open chat's contact and whether a chat with them exists here, read on their own: the list
 * shows only a page of people, which may not hold them.
 */
export function useOpenedContact(
  chatType: ChatType,
  contactId: number | null,
  arriving?: ChatPage,
): { contact: ChatContactRecord | undefined; hasChat: boolean } {
  const opened = useLocalQuery(
    async (database) => {
      if (contactId === null) return { contact: undefined, hasChat: false }
      const [contact, chat] = await Promise.all([
        database.contacts.get(contactId),
        database.chats.get(chatIdOf(chatType, contactId)),
      ])
      return { contact, hasChat: chat !== undefined }
    },
    [chatType, contactId],
    { contact: undefined, hasChat: false },
    'the chat history',
  )
  // Until the history holds them (a first visit records the server's first page of chats while the
  // screen shows it), the contact and their chat as that page has them: the thread opens with the
  // contact's name, not "Contact 7", and their row marked as open.
  const listed = contactId === null ? undefined : arriving
  return {
    contact: opened?.contact ?? listed?.contacts.find((contact) => contact.id === contactId),
    hasChat:
      (opened?.hasChat ?? false) ||
      (listed?.chats.some((chat) => chat.contactId === contactId) ?? false),
  }
}
