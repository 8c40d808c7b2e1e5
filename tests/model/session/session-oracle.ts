/**
 * The session as SPEC.md describes it, written from the specification alone, to check the
 * machine's generated paths against something other than the machine. It imports nothing of the
 * app: its messages and rules are copied from SPEC.md, sections 4, 5 and 8.
 *
 * SPEC.md section 4 says: a 401 with the message "Unauthorized." triggers one token refresh and a
 * retry of the request; a 401 with "Token has been blacklisted" while a refresh is in progress
 * clears storage and goes to /login; a failed refresh does the same; logout clears storage and
 * goes to /login. Section 8 names the expiry message. What the oracle adds where the spec is
 * silent is said where it is added, and is kept as loose as the spec allows.
 */

/** SPEC.md section 4: the only 401 that means the access token expired. */
export const expiredTokenMessage = 'Unauthorized.'
/** SPEC.md section 4: the 401 of a revoked token. */
export const blacklistedTokenMessage = 'Token has been blacklisted'
/** SPEC.md section 8, "Session expiry". */
export const expiryNotice = 'Your session has expired, please login again'
/** SPEC.md section 8: a 401 the spec names whose message is not the expired token's. */
export const ownUnauthorizedMessage = 'Invalid refresh token'
/** SPEC.md section 5: what the login page shows for the sign-in failures the spec names. */
export const loginMessages = {
  invalid: 'Email or Password is Invalid',
  unexpected: 'Something went wrong',
} as const

/**
 * Where the session is. `ending` is a session that ended on its own (expired, revoked, a failed
 * refresh) while its storage is being cleared; `signingOut` the same for a logout.
 */
export type Phase = 'signedOut' | 'signingIn' | 'signedIn' | 'refreshing' | 'ending' | 'signingOut'

/** What happens to the session, in the words of the spec rather than of the machine. */
export type WorldEvent =
  | { kind: 'login' }
  | { kind: 'loginSucceeded'; token: string }
  | { kind: 'loginFailed'; message: string }
  | { kind: 'logout' }
  /** The logout's own work (the server told, storage cleared) is over, well or not. */
  | { kind: 'logoutDone' }
  /** Request `request`, sent with `token` (or none), came back 401 with `message`. */
  | { kind: 'refused'; request: number; token: string | null; message: string }
  | { kind: 'refreshSucceeded'; token: string }
  | { kind: 'refreshFailed' }
  /** The clearing of an ended session's storage is over, well or not. */
  | { kind: 'endingDone' }
  /** Another tab stored a session: a login there, or a token it refreshed. */
  | { kind: 'otherTabStored'; token: string }
  /** Another tab ended the session, by its expiry or by a logout. */
  | { kind: 'otherTabEnded'; expired: boolean }

/** What a refused request comes to. */
export type RequestFate =
  /** Waits for the refresh in flight. */
  | { kind: 'waiting' }
  /** Not retried: its 401 is the request's answer. */
  | { kind: 'refused' }
  /** Retried once, with `token`. */
  | { kind: 'retried'; token: string }
  /** A request's own 401 that arrived during a refresh (see `refused`). */
  | { kind: 'ownErrorDuringRefresh' }
  /** Either not retried, or retried once with `token`: the spec does not say which. */
  | { kind: 'refusedOrRetried'; token: string }

/** What the session does on the way, in one step. */
export interface StepEffects {
  /** The token of each refresh call started (the refused token it exchanges). */
  refreshesStarted: string[]
  /** How many refresh calls in flight were abandoned because the session ended. */
  refreshesCancelled: number
  /** Each token stored for the next visit and the other tabs. */
  stored: string[]
  /**
   * Storage cleared: `expiry` (an ended session, the other tabs told), `logout` (the logout's
   * clearing, chat database included), `thisTab` (another tab cleared the shared storage; this tab
   * forgets its own).
   */
  cleared: ('expiry' | 'logout' | 'thisTab')[]
}

/** What the user and the requests see of the session after a step. */
export interface Observed {
  phase: Phase
  /** The token a request leaving now carries: none unless signed in. */
  token: string | null
  /**
   * The token of the user data the screens are given: none once signed out. While a session's
   * ending is under way the spec does not say (undefined: not compared).
   */
  user: string | null | undefined
  /** The notice on the login page. */
  notice: string | null
  /** The login error shown under the email field. */
  loginError: string | null
}

const noEffects = (): StepEffects => ({
  refreshesStarted: [],
  refreshesCancelled: 0,
  stored: [],
  cleared: [],
})

export class SessionOracle {
  private phase: Phase
  private token: string | null
  private notice: string | null = null
  private loginError: string | null = null
  readonly fates = new Map<number, RequestFate>()

  /** A visit starts signed in with the stored token, or signed out without one. */
  constructor(storedToken: string | null) {
    this.phase = storedToken ? 'signedIn' : 'signedOut'
    this.token = storedToken
  }

  observed(): Observed {
    const token = this.signedIn() ? this.token : null
    const ending = this.phase === 'ending' || this.phase === 'signingOut'
    return {
      phase: this.phase,
      token,
      user: ending ? undefined : token,
      notice: this.notice,
      loginError: this.loginError,
    }
  }

  /** What SPEC.md requires of `event`: the effects of this step; `observed()` and `fates` after. */
  step(event: WorldEvent): StepEffects {
    const effects = noEffects()
    switch (event.kind) {
      case 'login':
        if (this.phase !== 'signedOut') break
        // A new attempt: the last one's error and the expiry notice go.
        this.phase = 'signingIn'
        this.notice = null
        this.loginError = null
        break
      case 'loginSucceeded':
        if (this.phase !== 'signingIn') break
        this.phase = 'signedIn'
        this.token = event.token
        effects.stored.push(event.token)
        break
      case 'loginFailed':
        if (this.phase !== 'signingIn') break
        this.phase = 'signedOut'
        this.loginError = event.message
        break
      case 'logout':
        if (!this.signedIn()) break
        this.endRefresh(effects, 'cancelled')
        this.phase = 'signingOut'
        effects.cleared.push('logout')
        break
      case 'logoutDone':
        if (this.phase !== 'signingOut') break
        this.signOut(null)
        break
      case 'refused':
        this.refused(event, effects)
        break
      case 'refreshSucceeded':
        if (this.phase !== 'refreshing') break
        this.phase = 'signedIn'
        this.token = event.token
        effects.stored.push(event.token)
        // "a retry of the request": every request refused meanwhile, once, with the new token.
        for (const [request, fate] of this.fates) {
          if (fate.kind === 'waiting')
            this.fates.set(request, { kind: 'retried', token: event.token })
          if (fate.kind === 'ownErrorDuringRefresh') {
            this.fates.set(request, { kind: 'refusedOrRetried', token: event.token })
          }
        }
        break
      case 'refreshFailed':
        // "A failed refresh does the same": storage cleared, /login.
        if (this.phase !== 'refreshing') break
        this.endRefresh(effects, 'failed')
        this.endByExpiry(effects)
        break
      case 'endingDone':
        if (this.phase !== 'ending') break
        this.signOut(expiryNotice)
        break
      case 'otherTabStored':
        if (this.phase === 'signedOut') {
          // The other tab stored it; this one takes it without storing it again.
          this.phase = 'signedIn'
          this.notice = null
          this.loginError = null
        } else if (!this.signedIn()) break
        // Not in the spec: a refresh in flight goes on, and its token is the session's after it.
        this.token = event.token
        break
      case 'otherTabEnded':
        // "storage cleared and /login in every tab": the other tab cleared the shared storage.
        if (!this.signedIn()) break
        this.endRefresh(effects, 'cancelled')
        effects.cleared.push('thisTab')
        this.signOut(event.expired ? expiryNotice : null)
        break
    }
    return effects
  }

  private refused(
    { request, token, message }: Extract<WorldEvent, { kind: 'refused' }>,
    effects: StepEffects,
  ): void {
    const fate = (next: RequestFate) => this.fates.set(request, next)
    // A request that went without a token, or whose session ended, is not the session's concern.
    if (token === null || !this.signedIn()) return void fate({ kind: 'refused' })
    if (token !== this.token) {
      // Refused with a token the session has since replaced ("Unauthorized.", as the generated
      // paths send it): the one refresh that replaced it serves this request too. It is retried
      // with the session's token, after the refresh in flight if there is one; nothing else
      // happens.
      return void fate(
        this.phase === 'refreshing' ? { kind: 'waiting' } : { kind: 'retried', token: this.token! },
      )
    }
    if (message === blacklistedTokenMessage) {
      // During a refresh the spec says so; outside one a revoked token cannot go on either.
      fate({ kind: 'refused' })
      this.endRefresh(effects, 'cancelled')
      this.endByExpiry(effects)
      return
    }
    if (message === expiredTokenMessage) {
      fate({ kind: 'waiting' })
      // One refresh: a request refused while it runs joins it.
      if (this.phase === 'signedIn') {
        this.phase = 'refreshing'
        effects.refreshesStarted.push(token)
      }
      return
    }
    // Any other 401 is the request's own answer: no refresh, and the session stays. Whether one
    // that arrives during a refresh is tried again with the new token the spec does not say.
    fate(this.phase === 'refreshing' ? { kind: 'ownErrorDuringRefresh' } : { kind: 'refused' })
  }

  private signedIn(): boolean {
    return this.phase === 'signedIn' || this.phase === 'refreshing'
  }

  /** The session ends while a refresh may run: nobody waits for it any more. */
  private endRefresh(effects: StepEffects, how: 'cancelled' | 'failed'): void {
    if (this.phase !== 'refreshing') return
    if (how === 'cancelled') effects.refreshesCancelled++
    for (const [request, fate] of this.fates) {
      if (fate.kind === 'waiting' || fate.kind === 'ownErrorDuringRefresh') {
        this.fates.set(request, { kind: 'refused' })
      }
    }
  }

  private endByExpiry(effects: StepEffects): void {
    this.phase = 'ending'
    effects.cleared.push('expiry')
  }

  private signOut(notice: string | null): void {
    this.phase = 'signedOut'
    this.token = null
    this.notice = notice
  }
}
