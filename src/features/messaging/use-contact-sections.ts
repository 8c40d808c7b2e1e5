import Dexie from 'dexie'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatType } from '@models/chat-api'
import type { ChatContactRecord, ChatRecord } from '@models/chat-database'
import type { ContactListItem, ContactListSection } from '@/components/chat/chat-view.types'
import { chatKey, personKey } from '@/components/chat/list-keys'
import { nameSearch } from '@/components/chat/name-search'
import { useChatQuery } from './use-chat-database'

const roleGroups = [
  { role: 'admin', titleKey: 'chat.sections.admins' },
  { role: 'client', titleKey: 'chat.sections.clients' },
  { role: 'employee', titleKey: 'chat.sections.employees' },
] as const

interface ListData {
  chats: ChatRecord[]
  contacts: ChatContactRecord[]
}

const empty: ListData = { chats: [], contacts: [] }

/**
 * The contact list from the local history: the chats of this type, newest first, then (once every
 * page of chats is in) everyone else grouped into admins, clients and employees (SPEC.md section
 * 6), filtered by the search.
 * `undefined` until the first read.
 */
export function useContactSections(
  chatType: ChatType,
  selfId: number,
  search: string,
  /** All pages of chats are in: the people without a chat follow them. */
  chatsComplete: boolean,
):
  | {
      sections: ContactListSection[]
      contacts: Map<number, ChatContactRecord>
      unseen: number
      /** The chats of this type held locally, whatever the search. */
      chatCount: number
    }
  | undefined {
  const { t } = useTranslation()
  const data = useChatQuery(
    async (database) => ({
      chats: await database.chats
        .where('[chatType+lastAt]')
        .between([chatType, Dexie.minKey], [chatType, Dexie.maxKey])
        .reverse()
        .toArray(),
      contacts: await database.contacts.toArray(),
    }),
    [chatType],
    empty,
  )

  return useMemo(() => {
    if (!data) return undefined
    const contacts = new Map(data.contacts.map((contact) => [contact.id, contact]))
    const query = search.trim()
    const matches = nameSearch(search)
    const withChat = new Set(data.chats.map((chat) => chat.userId))
    const chatItems: ContactListItem[] = []
    for (const chat of data.chats) {
      const contact = contacts.get(chat.userId)
      const name = contact?.fullName ?? t('messaging.unknownContact', { id: chat.userId })
      if (!matches(name)) continue
      chatItems.push({
        key: chatKey(chat.userId),
        name,
        avatar: contact?.avatar,
        status: contact?.status ?? 'offline',
        preview: chat.lastMessage?.message,
        previewType: chat.lastMessage?.type,
        time: chat.lastMessage?.time,
        unseen: chat.unseenMsgs,
        pending: chat.lastMessage?.pending,
      })
    }
    // Until then the list ends with the chats, so that reaching its end loads the next page; a
    // search looks through everyone at once.
    const people = (chatsComplete || query ? data.contacts : [])
      .filter((contact) => contact.id !== selfId && !withChat.has(contact.id))
      .filter((contact) => matches(contact.fullName))
      .sort((a, b) => a.fullName.localeCompare(b.fullName))
    const sections: ContactListSection[] = [
      { key: 'chats', title: t('chat.sections.chats'), items: chatItems },
      ...roleGroups.map(({ role, titleKey }) => ({
        key: role,
        title: t(titleKey),
        items: people
          .filter((person) =>
            roleGroups.some((group) => group.role === person.role)
              ? person.role === role
              : role === 'client',
          )
          .map((person): ContactListItem => ({
            key: personKey(person.id),
            name: person.fullName,
            avatar: person.avatar,
            status: person.status,
            preview: person.about,
            unseen: 0,
          })),
      })),
    ]
    const unseen = data.chats.reduce((sum, chat) => sum + chat.unseenMsgs, 0)
    return { sections, contacts, unseen, chatCount: data.chats.length }
  }, [data, search, selfId, chatsComplete, t])
}
