import { useCallback, useMemo, useState } from 'react'
import type { ChatsAndContacts, DemoMessage, DemoSendAnswer } from '@models/chat/demo-chat-api'
import { useRemoteData } from '@/services/use-remote-data'
import { fetchChatsAndContacts } from './chat-demo-api'

/** The newest message the user sent to a contact from this screen, and the chat it went to. */
interface SentHere {
  chatId?: number
  lastMessage: DemoMessage
}

const newest = (a: DemoMessage | null | undefined, b: DemoMessage | null | undefined) =>
  !a ? b : !b ? a : a.time.localeCompare(b.time) >= 0 ? a : b

const lastTime = (entry: ChatsAndContacts['chatsContacts'][number]) =>
  entry.chat.lastMessage?.time ?? ''

/**
 * The loaded list with what happened here since: opened chats have no unseen messages, and a
 * chat the user wrote in carries the new preview and moves to the top. A person written to for
 * the first time leaves "Contacts" for "Chats". A reload returns the same thing from the server,
 * so the changes can stay applied on top of it.
 */
function withLocalChanges(
  data: ChatsAndContacts,
  seen: ReadonlySet<number>,
  sent: ReadonlyMap<number, SentHere>,
): ChatsAndContacts {
  const chats = data.chatsContacts.map((entry) => ({
    ...entry,
    chat: {
      ...entry.chat,
      unseenMsgs: seen.has(entry.id) ? 0 : entry.chat.unseenMsgs,
      lastMessage: newest(sent.get(entry.id)?.lastMessage, entry.chat.lastMessage),
    },
  }))
  const started = data.contacts.flatMap((contact) => {
    const here = sent.get(contact.id)
    if (!here) return []
    const chat = { id: here.chatId ?? 0, unseenMsgs: 0, lastMessage: here.lastMessage }
    return [{ ...contact, chat }]
  })
  return {
    ...data,
    // Array.prototype.sort is stable: chats with the same time keep the server's order.
    chatsContacts: [...started, ...chats].sort((a, b) => lastTime(b).localeCompare(lastTime(a))),
    contacts: data.contacts.filter((contact) => !sent.has(contact.id)),
  }
}

/**
 * The demo chat's sidebar data: loaded once from `chats-and-contacts`, then kept up to date by
 * the screen itself (`markSeen` when a chat opens, `recordSent` when a message is stored).
 */
export function useDemoChatList() {
  const { state, retry } = useRemoteData(fetchChatsAndContacts)
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set())
  const [sent, setSent] = useState<ReadonlyMap<number, SentHere>>(() => new Map())

  const loaded =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined
  const data = useMemo(
    () => (loaded ? withLocalChanges(loaded, seen, sent) : undefined),
    [loaded, seen, sent],
  )

  const markSeen = useCallback(
    (contactId: number) =>
      setSeen((current) => (current.has(contactId) ? current : new Set(current).add(contactId))),
    [],
  )

  const recordSent = useCallback(
    (contactId: number, answer: DemoSendAnswer) =>
      setSent((current) =>
        new Map(current).set(contactId, {
          chatId: answer.chat?.id ?? current.get(contactId)?.chatId,
          lastMessage: newest(answer.newMessageData, current.get(contactId)?.lastMessage)!,
        }),
      ),
    [],
  )

  return {
    data,
    loading: data === undefined && state.status === 'loading',
    failed: data === undefined && state.status === 'error',
    retry,
    markSeen,
    recordSent,
  }
}
