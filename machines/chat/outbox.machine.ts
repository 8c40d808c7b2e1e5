import { assign, fromPromise, setup } from 'xstate'
import type { OutboxRecord } from '@models/chat-database'
import type { RecordParams } from './chat-events-draft'
import { SendError, type Delivered, type OutboxContext, type OutboxEvent } from './outbox.types'

/** Sends of one message before it is marked failed and waits for the user's retry. */
export const MAX_SEND_ATTEMPTS = 5

/** Waits between failed sends: 1 s, 2 s, 4 s, 8 s, at most 30 s. */
export function backoffDelay(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000)
}

/** Offline, the queue is looked at again this often even without an `online` event. */
export const OFFLINE_PROBE_MS = 15_000

const failureOf = (error: unknown) => (error instanceof SendError ? error.failure : 'retryable')

interface ActionArgs {
  context: OutboxContext
  event: { error: unknown }
}

/** A send that will not be tried again without the user: logged, and the message marked failed. */
const failForGood = [
  { type: 'reportFailure', params: ({ event }: ActionArgs) => ({ error: event.error }) },
  {
    type: 'record',
    params: ({ context }: ActionArgs): RecordParams => ({
      events: [
        {
          type: 'chat.message.failed',
          kid: context.item!.kid,
          attempts: context.attempts + 1,
          final: true,
        },
      ],
    }),
  },
] as const

/**
 * The outbox: sends queued messages one at a time in the order they were written, each with its
 * idempotency key, so that a send retried after a lost answer is stored once. Offline it waits for
 * the network without counting attempts; a server failure is retried with backoff; after
 * MAX_SEND_ATTEMPTS, or when the server refuses the message itself, the message is marked failed
 * and the next one goes. Only the tab that holds the outbox lock sends.
 */
export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
  },
  actors: {
    /** The oldest queued message, or null. */
    nextItem: fromPromise<OutboxRecord | null>(() =>
      Promise.reject(new Error('nextItem must be provided')),
    ),
    deliver: fromPromise<Delivered, OutboxRecord>(() =>
      Promise.reject(new Error('deliver must be provided')),
    ),
  },
  actions: {
    record: (_, _params: RecordParams) => undefined,
    reportFailure: (_, _params: { error: unknown }) => undefined,
    takeItem: assign((_, params: { item: OutboxRecord | null }) => ({
      item: params.item,
      attempts: params.item?.attempts ?? 0,
    })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
  },
  guards: {
    hasItem: ({ context }) => context.item !== null,
    isOffline: (_, params: { error: unknown }) => failureOf(params.error) === 'offline',
    isPermanent: (_, params: { error: unknown }) => failureOf(params.error) === 'permanent',
    /** Counts the failure that just happened. */
    attemptsLeft: ({ context }) => context.attempts + 1 < MAX_SEND_ATTEMPTS,
  },
  delays: {
    backoff: ({ context }) => backoffDelay(context.attempts),
    offlineProbe: OFFLINE_PROBE_MS,
  },
}).createMachine({
  id: 'outbox',
  context: { item: null, attempts: 0 },
  initial: 'following',
  states: {
    // Another tab holds the lock and sends; this one only queues.
    following: {
      on: { 'outbox.lead': { target: 'checking' } },
    },

    checking: {
      // Something queued while the queue was being read may be missing from that read: read again.
      on: { 'outbox.changed': { target: 'checking', reenter: true } },
      invoke: {
        id: 'nextItem',
        src: 'nextItem',
        onDone: {
          target: 'routing',
          actions: { type: 'takeItem', params: ({ event }) => ({ item: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },

    routing: {
      always: [{ guard: 'hasItem', target: 'sending' }, { target: 'idle' }],
    },

    idle: {
      on: { 'outbox.changed': { target: 'checking' }, 'outbox.online': { target: 'checking' } },
    },

    sending: {
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }) => context.item!,
        onDone: {
          target: 'checking',
          actions: {
            type: 'record',
            params: ({ context, event }) => ({
              events: [
                { type: 'chat.message.sent', kid: context.item!.kid, message: event.output },
              ],
            }),
          },
        },
        onError: [
          {
            guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) },
            target: 'offline',
          },
          {
            guard: { type: 'isPermanent', params: ({ event }) => ({ error: event.error }) },
            target: 'checking',
            actions: failForGood,
          },
          {
            guard: 'attemptsLeft',
            target: 'backingOff',
            actions: [
              'countAttempt',
              {
                type: 'record',
                params: ({ context }) => ({
                  events: [
                    {
                      type: 'chat.message.failed',
                      kid: context.item!.kid,
                      attempts: context.attempts,
                      final: false,
                    },
                  ],
                }),
              },
            ],
          },
          {
            target: 'checking',
            actions: failForGood,
          },
        ],
      },
    },

    backingOff: {
      after: { backoff: { target: 'sending' } },
      on: { 'outbox.online': { target: 'sending' } },
    },

    offline: {
      after: { offlineProbe: { target: 'checking' } },
      on: { 'outbox.online': { target: 'checking' } },
    },
  },
})
