import { assign, fromPromise, setup } from 'xstate'
import type { AnyListChange } from '@models/lists/list-change'
import type { ListChangeContext, ListChangeEvent, ListChangeInput } from './list-change.types'
import { notProvided } from '../not-provided'

/** How long a delete waits behind its Undo before it is sent (issue 13). */
export const undoDelayMs = 5000

/**
 * One change to a list's data, from the moment the screen shows it to the server's answer. Adds
 * and updates are sent at once; a delete first waits behind an Undo toast, and is dropped if the
 * user takes it back. A refused change ends `failed`, and the screen takes it back; the user is
 * told why, as the error catalogue says. Whoever runs it shows a change until it is `done` and
 * the list has loaded since, or until it ends otherwise.
 */
export const listChangeMachine = setup({
  types: {
    input: {} as ListChangeInput,
    context: {} as ListChangeContext,
    events: {} as ListChangeEvent,
  },
  actors: {
    sendChange: fromPromise<unknown, AnyListChange>(notProvided('sendChange')),
  },
  delays: {
    undoDelay: undoDelayMs,
  },
  actions: {
    /** Shows the Undo for a waiting delete. */
    offerUndo: () => undefined,
    /** Takes the Undo away: the delete is sent or was taken back. */
    withdrawUndo: () => undefined,
    /** Tells the user why the server refused the change (the error catalogue). */
    reportRefusal: (_, _params: { error: unknown }) => undefined,
    takeResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
  },
  guards: {
    isDelete: ({ context }) => context.change.kind === 'delete',
  },
}).createMachine({
  id: 'listChange',
  context: ({ input }) => ({ change: input.change, result: undefined, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isDelete', target: 'waitingForUndo' }, { target: 'sending' }],
    },
    waitingForUndo: {
      entry: 'offerUndo',
      exit: 'withdrawUndo',
      on: {
        'change.undo': { target: 'undone' },
        'change.flush': { target: 'sending' },
      },
      after: { undoDelay: { target: 'sending' } },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'sendChange',
        input: ({ context }) => context.change,
        onDone: {
          target: 'done',
          actions: { type: 'takeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportRefusal', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    undone: { type: 'final' },
  },
})

export type ListChangeMachine = typeof listChangeMachine
