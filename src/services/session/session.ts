import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Credentials, LoginFailure } from '@machines/session/session.types'
import type { UserData } from '@models/session/session'
import { roles } from '@models/session/roles'
import { setLocalOwner } from '@models/local-store/local-owner'
import type { SessionHandle } from './session-handle'
import type { SessionRuntime } from './session-runtime'
import type { SessionState, SessionStatus } from './session-state'
import { USER_DATA_KEY } from './session-keys'
import { retryLostRevocations } from './revocation-boot'

export type { SessionStatus }

export interface SessionView {
  status: SessionStatus
  user: UserData | null
  /** Why the last login failed, ready to show under the email field. */
  loginError: string | null
  notice: 'expired' | null
}

/*
 * The session's entry point for screens and the HTTP client. The machine that runs the session
 * (XState, the schemas, the account calls) loads only when there is a session to run: at once when
 * one is stored, on the first login otherwise, or when another tab stores one. A visitor's first
 * visit of the login page downloads none of it.
 *
 * A stored session is used at once, before that code arrives: the first screen and its requests
 * need only the token, the role and the abilities, read here without the schemas. The machine
 * then checks the whole of it and ends the session if it is malformed; a token that is not good is
 * refused by the server meanwhile.
 */

function readStoredSession(): { stored: boolean; user: UserData | null } {
  try {
    const raw = localStorage.getItem(USER_DATA_KEY)
    if (raw === null) return { stored: false, user: null }
    const user: unknown = JSON.parse(raw)
    return { stored: true, user: looksUsable(user) ? user : null }
  } catch {
    // Unreadable storage or not JSON: the machine's own read says why, and signs out.
    return { stored: true, user: null }
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** What the first screen relies on: a token to send, a role to route by, abilities to check. */
function looksUsable(user: unknown): user is UserData {
  return (
    isRecord(user) &&
    typeof user.jwt === 'string' &&
    isRecord(user.data) &&
    typeof user.data.token === 'string' &&
    roles.includes(user.role as UserData['role']) &&
    Array.isArray(user.ability) &&
    user.ability.every(
      (rule) =>
        isRecord(rule) && typeof rule.action === 'string' && typeof rule.subject === 'string',
    )
  )
}

const restored = readStoredSession()

let state: SessionState = {
  // A stored session that does not look usable waits for the machine's verdict.
  status: restored.user ? 'signedIn' : restored.stored ? 'restoring' : 'signedOut',
  user: restored.user,
  loginFailure: null,
  notice: null,
}
const listeners = new Set<() => void>()

/** The local store shows the data of the user signed in now, and no one else's. */
const ownLocalStore = () => setLocalOwner(appSession.currentUser()?.id ?? null)

function publish(next: SessionState): void {
  state = next
  ownLocalStore()
  listeners.forEach((listener) => listener())
}

let runtime: Promise<SessionRuntime> | undefined
/** The runtime once it runs: until then no refresh can be in flight. */
let running: SessionRuntime | undefined
/** Why the session's code could not be loaded (a lost network, a deploy that removed the chunk). */
let startFailure: unknown = null

/** The running session, started on first use. */
export function sessionRuntime(): Promise<SessionRuntime> {
  runtime ??= import('./session-runtime')
    .then((module) => (running = module.startSessionRuntime(publish)))
    .catch((error: unknown) => {
      // Screens then throw it to the error boundary, which offers (and once makes) a reload.
      runtime = undefined
      startFailure = error
      listeners.forEach((listener) => listener())
      throw error
    })
  return runtime
}

/** Starts the session and then does `work` with it; a failure to start is shown by the screens. */
function withRuntime(work: (running: SessionRuntime) => void): void {
  sessionRuntime().then(work, () => undefined)
}

// A usable stored session needs the machine only for a refresh, a logout or another tab: it loads
// just after the first page's code and data were asked for (main.tsx, in this same task), so
// that they go first.
if (restored.user) setTimeout(() => withRuntime(() => undefined), 0)
else if (restored.stored) withRuntime(() => undefined)
// A login in another tab: the runtime starts from what that tab stored, and listens from then on.
window.addEventListener('storage', (event) => {
  if (!runtime && event.key === USER_DATA_KEY && event.newValue) withRuntime(() => undefined)
})
// A sign-out call an earlier page lost: the server is told now (pending-revocation.ts).
retryLostRevocations()

export function login(credentials: Credentials): void {
  // The button reacts at once, even while the session's code is still on its way; the machine's
  // own state replaces this as soon as it runs.
  if (!runtime) publish({ ...state, status: 'signingIn', loginFailure: null, notice: null })
  withRuntime(({ actor }) => actor.send({ type: 'session.login', ...credentials }))
}

export function logout(): void {
  withRuntime(({ actor }) => actor.send({ type: 'session.logout' }))
}

/** The session as the HTTP client needs it; without a running session there is nothing to do. */
export const appSession: SessionHandle = {
  currentUser: () =>
    state.status === 'signedIn' || state.status === 'refreshing' ? state.user : null,
  // Requests wait only for a refresh in flight, never for the session's code to load.
  settled: async () => {
    if (running) await running.handle.settled()
  },
  retryTokenAfter: async (token, reason) =>
    runtime ? (await runtime).handle.retryTokenAfter(token, reason) : null,
}

ownLocalStore()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Calls `listener` whenever the signed-in user changes: a login, a logout, another account. */
export function onUserChange(listener: () => void): () => void {
  let last = state.user?.id ?? null
  return subscribe(() => {
    const id = state.user?.id ?? null
    if (id === last) return
    last = id
    listener()
  })
}

export function useSessionState(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state)
  if (startFailure) throw startFailure
  return current
}

const loginFailureKeys = {
  invalid: 'auth.login.invalid',
  unexpected: 'auth.login.unexpected',
} as const

function useLoginError(failure: LoginFailure | null): string | null {
  const { t } = useTranslation()
  if (!failure) return null
  return failure.kind === 'server' ? failure.message : t(loginFailureKeys[failure.kind])
}

/** The session as screens see it. */
export function useSession(): SessionView {
  const { status, user, loginFailure, notice } = useSessionState()
  return { status, user, loginError: useLoginError(loginFailure), notice }
}
