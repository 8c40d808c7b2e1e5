import { and, assign, fromPromise, setup } from 'xstate'
import { chatIdOf } from '@models/chat/chat-events'
import type { ChatContactRecord } from '@models/chat/chat-records'
import type { DomainEventDraft, RecordParams } from './chat-events-draft'
import type { ChatListContext, ChatListEvent, ChatListInput, ChatPage } from './chat-list.types'
import { notProvided } from '../not-provided'

/** The domain event of one page of chats. */
function chatsReceived(chatType: ChatListInput['chatType'], page: ChatPage): DomainEventDraft {
  return { type: 'chat.chats.received', chatType, contacts: page.contacts, chats: page.chats }
}

interface PageArgs {
  context: ChatListContext
  event: { output: ChatPage }
}

/** Takes a page in: where paging goes on, and its chats recorded. */
const takePage = [
  { type: 'rememberPage', params: ({ event }: PageArgs) => ({ page: event.output }) },
  {
    type: 'record',
    params: ({ context, event }: PageArgs): RecordParams => ({
      events: [chatsReceived(context.chatType, event.output)],
    }),
  },
] as const

/**
 * The contact list of one chat type: its chats page by page (list-user-chat, by page number until
 * there is no next page), then the people without a chat (list-contact-chat), and the messages
 * that arrive in chats that are not open. What it learns it records as domain events.
 */
export const chatListMachine = setup({
  types: {
    context: {} as ChatListContext,
    events: {} as ChatListEvent,
    input: {} as ChatListInput,
  },
  actors: {
    fetchPage: fromPromise<ChatPage, ChatListInput & { page: number }>(notProvided('fetchPage')),
    fetchDirectory: fromPromise<ChatContactRecord[], ChatListInput & { exclude: number[] }>(
      notProvided('fetchDirectory'),
    ),
  },
  actions: {
    /** Appends domain events to the journal and projects them. */
    record: (_, _params: RecordParams) => undefined,
    /** Tells the user a load failed (the list shows its own error; this is for the log). */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    /** Remembers where paging goes on and who has a chat. */
    rememberPage: assign(({ context }, params: { page: ChatPage }) => ({
      nextPage: params.page.nextPage,
      chatContactIds: [
        ...context.chatContactIds,
        ...params.page.chats.map((chat) => chat.contactId),
      ],
    })),
  },
  guards: {
    hasMore: ({ context }) => context.nextPage !== null,
    directoryFailed: ({ context }) => context.directoryFailed,
    moreWanted: ({ context }) => context.moreWanted,
  },
}).createMachine({
  id: 'chatList',
  context: ({ input }) => ({
    ...input,
    nextPage: 1,
    chatContactIds: [],
    directoryFailed: false,
    moreWanted: false,
  }),
  initial: 'loading',
  on: {
    'chat.incoming': {
      actions: {
        type: 'record',
        params: ({ context, event }) => ({
          events: [
            {
              type: 'chat.message.received',
              chatId: chatIdOf(context.chatType, event.contactId),
              chatType: context.chatType,
              contactId: event.contactId,
              message: event.message,
              seen: false,
            },
          ],
        }),
      },
    },
  },
  states: {
    loading: {
      entry: assign({ nextPage: 1, chatContactIds: [], moreWanted: false }),
      // The first page shows as soon as it is here (while it is recorded), and its end may be
      // reached before this state ends: kept, so the next page follows.
      on: { 'chat.list.loadMore': { actions: assign({ moreWanted: true }) } },
      invoke: {
        id: 'firstPage',
        src: 'fetchPage',
        input: ({ context }) => ({ chatType: context.chatType, userId: context.userId, page: 1 }),
        onDone: {
          target: 'directory',
          actions: takePage,
        },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    directory: {
      // Kept for when the people are in: the reader would otherwise wait at the end for good.
      on: { 'chat.list.loadMore': { actions: assign({ moreWanted: true }) } },
      invoke: {
        id: 'directory',
        src: 'fetchDirectory',
        input: ({ context }) => ({
          chatType: context.chatType,
          userId: context.userId,
          exclude: context.chatContactIds,
        }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ directoryFailed: false }),
            {
              type: 'record',
              params: ({ event }) => ({
                events: [{ type: 'chat.directory.received', contacts: event.output }],
              }),
            },
          ],
        },
        // The chats are there; only the "start a chat" part is missing, so the list stays usable
        // and says what is missing.
        onError: {
          target: 'ready',
          actions: [
            assign({ directoryFailed: true }),
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: {
      always: { guard: and(['moreWanted', 'hasMore']), target: 'loadingMore' },
      on: {
        'chat.list.loadMore': { guard: 'hasMore', target: 'loadingMore' },
        'chat.list.refresh': { target: 'loading' },
        'chat.directory.retry': { guard: 'directoryFailed', target: 'directory' },
      },
    },
    loadingMore: {
      entry: assign({ moreWanted: false }),
      invoke: {
        id: 'nextPage',
        src: 'fetchPage',
        input: ({ context }) => ({
          chatType: context.chatType,
          userId: context.userId,
          page: context.nextPage!,
        }),
        onDone: {
          target: 'ready',
          actions: takePage,
        },
        onError: {
          target: 'moreFailed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'chat.list.retry': { target: 'loading' }, 'chat.list.refresh': { target: 'loading' } },
    },
    moreFailed: {
      on: {
        'chat.list.retry': { target: 'loadingMore' },
        'chat.list.loadMore': { target: 'loadingMore' },
        'chat.list.refresh': { target: 'loading' },
        'chat.directory.retry': { guard: 'directoryFailed', target: 'directory' },
      },
    },
  },
})
