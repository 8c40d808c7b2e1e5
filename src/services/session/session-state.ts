import type { LoginFailure } from '@machines/session/session.types'
import type { UserData } from '@models/session/session'

export type SessionStatus =
  'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'refreshing' | 'signingOut'

/** The session as the screens see it, published by the session machine. */
export interface SessionState {
  status: SessionStatus
  user: UserData | null
  loginFailure: LoginFailure | null
  notice: 'expired' | null
}
