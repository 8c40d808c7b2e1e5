import type { ReactElement } from 'react'
import { afterEach, beforeEach } from 'vitest'
import userEvent from '@testing-library/user-event'
import {
  appI18n,
  captureToasts,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from './test-kit'

// What page tests share when the page's machines raise toasts: their setup and common steps.

export type User = ReturnType<typeof userEvent.setup>

/**
 * Sets up a file of tests for a page whose machines raise toasts and call the real API: each test
 * runs signed in with a token the demo server issued, and collects the toasts it raises. Call it
 * once, at the top of the file; `loaded` waits until the page shows its data.
 */
export function signedInPageWithToasts(
  page: ReactElement,
  path: string,
  loaded: () => Promise<void>,
) {
  // The global i18next, as in the app: the machines' toasts are translated through it.
  const i18n = appI18n()
  const toasts = captureToasts()
  beforeEach(() => signInWithIssuedToken())
  afterEach(signOutAfterTest)

  const render = () => renderPage(page, i18n, path)
  /** Opens the page and waits for its data, as most tests start; returns the user. */
  async function open(): Promise<User> {
    const user = userEvent.setup()
    render()
    await loaded()
    return user
  }
  return { toasts, render, open }
}

/** Replaces what a field holds with `text`, as a user clears it and types. */
export async function retype(user: User, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.type(field, text)
}
