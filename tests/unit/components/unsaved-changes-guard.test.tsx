import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Router, useLocation } from 'wouter'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { holdHistoryMoves } from '@/services/leave-guard'
import { createTestI18n } from '../../support/test-kit'

/*
 * The browser's Back and Forward cannot be cancelled: with a dirty form, the guard puts the page's
 * address back and asks, as it does for a link. These run on the real browser location (jsdom's
 * history), where Back fires `popstate`.
 */

const i18n = createTestI18n()
// As main.tsx does before the app renders: before the router's own listener.
holdHistoryMoves()

function Screen() {
  const [location] = useLocation()
  return (
    <>
      <p>at {location}</p>
      {location === '/form' && <UnsavedChangesGuard dirty />}
    </>
  )
}

/** The list page, then the form with unsaved changes: Back would go to the list. */
function openFormAfterList() {
  window.history.replaceState(null, '', '/list')
  window.history.pushState(null, '', '/form')
  render(
    <I18nextProvider i18n={i18n}>
      <Router>
        <Screen />
      </Router>
    </I18nextProvider>,
  )
  expect(screen.getByText('at /form')).toBeTruthy()
  return userEvent.setup()
}

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('the unsaved-changes guard and the browser’s Back', () => {
  it('keeps the form and its address when the user chooses to stay', async () => {
    const user = openFormAfterList()
    act(() => window.history.back())
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(window.location.pathname).toBe('/form')
    expect(screen.getByText('at /form')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Stay' }))
    expect(dialog.isConnected).toBe(false)
    expect(window.location.pathname).toBe('/form')
    expect(screen.getByText('at /form')).toBeTruthy()
  })

  it('goes where Back was going when the user chooses to leave', async () => {
    const user = openFormAfterList()
    act(() => window.history.back())
    await screen.findByRole('dialog', { name: 'Leave this page?' })
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(screen.getByText('at /list')).toBeTruthy())
    expect(window.location.pathname).toBe('/list')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
