import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { ChatContactRecord, ChatMessageRecord } from '@models/chat/chat-records'
import { chatListMachine } from '@machines/chat/chat-list.machine'
import type {
  ChatListContext,
  ChatListEvent,
  ChatListInput,
  ChatPage,
} from '@machines/chat/chat-list.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

export const listInput: ChatListInput = { chatType: 'whatsapp', userId: 1 }

export function contact(id: number): ChatContactRecord {
  return { id, fullName: `Contact ${id}`, role: 'client', status: 'online' }
}

/** Page `page` of list-user-chat: one chat with contact 10 + page. */
export function chatPage(page: number, nextPage: number | null): ChatPage {
  const contactId = 10 + page
  return {
    contacts: [contact(contactId)],
    chats: [{ contactId, unseenMsgs: page }],
    nextPage,
  }
}

/** The people without a chat. */
export const directory = [contact(40), contact(41)]

export const pushedMessage: ChatMessageRecord = {
  key: 's:7001',
  chatId: 'whatsapp:9',
  serverId: 7001,
  message: 'Are you there?',
  time: '2024-05-01T10:00:00.000Z',
  senderId: 9,
  type: 'chat',
  heart: false,
  seen: false,
  delivery: 'sent',
}

const userEvents: ChatListEvent[] = [
  { type: 'chat.list.loadMore' },
  { type: 'chat.list.retry' },
  { type: 'chat.list.refresh' },
  { type: 'chat.directory.retry' },
  { type: 'chat.incoming', contactId: 9, message: pushedMessage },
]

/** Every event the user, the server push or a settling request can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { nextPage } = snapshot.context as ChatListContext
  if (snapshot.matches('loading')) {
    return [
      ...userEvents,
      { type: 'xstate.done.actor.firstPage', output: chatPage(1, 2) },
      { type: 'xstate.done.actor.firstPage', output: chatPage(1, null) },
      { type: 'xstate.error.actor.firstPage', error: new Error('list-user-chat failed') },
    ]
  }
  if (snapshot.matches('directory')) {
    return [
      ...userEvents,
      { type: 'xstate.done.actor.directory', output: directory },
      { type: 'xstate.error.actor.directory', error: new Error('list-contact-chat failed') },
    ]
  }
  if (snapshot.matches('loadingMore')) {
    const page = nextPage ?? 0
    return [
      ...userEvents,
      { type: 'xstate.done.actor.nextPage', output: chatPage(page, page + 1) },
      { type: 'xstate.done.actor.nextPage', output: chatPage(page, null) },
      { type: 'xstate.error.actor.nextPage', error: new Error('list-user-chat failed') },
    ]
  }
  return userEvents
}

// The page number grows with every page: what decides behaviour is whether there is another.
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ChatListContext
  return JSON.stringify([
    snapshot.value,
    context.nextPage === null ? 'last page' : 'more pages',
    context.directoryFailed ? 'directory failed' : 'directory in',
    context.moreWanted ? 'more wanted' : '',
  ])
}

export function eventLabel(event: EventObject): string {
  const { output } = event as { output?: ChatPage }
  switch (event.type) {
    case 'xstate.done.actor.firstPage':
    case 'xstate.done.actor.nextPage':
      return `${event.type.endsWith('firstPage') ? 'first page' : 'next page'} (${output!.nextPage === null ? 'last' : 'more to come'})`
    case 'xstate.error.actor.firstPage':
      return 'first page failed'
    case 'xstate.error.actor.nextPage':
      return 'next page failed'
    case 'xstate.done.actor.directory':
      return 'directory'
    case 'xstate.error.actor.directory':
      return 'directory failed'
    default:
      return event.type
  }
}

export function chatListPaths(): ModelPath[] {
  return transitionPaths(chatListMachine, {
    events: modelEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input: listInput,
  }).map((path) => labelled(path, eventLabel, `${listInput.chatType} list: `))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'chat-list', paths: chatListPaths }
