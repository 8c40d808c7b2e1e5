import type { AnyMachineSnapshot, EventObject } from 'xstate'
import {
  LoginFailedError,
  type SessionContext,
  type SessionEvent,
} from '@machines/session/session.types'
import type { UserData } from '@models/session/session'
import { sessionMachine } from '@machines/session/session.machine'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { labelled } from '../support/generated-paths'
import { demoAdminSession } from '../../support/session-fixtures'

/** A stored user as an earlier visit left it. */
export const storedUser: UserData = demoAdminSession
export const signedInUser: UserData = { ...storedUser, jwt: 'token-login' }
export const adoptedUser: UserData = { ...storedUser, jwt: 'token-other-tab' }
export const refreshedToken = 'token-refreshed'
/** The next refresh's token: a refresh never gives back the token it replaces. */
export const refreshedAgainToken = 'token-refreshed-again'

/** Outcomes of the invoked actors, as the events the machine receives when they settle. */
export const actorOutcomes = {
  signIn: {
    done: { type: 'xstate.done.actor.signIn', output: signedInUser },
    error: {
      type: 'xstate.error.actor.signIn',
      error: new LoginFailedError({ kind: 'server', message: 'Email or Password is Invalid' }),
    },
  },
  refresh: {
    done: { type: 'xstate.done.actor.refresh', output: refreshedToken },
    error: { type: 'xstate.error.actor.refresh', error: new Error('refresh refused') },
  },
  expire: {
    done: { type: 'xstate.done.actor.expire' },
    error: { type: 'xstate.error.actor.expire', error: new Error('storage blocked') },
  },
  signOut: {
    done: { type: 'xstate.done.actor.signOut' },
    error: { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  },
} as const

export type ActorName = keyof typeof actorOutcomes

/** Which actor runs in a state, so that its outcomes are offered only there. */
function runningActor(snapshot: AnyMachineSnapshot): ActorName | null {
  if (snapshot.matches('signingIn')) return 'signIn'
  if (snapshot.matches({ signedIn: 'refreshing' })) return 'refresh'
  if (snapshot.matches('expiring')) return 'expire'
  if (snapshot.matches('signingOut')) return 'signOut'
  return null
}

/** Every event the outside world can send, given the token the session holds now. */
export function modelEvents(snapshot: AnyMachineSnapshot): EventObject[] {
  const token = (snapshot.context as SessionContext).user?.jwt ?? 'no-token'
  const user: SessionEvent[] = [
    { type: 'session.login', email: 'admin@demo.com', password: 'admin' },
    { type: 'session.logout' },
    { type: 'session.rejected', token, reason: 'expired' },
    { type: 'session.rejected', token, reason: 'blacklisted' },
    { type: 'session.rejected', token, reason: 'other' },
    { type: 'session.rejected', token: 'token-replaced-long-ago', reason: 'expired' },
    { type: 'session.adopted', user: adoptedUser },
    { type: 'session.endedElsewhere', reason: 'logout' },
    { type: 'session.endedElsewhere', reason: 'expired' },
  ]
  const actor = runningActor(snapshot)
  if (!actor) return user
  const { done, error } = actorOutcomes[actor]
  if (actor === 'refresh' && token === refreshedToken) {
    const again = { ...actorOutcomes.refresh.done, output: refreshedAgainToken }
    return [...user, again, error]
  }
  return [...user, done, error]
}

// The fakes hand out a few fixed tokens, so keying on the token keeps the graph finite while
// telling apart states whose next refusal names a different token.
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as SessionContext
  return JSON.stringify([
    snapshot.value,
    context.user?.jwt ?? null,
    context.loginFailure?.kind ?? null,
    context.notice,
  ])
}

/** The generated paths, from a first visit and from a visit with a stored session. */
export function sessionPaths(): ModelPath[] {
  return [null, storedUser].flatMap((user) =>
    transitionPaths(sessionMachine, {
      events: modelEvents,
      serializeState,
      input: { user },
    }).map((path) => labelled(path, eventLabel, user ? 'stored session: ' : 'first visit: ')),
  )
}

/** An event as a path's name shows it: which 401, which ending, besides the type. */
function eventLabel(event: EventObject): string {
  const session = event as SessionEvent
  if (session.type === 'session.rejected') {
    const old = session.token === 'token-replaced-long-ago' ? ', replaced token' : ''
    return `${session.type}(${session.reason}${old})`
  }
  if (session.type === 'session.endedElsewhere') return `${session.type}(${session.reason})`
  return event.type
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'session', paths: sessionPaths }
