import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import VerifyEmailBasicPage from '@/features/auth/verify-email-basic.page'
import VerifyEmailCoverPage from '@/features/auth/verify-email-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()

// Only the clock the countdown reads: user-event and React keep their own timers real.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }))
afterEach(() => vi.useRealTimers())

const seconds = (count: number) => act(() => vi.advanceTimersByTime(count * 1000))
const resendButton = () => screen.getByRole('button', { name: /^Resend/ })

describe('Verify email template', () => {
  it('shows the address the link went to, from the page address', () => {
    renderPage(<VerifyEmailBasicPage />, i18n, '/pages/verify-email-basic?email=newbie%40demo.com')
    expect(screen.getByText('newbie@demo.com')).toBeTruthy()
  })

  it('shows a sample address when none or no valid one was given', () => {
    renderPage(<VerifyEmailCoverPage />, i18n, '/pages/verify-email-cover?email=<b>hi</b>')
    expect(screen.getByText('john.doe@email.com')).toBeTruthy()
  })

  it('lets the user skip to the home page', () => {
    renderPage(<VerifyEmailBasicPage />, i18n, '/pages/verify-email-basic')
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe('/')
  })

  it('resends, then counts 30 seconds down before it may resend again', async () => {
    const user = userEvent.setup()
    renderPage(<VerifyEmailBasicPage />, i18n, '/pages/verify-email-basic')
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')

    await user.click(resendButton())
    expect(status.textContent).toBe('We sent a new link to john.doe@email.com.')
    expect(resendButton().textContent).toBe('Resend in 30 s')
    expect(resendButton().getAttribute('aria-disabled')).toBe('true')
    // It keeps the focus while it waits, so the keyboard is not thrown back to the page.
    expect(document.activeElement).toBe(resendButton())

    seconds(1)
    expect(resendButton().textContent).toBe('Resend in 29 s')
    seconds(28)
    expect(resendButton().textContent).toBe('Resend in 1 s')
    seconds(1)
    expect(resendButton().textContent).toBe('Resend')
    expect(resendButton().getAttribute('aria-disabled')).toBe('false')

    await user.click(resendButton())
    expect(resendButton().textContent).toBe('Resend in 30 s')
  })

  it('ignores presses while counting down', async () => {
    const user = userEvent.setup()
    renderPage(<VerifyEmailBasicPage />, i18n, '/pages/verify-email-basic')
    await user.click(resendButton())
    seconds(10)
    await user.click(resendButton())
    expect(resendButton().textContent).toBe('Resend in 20 s')
  })
})
