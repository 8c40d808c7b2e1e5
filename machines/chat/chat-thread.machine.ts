import { assertEvent, assign, fromPromise, raise, setup } from 'xstate'
import { chatIdOf } from '@models/chat/chat-events'
import { hasVisibleText, trimInvisible } from '@models/format/visible-text'
import type { SeenIds } from '@models/chat/chat-records'
import type { DomainEventDraft, RecordParams } from './chat-events-draft'
import type {
  ChatThreadContext,
  ChatThreadEvent,
  ChatThreadInput,
  FetchedThread,
  HeartChange,
  ThreadRequest,
} from './chat-thread.types'
import { notProvided } from '../not-provided'

/** The contact whose chat greets a client automatically (SPEC.md section 6). */
export const GREETING_CONTACT_ID = 5

/** After an incoming message the open chat is reloaded this much later (SPEC.md section 9). */
export const RELOAD_DELAY_MS = 500

/** What a fetch of the thread needs from the context. */
function threadRequest({ chatId, chatType, contactId, userId }: ChatThreadContext): ThreadRequest {
  return { chatId, chatType, contactId, userId }
}

function threadReceived(context: ChatThreadContext, thread: FetchedThread): DomainEventDraft {
  // A heart still on its way to the server is newer than the server's copy of the thread.
  const pending = new Map(context.hearts.map((change) => [change.messageKey, change.heart]))
  const messages =
    pending.size === 0
      ? thread.messages
      : thread.messages.map((message) =>
          pending.has(message.key) ? { ...message, heart: pending.get(message.key)! } : message,
        )
  return {
    type: 'chat.thread.received',
    chatId: context.chatId,
    chatType: context.chatType,
    contactId: context.contactId,
    messages,
    seenIds: thread.seenIds,
  }
}

interface ActionArgs<TEvent> {
  context: ChatThreadContext
  event: TEvent
}

/** Records a pushed message of the open chat: seen at once, since the user is looking at it. */
const recordIncoming = {
  type: 'record',
  params: ({ context, event }: ActionArgs<ChatThreadEvent>): RecordParams => {
    assertEvent(event, 'chat.incoming')
    return {
      events: [
        {
          type: 'chat.message.received',
          chatId: context.chatId,
          chatType: context.chatType,
          contactId: context.contactId,
          message: event.message,
          seen: true,
        },
      ],
    }
  },
} as const

/**
 * Shows a heart at once and queues it for the server; the queue is sent once the chat is active,
 * so a heart pressed on the kept history while the thread loads is not lost.
 */
const toggleHeart = [
  {
    type: 'record',
    params: ({ event }: ActionArgs<ChatThreadEvent>): RecordParams => {
      assertEvent(event, 'chat.heart.toggle')
      return {
        events: [
          { type: 'chat.message.hearted', messageKey: event.messageKey, heart: !event.heart },
        ],
      }
    },
  },
  {
    type: 'queueHeart',
    params: ({ event }: ActionArgs<ChatThreadEvent>) => {
      assertEvent(event, 'chat.heart.toggle')
      return { messageKey: event.messageKey, serverId: event.serverId, heart: !event.heart }
    },
  },
] as const

/** Takes a fetched thread into the context and records it. */
const takeFetched = [
  {
    type: 'takeThread',
    params: ({ context, event }: ActionArgs<{ output: FetchedThread }>) => ({
      thread: event.output,
      contactId: context.contactId,
    }),
  },
  {
    type: 'record',
    params: ({ context, event }: ActionArgs<{ output: FetchedThread }>): RecordParams => ({
      // The chat is open while it is fetched: what the server still counts as unseen is seen.
      events: [
        threadReceived(context, event.output),
        { type: 'chat.opened', chatId: context.chatId },
      ],
    }),
  },
] as const

/**
 * One open chat: it is seen as soon as it opens, loaded from the server (the local history shows
 * meanwhile), marked seen on the server, reloaded 500 ms after a message arrives (one reload for a
 * burst), and it sends, retries and hearts messages. A client's chat with the support contact gets
 * the automatic greeting once: never when the thread already has one. Hearts show at once and are
 * set back when the server refuses them.
 */
export const chatThreadMachine = setup({
  types: {
    context: {} as ChatThreadContext,
    events: {} as ChatThreadEvent,
    input: {} as ChatThreadInput,
  },
  actors: {
    fetchThread: fromPromise<FetchedThread, ThreadRequest>(notProvided('fetchThread')),
    markSeen: fromPromise<undefined, SeenIds>(notProvided('markSeen')),
    setHeart: fromPromise<undefined, HeartChange>(notProvided('setHeart')),
  },
  actions: {
    /** Appends domain events to the journal and projects them. */
    record: (_, _params: RecordParams) => undefined,
    /** Tells the user the server refused a heart (an error toast). */
    notifyHeartRefused: (_, _params: { error: unknown }) => undefined,
    /** Logs a failure the user need not act on. */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    takeThread: assign((_, params: { thread: FetchedThread; contactId: number }) => ({
      seenIds: params.thread.seenIds,
      hasUnseen: params.thread.messages.some(
        (message) => message.senderId === params.contactId && !message.seen,
      ),
      hasGreeting: params.thread.messages.some((message) => message.type === 'greeting'),
      hasMessages: params.thread.messages.length > 0,
    })),
    queueHeart: assign(({ context }, params: HeartChange) => ({
      hearts: [...context.hearts, params],
    })),
    dropHeart: assign(({ context }) => ({ hearts: context.hearts.slice(1) })),
  },
  guards: {
    hasUnseen: ({ context }) => context.hasUnseen && context.seenIds !== null,
    greetingDue: ({ context }) =>
      context.role === 'client' &&
      context.contactId === GREETING_CONTACT_ID &&
      !context.hasGreeting,
    reloadAgain: ({ context }) => context.reloadAgain,
    heartWaiting: ({ context }) => context.hearts.length > 0,
    hasText: ({ event }) => {
      assertEvent(event, 'chat.send')
      return hasVisibleText(event.text)
    },
  },
  delays: { reloadDelay: RELOAD_DELAY_MS },
}).createMachine({
  id: 'chatThread',
  context: ({ input }) => ({
    ...input,
    chatId: chatIdOf(input.chatType, input.contactId),
    seenIds: null,
    hasUnseen: false,
    hasGreeting: false,
    hasMessages: false,
    reloadAgain: false,
    hearts: [],
  }),
  initial: 'loading',
  on: {
    // Writing never waits for the thread: the message is queued locally and sent by the outbox.
    'chat.send': {
      guard: 'hasText',
      actions: {
        type: 'record',
        params: ({ context, event }) => ({
          events: [
            {
              type: 'chat.message.queued',
              kid: event.kid,
              chatId: context.chatId,
              chatType: context.chatType,
              contactId: context.contactId,
              senderId: context.userId,
              message: trimInvisible(event.text),
              messageType: 'chat',
            },
          ],
        }),
      },
    },
    'chat.retry': {
      actions: {
        type: 'record',
        params: ({ event }) => ({ events: [{ type: 'chat.message.retried', kid: event.kid }] }),
      },
    },
  },
  states: {
    loading: {
      on: {
        // The load in flight may have left before it arrived: reload once the chat is active.
        'chat.incoming': { actions: [recordIncoming, assign({ reloadAgain: true })] },
        'chat.heart.toggle': { actions: toggleHeart },
      },
      // Seen as soon as it opens; the server is told once the thread has the ids it needs.
      entry: {
        type: 'record',
        params: ({ context }) => ({ events: [{ type: 'chat.opened', chatId: context.chatId }] }),
      },
      invoke: {
        id: 'load',
        src: 'fetchThread',
        input: ({ context }) => threadRequest(context),
        onDone: { target: 'active', actions: [...takeFetched] },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    failed: {
      on: {
        'chat.thread.retry': { target: 'loading' },
        // Shown at once; the next load brings the rest.
        'chat.incoming': { actions: recordIncoming },
        'chat.heart.toggle': { actions: toggleHeart },
      },
    },

    active: {
      type: 'parallel',
      on: {
        'chat.heart.toggle': { actions: toggleHeart },
      },
      states: {
        seen: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasUnseen', target: 'marking' }, { target: 'done' }],
            },
            marking: {
              // A reload found more unseen messages: mark again, with what it found.
              on: { 'chat.thread.loaded': { target: 'checking' } },
              invoke: {
                id: 'markSeen',
                src: 'markSeen',
                input: ({ context }) => context.seenIds!,
                onDone: { target: 'done', actions: assign({ hasUnseen: false }) },
                onError: {
                  target: 'done',
                  actions: {
                    type: 'reportFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            done: {
              on: { 'chat.thread.loaded': { target: 'checking' } },
            },
          },
        },

        greeting: {
          initial: 'checking',
          states: {
            checking: {
              always: [
                {
                  guard: 'greetingDue',
                  target: 'settled',
                  actions: {
                    type: 'record',
                    params: ({ context }) => ({
                      events: [
                        {
                          type: 'chat.message.queued',
                          // One key per user and chat: a reload or another tab queues the same
                          // message again, which the outbox and the server both take only once.
                          kid: `greeting-${context.userId}-${context.chatId}`,
                          chatId: context.chatId,
                          chatType: context.chatType,
                          contactId: context.contactId,
                          senderId: context.contactId,
                          message: context.greetingText,
                          messageType: 'greeting',
                        },
                      ],
                    }),
                  },
                },
                { target: 'settled' },
              ],
            },
            settled: { type: 'final' },
          },
        },

        reload: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'reloadAgain', target: 'waiting' },
              on: { 'chat.incoming': { target: 'waiting', actions: recordIncoming } },
            },
            waiting: {
              // A burst of messages within the delay gives one reload.
              on: { 'chat.incoming': { actions: recordIncoming } },
              after: { reloadDelay: { target: 'reloading' } },
            },
            reloading: {
              entry: assign({ reloadAgain: false }),
              on: {
                'chat.incoming': {
                  actions: [recordIncoming, assign({ reloadAgain: true })],
                },
              },
              invoke: {
                id: 'reload',
                src: 'fetchThread',
                input: ({ context }) => threadRequest(context),
                onDone: [
                  {
                    guard: 'reloadAgain',
                    target: 'waiting',
                    actions: [...takeFetched, raise({ type: 'chat.thread.loaded' })],
                  },
                  {
                    target: 'idle',
                    actions: [...takeFetched, raise({ type: 'chat.thread.loaded' })],
                  },
                ],
                onError: [
                  {
                    guard: 'reloadAgain',
                    target: 'waiting',
                    actions: {
                      type: 'reportFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'reportFailure',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },

        hearts: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'heartWaiting', target: 'saving' },
            },
            saving: {
              invoke: {
                id: 'setHeart',
                src: 'setHeart',
                input: ({ context }) => context.hearts[0]!,
                onDone: { target: 'idle', actions: 'dropHeart' },
                onError: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'record',
                      params: ({ context }) => ({
                        events: [
                          {
                            type: 'chat.message.hearted',
                            messageKey: context.hearts[0]!.messageKey,
                            heart: !context.hearts[0]!.heart,
                          },
                        ],
                      }),
                    },
                    { type: 'notifyHeartRefused', params: ({ event }) => ({ error: event.error }) },
                    'dropHeart',
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
})
