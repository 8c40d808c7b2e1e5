import { assign, fromCallback, sendTo, setup } from 'xstate'
import type { RecordParams } from '../record-params'
import type { SyncCommand, SyncContext, SyncEvent } from './sync.types'

const record = {
  type: 'record',
  params: ({ event }: { event: SyncEvent }): RecordParams => ({
    events: event.type === 'sync.answered' ? event.events : [],
  }),
} as const

/** A load failed: remembered for the screen, and logged. */
const failure = [
  'rememberError',
  {
    type: 'reportFailure',
    params: ({ event }: { event: SyncEvent }) => ({
      error: event.type === 'sync.failed' ? event.error : null,
    }),
  },
] as const

/**
 * One screen's sync with the server (docs/architecture.md, "The local store"): the screen shows
 * what the store holds at once, and the sync actor (the first load, then a load on focus, on
 * reconnect and on an interval, while the screen is open) brings the server's answers, which are
 * recorded. Only a screen with nothing stored waits for the server, and only it shows a failed
 * load as a failure; one with something to show says that it may be out of date, and carries on.
 */
export const syncMachine = setup({
  types: {
    context: {} as SyncContext,
    events: {} as SyncEvent,
  },
  actors: {
    /** Loads from the server whenever it should, and on `sync.now`; sends back its answers. */
    sync: fromCallback<SyncCommand>(() => {
      throw new Error('sync must be provided')
    }),
  },
  actions: {
    record: (_, _params: RecordParams) => undefined,
    reportFailure: (_, _params: { error: unknown }) => undefined,
    rememberError: assign({
      error: ({ event }) => (event.type === 'sync.failed' ? event.error : null),
    }),
    forgetError: assign({ error: null }),
    loadNow: sendTo('sync', { type: 'sync.now' }),
  },
  guards: {
    present: ({ event }) => event.type === 'sync.local' && event.present,
    failedBefore: ({ context }) => context.error !== null,
    presentAfterFailure: ({ context, event }) =>
      event.type === 'sync.local' && event.present && context.error !== null,
  },
}).createMachine({
  id: 'sync',
  context: { error: null },
  invoke: { id: 'sync', src: 'sync' },
  on: {
    'sync.answered': { actions: [record, 'forgetError'] },
    'sync.failed': { actions: failure },
  },
  initial: 'opening',
  states: {
    // The store is being read.
    opening: {
      on: {
        'sync.local': [
          // The first load failed before the store was read: what shows may be out of date.
          { guard: 'presentAfterFailure', target: 'showing.stale' },
          { guard: 'present', target: 'showing' },
          { guard: 'failedBefore', target: 'failed' },
          { target: 'waiting' },
        ],
      },
    },
    // Nothing stored: the first answer is awaited.
    waiting: {
      on: {
        'sync.local': { guard: 'present', target: 'showing' },
        'sync.failed': { target: 'failed', actions: failure },
      },
    },
    failed: {
      on: {
        'sync.local': { guard: 'present', target: 'showing' },
        'sync.retry': { target: 'waiting', actions: 'loadNow' },
      },
    },
    showing: {
      initial: 'fresh',
      on: { 'sync.retry': { actions: 'loadNow' } },
      states: {
        fresh: { on: { 'sync.failed': { target: 'stale', actions: failure } } },
        // The last load failed: what shows may be out of date.
        stale: { on: { 'sync.answered': { target: 'fresh', actions: [record, 'forgetError'] } } },
      },
    },
  },
})

export type SyncMachine = typeof syncMachine
