import type { EmailContact } from '@models/email/email-api'
import type { EmailMessage, EmailView } from '@models/email/email-message'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchEmail, fetchEmailContacts, fetchNeighbour } from './email-api'
import { idInSearch } from '@models/search/id-in-search'
import { emailList } from './email-list'

/*
 * The mailbox's questions besides the list, all keyed under the list's area: a saved change drops
 * them with the list, and the screen asks again.
 */

/** The URL's parameter of the open email. */
export const openEmailParam = 'email'

/** One email, for the reading pane. */
export function emailQuery(id: number): Query<EmailMessage> {
  return { key: [emailList.area, 'email', id], load: (signal) => fetchEmail(id, signal) }
}

/** The email before or after one, in the view it was opened from; null at the end. */
export function neighbourQuery(
  dir: 'previous' | 'next',
  id: number,
  view: EmailView,
): Query<EmailMessage | null> {
  return {
    key: [emailList.area, 'neighbour', dir, id, view.folder, view.label, view.q],
    load: (signal) => fetchNeighbour(dir, id, view, signal),
  }
}

/** Everyone the composer suggests. */
export const emailContactsQuery: Query<EmailContact[]> = {
  key: [emailList.area, 'contacts'],
  load: fetchEmailContacts,
}

/** The open email's id in a URL's search, or null. */
export function openEmailIdOf(search: string): number | null {
  return idInSearch(search, openEmailParam)
}

/** The route's prefetch: the list its URL asks for, and the email it opens, if any. */
export function prefetchEmail(search: string): void {
  prefetchList(emailList, search)
  const id = openEmailIdOf(search)
  if (id !== null && queryCache.peek(emailQuery(id).key) === undefined) {
    queryCache.prefetch(emailQuery(id))
  }
}

/**
 * Opening an email the list already holds (or the server just gave as a neighbour): the reading
 * pane shows it at once, while the server is asked for it again behind it.
 */
export function showEmailFrom(email: EmailMessage): void {
  const { key } = emailQuery(email.id)
  if (queryCache.peek(key) === undefined) queryCache.set(key, email)
}
