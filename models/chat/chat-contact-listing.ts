import type { ChatContactRecord } from './chat-records.ts'

/**
 * Where the contact list shows the people without a chat: grouped into admins, clients and
 * employees (SPEC.md section 6), each group by name. The group and the name's sort key are stored
 * on each contact and indexed, so that the list reads a page of a group at a time instead of every
 * contact.
 */

/** The groups, in the order the list shows them. */
export const contactGroups = ['admin', 'client', 'employee'] as const
export type ContactGroup = (typeof contactGroups)[number]

/** The group of a role: a role the list has no group for is listed with the clients. */
export function groupOf(role: string): ContactGroup {
  return role === 'admin' || role === 'employee' ? role : 'client'
}

/** A name as the list sorts it: lower case, without accents, so "Émile" sorts with "emile". */
export function nameKeyOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
}

/** The contact with the fields the list's index reads. */
export function withListing(contact: ChatContactRecord): ChatContactRecord {
  return { ...contact, group: groupOf(contact.role), nameKey: nameKeyOf(contact.fullName) }
}
