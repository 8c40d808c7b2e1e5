import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { UserData } from '@models/session/session'
import {
  LoginFailedError,
  type Credentials,
  type EndReason,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
} from './session.types'
import { notProvided } from '../not-provided'

/**
 * The whole session, one machine: restoring the stored user, signing in, refreshing the access
 * token when a request is refused as expired, and ending the session by logout, by expiry or from
 * another tab. Every effect (HTTP calls, storage, the chat database, other tabs) is an actor the
 * app provides; the machine only decides.
 *
 * While `refreshing`, further refusals of the same token join the refresh in flight, so any number
 * of concurrent 401s make one refresh call; a refusal of a token that was already replaced changes
 * nothing, and the request is simply retried with the current token.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    signIn: fromPromise<UserData, Credentials>(notProvided('signIn')),
    /** Exchanges the refused token for a new one (or takes the one another tab already got). */
    refresh: fromPromise<string, { token: string }>(notProvided('refresh')),
    /** Tells the server, deletes the chat database and clears what the session stored. */
    signOut: fromPromise<undefined, { user: UserData }>(notProvided('signOut')),
    /** Clears what the session stored and tells the other tabs. */
    expire: fromPromise<undefined, { user: UserData }>(notProvided('expire')),
  },
  actions: {
    /** Stores the user for the next visit and the other tabs, and remembers the role. */
    persist: (_, _params: { user: UserData }) => undefined,
    /** Forgets this tab's own session state after another tab ended the session. */
    forgetTab: () => undefined,
    setUser: assign((_, params: { user: UserData }) => ({
      user: params.user,
      loginFailure: null,
      notice: null,
    })),
    setLoginFailure: assign(({ event }) => {
      const error = (event as { error?: unknown }).error
      return {
        loginFailure:
          error instanceof LoginFailedError ? error.failure : { kind: 'unexpected' as const },
      }
    }),
    startLogin: assign({ loginFailure: null, notice: null }),
    clearUser: assign({ user: null }),
    noteEnded: assign((_, params: { reason: EndReason }) => ({
      notice: params.reason === 'expired' ? ('expired' as const) : null,
    })),
  },
  guards: {
    hasStoredUser: ({ context }) => context.user !== null,
    /** The refused token is no longer the session's: it was replaced since the request left. */
    isStale: ({ context, event }) => {
      assertEvent(event, 'session.rejected')
      return event.token !== context.user?.jwt
    },
    isExpired: ({ event }) => {
      assertEvent(event, 'session.rejected')
      return event.reason === 'expired'
    },
    isBlacklisted: ({ event }) => {
      assertEvent(event, 'session.rejected')
      return event.reason === 'blacklisted'
    },
    endedByExpiry: ({ event }) => {
      assertEvent(event, 'session.endedElsewhere')
      return event.reason === 'expired'
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: input.user, loginFailure: null, notice: null }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasStoredUser', target: 'signedIn' }, { target: 'signedOut' }],
    },

    signedOut: {
      entry: 'clearUser',
      on: {
        'session.login': { target: 'signingIn' },
        'session.adopted': {
          target: 'signedIn',
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },

    signingIn: {
      entry: 'startLogin',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'session.login')
          return { email: event.email, password: event.password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'persist', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: { target: 'signedOut', actions: 'setLoginFailure' },
      },
    },

    signedIn: {
      initial: 'active',
      on: {
        'session.logout': { target: 'signingOut' },
        'session.adopted': {
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.endedElsewhere': [
          {
            guard: 'endedByExpiry',
            target: 'signedOut',
            actions: ['forgetTab', { type: 'noteEnded', params: { reason: 'expired' } }],
          },
          {
            target: 'signedOut',
            actions: ['forgetTab', { type: 'noteEnded', params: { reason: 'logout' } }],
          },
        ],
      },
      states: {
        active: {
          on: {
            'session.rejected': [
              // Already replaced: the request is retried with the current token.
              { guard: 'isStale' },
              { guard: 'isExpired', target: 'refreshing' },
              { guard: 'isBlacklisted', target: '#session.expiring' },
              // Any other 401 is the request's own error, shown to the user; the session stays.
            ],
          },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refresh',
            input: ({ context }) => ({ token: context.user!.jwt }),
            onDone: {
              target: 'active',
              actions: [
                assign({ user: ({ context, event }) => ({ ...context.user!, jwt: event.output }) }),
                { type: 'persist', params: ({ context }) => ({ user: context.user! }) },
              ],
            },
            onError: { target: '#session.expiring' },
          },
          on: {
            'session.rejected': [
              { guard: 'isStale' },
              // SPEC.md section 4: blacklisted while a refresh is in progress ends the session.
              { guard: 'isBlacklisted', target: '#session.expiring' },
              // Another expired refusal of the same token joins the refresh in flight.
            ],
          },
        },
      },
    },

    expiring: {
      invoke: {
        id: 'expire',
        src: 'expire',
        input: ({ context }) => ({ user: context.user! }),
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: { type: 'noteEnded', params: { reason: 'expired' } },
    },

    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ user: context.user! }),
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
      exit: { type: 'noteEnded', params: { reason: 'logout' } },
    },
  },
})

export type SessionMachine = typeof sessionMachine
