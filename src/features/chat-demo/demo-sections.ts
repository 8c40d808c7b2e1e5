import type { ChatsAndContacts, DemoContact } from '@models/chat/demo-chat-api'
import type { ContactListItem, ContactListSection } from '@/components/chat/chat-view.types'
import { chatKey, personKey } from '@/components/chat/list-keys'
import { nameSearch } from '@/components/chat/name-search'

/** Everyone in the list, with or without a chat, by contact id. */
export function findContact(
  data: ChatsAndContacts | undefined,
  contactId: number | null,
): DemoContact | undefined {
  if (!data || contactId === null) return undefined
  return (
    data.chatsContacts.find((entry) => entry.id === contactId) ??
    data.contacts.find((contact) => contact.id === contactId)
  )
}

interface SectionOptions {
  search: string
  /** Its badge shows 0 at once, before the server has answered that it is seen. */
  openContact: number | null
  titles: { chats: string; contacts: string }
}

/**
 * The sidebar's two sections: "Chats" (newest first, with preview, time and unseen badge) and
 * "Contacts" (the people without a chat, by name, previewed by their "about" line), both
 * filtered by the search on the name.
 */
export function buildDemoSections(
  data: ChatsAndContacts | undefined,
  { search, openContact, titles }: SectionOptions,
): ContactListSection[] {
  if (!data) return []
  const matchesName = nameSearch(search)
  const matches = (contact: DemoContact) => matchesName(contact.fullName)
  const chats = data.chatsContacts.filter(matches).map((entry): ContactListItem => ({
    key: chatKey(entry.id),
    name: entry.fullName,
    avatar: entry.avatar,
    status: entry.status,
    preview: entry.chat.lastMessage?.message ?? entry.about,
    time: entry.chat.lastMessage?.time,
    unseen: entry.id === openContact ? 0 : entry.chat.unseenMsgs,
  }))
  const people = data.contacts
    .filter(matches)
    .sort((a, b) => a.fullName.localeCompare(b.fullName))
    .map((contact): ContactListItem => ({
      key: personKey(contact.id),
      name: contact.fullName,
      avatar: contact.avatar,
      status: contact.status,
      preview: contact.about,
      unseen: 0,
    }))
  return [
    { key: 'chats', title: titles.chats, items: chats },
    { key: 'contacts', title: titles.contacts, items: people },
  ]
}
