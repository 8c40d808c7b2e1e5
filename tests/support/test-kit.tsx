import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { render } from '@testing-library/react'
import i18next, { type i18n, type Resource } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { onToast, type ToastMessage } from '@/services/toast'
import { sessionRuntime } from '@/services/session/session'
import type { UserData } from '@models/session/session'
import { issueToken } from '@mocks/session/tokens'
import { demoAdminSession } from './session-fixtures'

type Bundle = Record<string, unknown>

/** Every English translation file, by namespace: `translation` and each area's own. */
const englishFiles = import.meta.glob<Bundle>('../../public/locales/en/*.json', {
  eager: true,
  import: 'default',
})
export const englishResources: Record<string, Bundle> = Object.fromEntries(
  Object.entries(englishFiles).map(([path, bundle]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    bundle,
  ]),
)

/**
 * A real i18next instance with the app's English translations, ready before the first render, so
 * the pages show the text a user reads and tests can assert on it.
 */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance()
  const resources: Resource = { en: englishResources }
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}

/**
 * The app's global i18next in English, initialised once: for screens whose machines translate
 * their toasts through the global instance, as the app does.
 */
export function appI18n(): i18n {
  if (!i18next.isInitialized) {
    void i18next.init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: englishResources },
      interpolation: { escapeValue: false },
      initAsync: false,
    })
  }
  return i18next
}

/** Renders a page with translations and an in-memory location that tests can read back. */
export function renderPage(page: ReactElement, i18nInstance: i18n, path = '/') {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <I18nextProvider i18n={i18nInstance}>
      <Router hook={location.hook}>{page}</Router>
    </I18nextProvider>,
  )
  return { ...view, location }
}

/** Collects the toasts raised while a test runs. */
export function captureToasts(): ToastMessage[] {
  const toasts: ToastMessage[] = []
  let stop: (() => void) | undefined
  beforeEach(() => {
    toasts.length = 0
    stop = onToast((message) => toasts.push(message))
  })
  afterEach(() => stop?.())
  return toasts
}

/**
 * Signs `user` in with an access token the demo server issued, so that the real-API handlers
 * answer for that user (the fixtures' own tokens are refused).
 */
export async function signInWithIssuedToken(user: UserData = demoAdminSession): Promise<void> {
  const jwt = await issueToken(user.id)
  ;(await sessionRuntime()).actor.send({ type: 'session.adopted', user: { ...user, jwt } })
}

/** Ends the session a test started, as another tab's logout would. */
export async function signOutAfterTest(): Promise<void> {
  ;(await sessionRuntime()).actor.send({ type: 'session.endedElsewhere', reason: 'logout' })
}

/**
 * Starts each test of the file with this user signed in, as if another tab had stored the session,
 * and signs them out after it. Pages then see the session, its abilities and its token, one the
 * demo server issued: every endpoint behind the sign-in checks it.
 */
export function signedInDuringEachTest(user: UserData = demoAdminSession): void {
  beforeEach(() => signInWithIssuedToken(user))
  afterEach(signOutAfterTest)
}

/**
 * jsdom has no canvas: for the tests of this block, `getContext` answers null, as a browser
 * without one would, so the chart component leaves its canvas blank and the figures beside it
 * stand on their own.
 */
export function withoutCanvas(): void {
  const realGetContext = HTMLCanvasElement.prototype.getContext
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof realGetContext
  })
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = realGetContext
  })
}
