import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { SessionMachine } from '@machines/session/session.machine'
import type { Rejection } from '@machines/session/session.types'
import type { UserData } from '@models/session/session'

export type SessionActor = ActorRefFrom<SessionMachine>
type SessionSnapshot = SnapshotFrom<SessionMachine>

/** What the HTTP client needs from the session: the current token, and a decision on a 401. */
export interface SessionHandle {
  /** The signed-in user, or null; the token to send is `user.jwt`. */
  currentUser(): UserData | null
  /** Resolves once no refresh is in flight, so that a new request leaves with the fresh token. */
  settled(): Promise<void>
  /**
   * Reports that a request sent with `token` came back 401 for `reason`, and resolves with the
   * token to retry it with, or null when it must not be retried (the session ended, or the 401 was
   * the request's own error).
   */
  retryTokenAfter(token: string, reason: Rejection): Promise<string | null>
}

const isBusy = (snapshot: SessionSnapshot) =>
  snapshot.matches({ signedIn: 'refreshing' }) ||
  snapshot.matches('expiring') ||
  snapshot.matches('signingOut')

export function createSessionHandle(actor: SessionActor): SessionHandle {
  return {
    currentUser: () => {
      const snapshot = actor.getSnapshot()
      return snapshot.matches('signedIn') ? snapshot.context.user : null
    },
    settled: async () => {
      await waitFor(actor, (snapshot) => !isBusy(snapshot))
    },
    retryTokenAfter: async (token, reason) => {
      actor.send({ type: 'session.rejected', token, reason })
      const snapshot = await waitFor(actor, (next) => !isBusy(next))
      if (!snapshot.matches('signedIn')) return null
      const current = snapshot.context.user?.jwt ?? null
      return current !== token ? current : null
    },
  }
}
