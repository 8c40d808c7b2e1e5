import { expect } from 'vitest'
import { render, screen, waitFor, type RenderResult } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { http, HttpResponse } from 'msw'
import { waitFor as settled } from 'xstate'
import { server } from '@mocks/node'
import english from '../../../public/locales/en/translation.json'
import { blacklistToken } from '@mocks/session/tokens'
import { App } from '@/app/app'
import { sessionRuntime } from '@/services/session/session'
import { demoClientSession } from '../../support/session-fixtures'
import { appI18n } from '../../support/test-kit'
import type { ScreenEvent } from './session-screen-paths'
import {
  SessionOracle,
  blacklistedTokenMessage,
  expiredTokenMessage,
  expiryNotice,
  loginMessages,
  ownUnauthorizedMessage,
  type WorldEvent,
} from './session-oracle'

/*
 * The whole app (<App/>) in jsdom against the demo server, driven as a user: the client signs in
 * on /login and lands on the company home, whose profile card calls `users/me` with the session's
 * token. After each step what the user sees is compared with what SessionOracle, written from
 * SPEC.md alone, says: which page, the error under the email field, the expiry notice, the name in
 * the account menu, and whether localStorage keeps 'userData'.
 */

const i18n = appI18n()

/** The demo client (SPEC.md: a client lands on /apps/dashboard/company after login). */
const client = { email: demoClientSession.email, password: 'client', name: 'Jane Doe' }
const clientHome = '/apps/dashboard/company'
/** SPEC.md section 8: the demo server's refusal of a wrong password, shown as it is. */
const demoLoginRefusal = 'Email or Password is Invalid'
/** A step may take seconds on a loaded two-core machine: the app's code loads lazily. */
const patience = { timeout: 20_000, interval: 50 }

const profile = english.companyHome.profile

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement

/** What a reader hears of a field's messages: the elements its aria-describedby names. */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

function storedUser(): { jwt: string; fullName: string } | null {
  const raw = localStorage.getItem('userData')
  return raw === null ? null : (JSON.parse(raw) as { jwt: string; fullName: string })
}

export class SessionScreen {
  private readonly user = userEvent.setup()
  private readonly oracle = new SessionOracle(null)
  private view: RenderResult | undefined
  /** Lets the slow sign-in be answered. */
  private releaseSignIn: (() => void) | undefined
  private requests = 0
  private issued = 0
  /** The stored token at the last check while signed in, and the oracle's token then. */
  private last: { stored: string; token: string } | null = null
  /** The requests the demo server has not answered yet. */
  private readonly inFlight = new Set<string>()
  private readonly started = ({ requestId }: { requestId: string }) => {
    this.inFlight.add(requestId)
  }
  /** How many sign-in requests the demo server has answered. */
  private signInsAnswered = 0
  private readonly ended = ({ requestId, request }: { requestId: string; request: Request }) => {
    this.inFlight.delete(requestId)
    if (new URL(request.url).pathname.endsWith('/accounts/sign-in')) this.signInsAnswered++
  }

  constructor() {
    server.events.on('request:start', this.started)
    server.events.on('request:end', this.ended)
  }

  /** A first visit of /login. */
  async open(): Promise<void> {
    window.history.replaceState(null, '', '/login')
    this.render()
    await this.check('the first visit')
  }

  private render(): void {
    this.view = render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    )
  }

  /**
   * Opens the current page again, as a reload does: its requests go out anew. This is how a step
   * makes the signed-in page send an authorized request (users/me) when the path says so.
   */
  private reload(): void {
    this.view?.unmount()
    this.render()
  }

  private tell(...events: WorldEvent[]): void {
    for (const event of events) this.oracle.step(event)
  }

  private newToken = () => `token-${++this.issued}`

  /** Waits for the sign-in the step sent to be answered, so that no earlier screen is checked. */
  private async signInAnswered(before: number): Promise<void> {
    await waitFor(
      () => expect(this.signInsAnswered, 'the sign-in is answered').toBe(before + 1),
      patience,
    )
  }

  private async signIn(password: string): Promise<void> {
    await this.user.clear(emailInput())
    await this.user.type(emailInput(), client.email)
    await this.user.clear(passwordInput())
    await this.user.type(passwordInput(), password)
    await this.user.click(screen.getByRole('button', { name: 'Sign in' }))
  }

  /** A request of the page, sent with the session's token, is refused with `message`. */
  private refused(message: string): WorldEvent {
    const { token } = this.oracle.observed()
    return { kind: 'refused', request: ++this.requests, token, message }
  }

  /** Does one step as the user and the demo server would, then checks the screen. */
  async take(event: ScreenEvent): Promise<void> {
    const signIns = this.signInsAnswered
    switch (event) {
      case 'sign in with the right password':
        await this.signIn(client.password)
        this.tell({ kind: 'login' }, { kind: 'loginSucceeded', token: this.newToken() })
        break
      case 'sign in with a wrong password':
        await this.signIn('not-the-password')
        this.tell({ kind: 'login' }, { kind: 'loginFailed', message: demoLoginRefusal })
        break
      case 'sign in, the server answers 500':
        // A failing back end's page, not JSON: an unexpected failure by any reading of SPEC.md
        // section 5. (A 500 whose JSON has no user could be read as "no user in the response".)
        server.use(
          http.post(
            '*/wm/v3/accounts/sign-in',
            () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 }),
            { once: true },
          ),
        )
        await this.signIn(client.password)
        this.tell({ kind: 'login' }, { kind: 'loginFailed', message: loginMessages.unexpected })
        break
      case 'sign in, the server answers slowly': {
        const answered = new Promise<void>((resolve) => (this.releaseSignIn = resolve))
        server.use(
          http.post(
            '*/wm/v3/accounts/sign-in',
            async () => {
              await answered
              // The demo server's own handler answers now.
              return undefined
            },
            { once: true },
          ),
        )
        await this.signIn(client.password)
        this.tell({ kind: 'login' })
        break
      }
      case 'the slow sign-in is answered':
        this.releaseSignIn?.()
        this.tell({ kind: 'loginSucceeded', token: this.newToken() })
        break
      case "a request gets 401 'Unauthorized.', the refresh succeeds":
        server.use(
          http.get('*/data-api/users/me', () => unauthorized(expiredTokenMessage), { once: true }),
        )
        this.reload()
        this.tell(this.refused(expiredTokenMessage), {
          kind: 'refreshSucceeded',
          token: this.newToken(),
        })
        break
      case "a request gets 401 'Unauthorized.', the refresh fails":
        server.use(
          http.get('*/data-api/users/me', () => unauthorized(expiredTokenMessage), { once: true }),
          http.post('*/wm/v3/accounts/refresh-token', () => unauthorized(ownUnauthorizedMessage), {
            once: true,
          }),
        )
        this.reload()
        this.tell(
          this.refused(expiredTokenMessage),
          { kind: 'refreshFailed' },
          { kind: 'endingDone' },
        )
        break
      case "a request gets 401 'Token has been blacklisted'":
        // The demo server revokes the session's token: every request with it is refused so.
        blacklistToken(storedUser()!.jwt)
        this.reload()
        this.tell(this.refused(blacklistedTokenMessage), { kind: 'endingDone' })
        break
      case 'log out from the account menu':
        await this.user.click(await screen.findByRole('button', { name: /Account menu/ }))
        await this.user.click(await screen.findByRole('menuitem', { name: 'Log out' }))
        this.tell({ kind: 'logout' }, { kind: 'logoutDone' })
        break
    }
    const answersSignIn = event.startsWith('sign in') || event === 'the slow sign-in is answered'
    if (answersSignIn && event !== 'sign in, the server answers slowly') {
      await this.signInAnswered(signIns)
    }
    await this.check(event)
  }

  /** Waits until the screen shows what the oracle says, and fails naming what differs. */
  private async check(after: string): Promise<void> {
    const expected = this.oracle.observed()
    await waitFor(() => {
      const where = `after "${after}"`
      // As a browser test waits for the network to be idle: a request the page sent before the
      // next step must not meet the refusal that step arranges, nor share its request.
      if (expected.phase !== 'signingIn') {
        expect(this.inFlight.size, `${where}: the page's requests are answered`).toBe(0)
      }
      const stored = storedUser()
      if (expected.phase === 'signedIn') {
        expect(window.location.pathname, `${where}: the client's home`).toBe(clientHome)
        const menu = screen.getByRole('button', { name: /Account menu/ })
        expect(menu.textContent, `${where}: the account menu`).toContain(client.name)
        // The page's own request (users/me, with the session's token) was answered, after a
        // refresh and its retry when the step needed them: the profile card shows the channels.
        const channels = screen.getByRole('region', { name: profile.channels })
        expect(channels.getAttribute('aria-busy'), `${where}: the profile is loaded`).toBe('false')
        expect(channels.textContent, `${where}: the profile's channels`).toContain(profile.liveChat)
        expect(stored, `${where}: userData is stored`).not.toBeNull()
        expect(stored!.fullName).toBe(client.name)
        if (this.last && this.last.token !== expected.token) {
          expect(stored!.jwt, `${where}: the new token is stored`).not.toBe(this.last.stored)
        }
        if (this.last && this.last.token === expected.token) {
          expect(stored!.jwt, `${where}: the token is kept`).toBe(this.last.stored)
        }
        return
      }
      expect(window.location.pathname, `${where}: the login page`).toBe('/login')
      expect(screen.queryByRole('button', { name: /Account menu/ }), where).toBeNull()
      expect(stored, `${where}: userData is cleared`).toBeNull()
      const busy = expected.phase === 'signingIn'
      const button = screen.getByRole('button', { name: busy ? 'Signing in…' : 'Sign in' })
      expect(button).toHaveProperty('disabled', busy)
      const notice = screen.queryByText(expiryNotice)
      if (expected.notice) expect(notice, `${where}: the expiry notice`).not.toBeNull()
      else expect(notice, `${where}: no expiry notice`).toBeNull()
      const email = emailInput()
      const description = descriptionOf(email)
      if (expected.loginError) {
        expect(description, `${where}: the error under the email field`).toContain(
          expected.loginError,
        )
        expect(email.getAttribute('aria-invalid')).toBe('true')
      } else {
        for (const message of [...Object.values(loginMessages), demoLoginRefusal]) {
          expect(description, `${where}: no login error`).not.toContain(message)
        }
      }
    }, patience)
    if (expected.phase === 'signedIn') {
      this.last = { stored: storedUser()!.jwt, token: expected.token! }
    } else {
      this.last = null
    }
  }

  /** Ends what the path left waiting and leaves the session signed out with nothing to show. */
  async dispose(): Promise<void> {
    this.releaseSignIn?.()
    this.view?.unmount()
    server.events.removeListener('request:start', this.started)
    server.events.removeListener('request:end', this.ended)
    const { actor } = await sessionRuntime()
    await settled(
      actor,
      (snapshot) => snapshot.matches('signedOut') || snapshot.matches('signedIn'),
      { timeout: 20_000 },
    )
    // A session adopted and ended elsewhere leaves no login error and no notice behind.
    if (actor.getSnapshot().matches('signedOut')) {
      actor.send({ type: 'session.adopted', user: demoClientSession })
    }
    actor.send({ type: 'session.endedElsewhere', reason: 'logout' })
    localStorage.clear()
    sessionStorage.clear()
  }
}

const unauthorized = (message: string) => HttpResponse.json({ message }, { status: 401 })
