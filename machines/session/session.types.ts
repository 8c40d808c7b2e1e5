import type { UserData } from '@models/session/session'

export interface Credentials {
  email: string
  password: string
}

/** Why a login failed: the server's own message, wrong credentials, or anything unexpected. */
export type LoginFailure =
  { kind: 'server'; message: string } | { kind: 'invalid' } | { kind: 'unexpected' }

/** What a 401's message says about the token it refused. */
export type Rejection = 'expired' | 'blacklisted' | 'other'

/** Why a session ended in another tab. */
export type EndReason = 'logout' | 'expired'

export interface SessionInput {
  /** The user data stored by an earlier visit, already validated; null when there is none. */
  user: UserData | null
}

export interface SessionContext {
  user: UserData | null
  loginFailure: LoginFailure | null
  /** Shown on the login page: the session ended on its own, not by the user's logout. */
  notice: 'expired' | null
}

export type SessionEvent =
  | ({ type: 'session.login' } & Credentials)
  | { type: 'session.logout' }
  /** A request sent with `token` came back 401 for `reason`. */
  | { type: 'session.rejected'; token: string; reason: Rejection }
  /** Another tab stored a session (a login or a rotated token). */
  | { type: 'session.adopted'; user: UserData }
  /** Another tab ended the session. */
  | { type: 'session.endedElsewhere'; reason: EndReason }

/** The sign-in actor fails with this, so that the machine can tell what to show. */
export class LoginFailedError extends Error {
  constructor(readonly failure: LoginFailure) {
    super(failure.kind === 'server' ? failure.message : `login failed: ${failure.kind}`)
    this.name = 'LoginFailedError'
  }
}
