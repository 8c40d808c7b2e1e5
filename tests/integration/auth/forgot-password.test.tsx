import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ForgotPasswordBasicPage from '@/features/auth/forgot-password-basic.page'
import ForgotPasswordCoverPage from '@/features/auth/forgot-password-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { descriptionOf } from './field-text'

const i18n = createTestI18n()
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement
const send = () => screen.getByRole('button', { name: 'Send reset link' })

describe.each([
  ['basic', ForgotPasswordBasicPage],
  ['cover', ForgotPasswordCoverPage],
] as const)('Forgot password template (%s)', (variant, Page) => {
  const renderForgot = () => {
    renderPage(<Page />, i18n, `/pages/forgot-password-${variant}`)
    return userEvent.setup()
  }

  it('asks for a valid address', async () => {
    const user = renderForgot()
    await user.click(send())
    expect(descriptionOf(emailInput())).toBe('Enter your email')
    expect(document.activeElement).toBe(emailInput())
    await user.type(emailInput(), 'john@')
    expect(descriptionOf(emailInput())).toBe('Enter a valid email, like name@example.com')
  })

  it('confirms where the link went, and can start over with another address', async () => {
    const user = renderForgot()
    await user.type(emailInput(), ' john@example.com ')
    await user.click(send())
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy()
    expect(
      screen.getByText('We sent a link to john@example.com. Follow it to choose a new password.'),
    ).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Use another email' }))
    expect(emailInput().value).toBe('john@example.com')
    expect(emailInput().getAttribute('aria-invalid')).toBe('false')
  })

  it('leads back to the login page of the same look', () => {
    renderForgot()
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      `/pages/login-${variant}`,
    )
  })
})
