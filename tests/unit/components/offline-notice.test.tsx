import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { OfflineNotice } from '@/components/offline-notice'
import { createTestI18n } from '../../support/test-kit'

const i18n = createTestI18n()

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')))
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const renderNotice = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <OfflineNotice />
    </I18nextProvider>,
  )

describe('the offline notice', () => {
  it('says nothing while the browser is online, in a polite live region that is always there', () => {
    renderNotice()
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
  })

  it('says the browser is offline, and for a moment that it is back', () => {
    vi.useFakeTimers()
    renderNotice()
    goOffline(true)
    expect(screen.getByRole('status').textContent).toContain('You are offline.')

    goOffline(false)
    expect(screen.getByRole('status').textContent).toBe('You are back online.')
    act(() => void vi.advanceTimersByTime(4_000))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('says so at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderNotice()
    expect(screen.getByRole('status').textContent).toContain('You are offline.')
  })
})
