import { assign, fromPromise, setup } from 'xstate'
import type { OutboxItem } from '@models/local-store/outbox'
import { SendError, type OutboxContext, type OutboxEvent, type OutcomeParams } from './outbox.types'
import { notProvided } from '../not-provided'

/** Sends of one item before it fails for good (a message waits for the user's retry). */
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

/**
 * A send that will not be tried again: the refusal is reported (its area tells the user), and the
 * item is recorded as failed for good.
 */
const failForGood = [
  {
    type: 'reportRefusal',
    params: ({ context, event }: ActionArgs) => ({ item: context.item!, error: event.error }),
  },
  {
    type: 'record',
    params: ({ context }: ActionArgs): OutcomeParams => ({
      outcomes: [
        { type: 'outbox.failed', item: context.item!, attempts: context.attempts + 1, final: true },
      ],
    }),
  },
] as const

/**
 * The one outbox of every area (docs/architecture.md, "The local store"): sends queued items one
 * at a time in the order they were made, each with its idempotency key, so that a send retried
 * after a lost answer is stored once. Offline it waits for the network without counting attempts;
 * a server failure is retried with backoff; after MAX_SEND_ATTEMPTS, or when the server refuses
 * the item itself, the item fails for good and the next one goes. What an outcome means (a
 * message marked failed, a change taken back) is its area's to record. Only the tab that holds the
 * outbox lock sends.
 */
export const outboxMachine = setup({
  types: {
    context: {} as OutboxContext,
    events: {} as OutboxEvent,
  },
  actors: {
    /** The oldest queued item, or null. */
    nextItem: fromPromise<OutboxItem | null>(notProvided('nextItem')),
    /** Sends the item; resolves with the server's answer. */
    deliver: fromPromise<unknown, OutboxItem>(notProvided('deliver')),
  },
  actions: {
    record: (_, _params: OutcomeParams) => undefined,
    /** Logs a failure to read the queue. */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    /** An item failed for good: its area tells the user why. */
    reportRefusal: (_, _params: { item: OutboxItem; error: unknown }) => undefined,
    takeItem: assign((_, params: { item: OutboxItem | null }) => ({
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
              outcomes: [{ type: 'outbox.sent', item: context.item!, output: event.output }],
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
                  outcomes: [
                    {
                      type: 'outbox.failed',
                      item: context.item!,
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
