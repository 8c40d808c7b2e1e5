import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { Credentials, LoginFailure } from '@machines/session/session.types'
import type { UserData } from '@models/session'
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
 */

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(USER_DATA_KEY) !== null
  } catch {
    return false
  }
}

let state: SessionState = {
  status: hasStoredSession() ? 'restoring' : 'signedOut',
  user: null,
  loginFailure: null,
  notice: null,
}
const listeners = new Set<() => void>()

function publish(next: SessionState): void {
  state = next
  listeners.forEach((listener) => listener())
}

let runtime: Promise<SessionRuntime> | undefined
/** Why the session's code could not be loaded (a lost network, a deploy that removed the chunk). */
let startFailure: unknown = null

/** The running session, started on first use. */
export function sessionRuntime(): Promise<SessionRuntime> {
  runtime ??= import('./session-runtime')
    .then((module) => module.startSessionRuntime(publish))
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

if (state.status === 'restoring') withRuntime(() => undefined)
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
  settled: async () => {
    if (runtime) await (await runtime).handle.settled()
  },
  retryTokenAfter: async (token, reason) =>
    runtime ? (await runtime).handle.retryTokenAfter(token, reason) : null,
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
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
