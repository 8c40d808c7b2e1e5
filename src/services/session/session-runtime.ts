import { HTTPError } from 'ky'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { sessionMachine, type SessionMachine } from '@machines/session/session.machine'
import { refreshAccessToken, signIn } from './session-api'
import { revokeToken } from './pending-revocation'
import { clearSessionStorage, readStoredUser, storeUser } from './session-storage'
import { withRefreshLock } from './refresh-lock'
import { tokenFromOtherTab } from './token-from-other-tab'
import { announceEnd, listenToOtherTabs } from './tab-sync'
import { createSessionHandle, type SessionActor, type SessionHandle } from './session-handle'
import type { SessionState, SessionStatus } from './session-state'

// The chat database (Dexie) is only loaded when a logout needs to delete it.
async function deleteLocalChatHistory(): Promise<void> {
  const { deleteLocalDatabase } = await import('@/services/local-store/local-database')
  await deleteLocalDatabase()
}

const refusedAsUnauthorized = (error: unknown) =>
  error instanceof HTTPError && error.response.status === 401

/** The session machine with the app's real effects. */
const appSessionMachine = sessionMachine.provide({
  actors: {
    signIn: fromPromise(({ input }) => signIn(input)),
    // The machine cancels a refresh (`signal`) when the session ends while it runs: a token
    // blacklisted meanwhile, a logout, another tab's ending. The token the server may still send
    // then belongs to no session: it is neither stored nor left usable.
    refresh: fromPromise(async ({ input, signal }) => {
      const abandon = (token: string): never => {
        // Stored just before another tab's ending arrived: it belongs to the session that ended.
        if (readStoredUser()?.jwt === token) clearSessionStorage()
        void revokeToken(token)
        throw signal.reason
      }
      const token = await withRefreshLock(signal, async () => {
        // Another tab may have refreshed while this one waited for the lock: take its token.
        const stored = readStoredUser()
        if (stored && stored.jwt !== input.token) return stored.jwt
        let fresh: string
        try {
          fresh = await refreshAccessToken(input.token)
        } catch (error) {
          // Refused: the tab before this one may have spent the token, its new one not here yet.
          const theirs =
            refusedAsUnauthorized(error) && (await tokenFromOtherTab(input.token, signal))
          if (theirs) return theirs
          throw error
        }
        if (signal.aborted) abandon(fresh)
        // Stored before the lock is released, so the next tab in line finds it.
        if (stored) storeUser({ ...stored, jwt: fresh })
        return fresh
      })
      // Cancelled just as the lock was released.
      if (signal.aborted) abandon(token)
      return token
    }),
    signOut: fromPromise(async ({ input }) => {
      announceEnd('logout')
      clearSessionStorage()
      // Kept until the server confirms, and asked again after a lost call (pending-revocation.ts).
      await Promise.all([revokeToken(input.user.jwt), deleteLocalChatHistory()])
      return undefined
    }),
    expire: fromPromise(async () => {
      announceEnd('expired')
      clearSessionStorage()
      return undefined
    }),
  },
  actions: {
    persist: (_, { user }) => storeUser(user),
    forgetTab: () => {
      try {
        sessionStorage.clear()
      } catch {
        // Nothing this tab kept can be cleared; the shared storage was cleared by the other tab.
      }
    },
  },
})

function statusOf(snapshot: SnapshotFrom<SessionMachine>): SessionStatus {
  if (snapshot.matches({ signedIn: 'refreshing' })) return 'refreshing'
  if (snapshot.matches('signedIn')) return 'signedIn'
  if (snapshot.matches('signingIn')) return 'signingIn'
  if (snapshot.matches('signingOut') || snapshot.matches('expiring')) return 'signingOut'
  return 'signedOut'
}

export interface SessionRuntime {
  actor: SessionActor
  handle: SessionHandle
}

/**
 * Starts the app's one session from what is stored now, keeps it in step with the other tabs, and
 * publishes each of its states to the screens.
 */
export function startSessionRuntime(publish: (state: SessionState) => void): SessionRuntime {
  const actor = createActor(appSessionMachine, { input: { user: readStoredUser() } })
  actor.subscribe((snapshot) => {
    const { user, loginFailure, notice } = snapshot.context
    publish({ status: statusOf(snapshot), user, loginFailure, notice })
  })
  actor.start()
  listenToOtherTabs({
    onAdopted: (user) => actor.send({ type: 'session.adopted', user }),
    onEnded: (reason) => actor.send({ type: 'session.endedElsewhere', reason }),
  })
  return { actor, handle: createSessionHandle(actor) }
}
