import type { ReactElement } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { i18n } from 'i18next'
import { VirtuosoMockContext } from 'react-virtuoso'
import { log } from '@models/log/log'
import { renderPage, signInWithIssuedToken, signOutAfterTest } from './test-kit'

/*
 * What the tests of the mail client screens (support tickets, email) share: a signed-in admin for
 * each test, failed loads logged quietly, and every row of the virtualised list rendered.
 */

/** Each test signed in as the admin; the errors some tests cause on purpose are not printed. */
export function signedInWithQuietErrors(): void {
  beforeEach(async () => {
    await signInWithIssuedToken()
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await signOutAfterTest()
  })
}

// jsdom has no layout, so Virtuoso renders no row unless told what size things are: here a
// viewport tall enough for every message (the browser tests check that only a window is rendered).
const everyRowInSight = { viewportHeight: 300 * 100, itemHeight: 100 }

/** Renders a mail client screen at `path`, every row of its list in the DOM. */
export function renderMailPage(page: ReactElement, i18nInstance: i18n, path: string) {
  return renderPage(
    <VirtuosoMockContext.Provider value={everyRowInSight}>{page}</VirtuosoMockContext.Provider>,
    i18nInstance,
    path,
  )
}
