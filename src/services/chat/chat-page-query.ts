import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { ChatType } from '@models/chat/chat-api'
import { chatIdOf } from '@models/chat/chat-events'
import { idInSearch } from '@models/search/id-in-search'
import type { ChatListInput, ChatPage } from '@machines/chat/chat-list.types'
import { queryCache } from '../app-query-cache'
import type { Query } from '../query-cache'
import { appSession } from '../session/session'
import { whatsAppConnectionQuery } from '../whatsapp-connection'
import { fetchChatPage } from './chat-api'
import { prefetchThreadWindow } from './thread-prefetch'
import type { Prefetched } from '../prefetched'

/** One page of the user's chats of one type, as the query cache keys it. */
export function chatPageQuery(input: ChatListInput & { page: number }): Query<ChatPage> {
  const { chatType, userId, page } = input
  return {
    key: ['chat-pages', chatType, userId, page],
    load: (signal) => fetchChatPage(input, signal),
  }
}

/**
 * The messaging routes' prefetch, at navigation: the first page of chats, which the list
 * machine's first load then takes from the cache instead of asking once the screen's code (and
 * the chat history's) came, the WhatsApp link that the screen's banner shows, and for a chat open
 * in the address (`?contact=ID`) its newest messages from the local history (thread-prefetch.ts).
 */
export function prefetchMessaging(chatType: ChatType, search = ''): Prefetched | undefined {
  const user = appSession.currentUser()
  if (!user) return undefined
  queryCache.prefetch(chatPageQuery({ chatType, userId: user.id, page: 1 }))
  queryCache.prefetch(whatsAppConnectionQuery)
  // As the screen reads it (use-id-param.ts).
  const contact = idInSearch(search, 'contact')
  if (contact === null) return undefined
  // The open chat's newest messages, which the first render waits for as for the chats.
  return { alsoNeeded: prefetchThreadWindow(chatIdOf(chatType, contact)) }
}

/**
 * The first page of chats as the cache holds it, without asking the server: the contact list
 * shows it while the list machine records it into the local history (a first visit's rows then
 * wait for the answer, not for the database as well).
 */
export function useCachedFirstChatPage(chatType: ChatType, userId: number): ChatPage | undefined {
  const key = useMemo(() => chatPageQuery({ chatType, userId, page: 1 }).key, [chatType, userId])
  const subscribe = useCallback(
    (listener: () => void) => queryCache.subscribe(key, listener),
    [key],
  )
  return useSyncExternalStore(subscribe, () => queryCache.peek<ChatPage>(key))
}
