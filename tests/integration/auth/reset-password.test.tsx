import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ResetPasswordBasicPage from '@/features/auth/reset-password-basic.page'
import ResetPasswordCoverPage from '@/features/auth/reset-password-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { descriptionOf } from './field-text'

const i18n = createTestI18n()
const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement
const confirmation = () => screen.getByLabelText('Confirm password') as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Set new password' })

describe('Reset password template', () => {
  const renderReset = () =>
    renderPage(<ResetPasswordBasicPage />, i18n, '/pages/reset-password-basic')

  it('asks for the password twice', async () => {
    const user = userEvent.setup()
    renderReset()
    await user.click(save())
    expect(descriptionOf(newPassword())).toBe('Enter your password At least 8 characters.')
    expect(descriptionOf(confirmation())).toBe('Type the new password again')
    expect(document.activeElement).toBe(newPassword())
  })

  it('wants eight characters at least', async () => {
    const user = userEvent.setup()
    renderReset()
    await user.type(newPassword(), 'seven77')
    await user.type(confirmation(), 'seven77')
    await user.click(save())
    expect(descriptionOf(newPassword())).toBe('Use at least 8 characters At least 8 characters.')
    await user.type(newPassword(), '7')
    expect(newPassword().getAttribute('aria-invalid')).toBe('false')
  })

  it('wants the two to match', async () => {
    const user = userEvent.setup()
    renderReset()
    await user.type(newPassword(), 'long-enough')
    await user.type(confirmation(), 'long-enougH')
    await user.click(save())
    expect(descriptionOf(confirmation())).toBe('The two passwords do not match')
    expect(document.activeElement).toBe(confirmation())
  })

  it('shows each field in clear text on demand', async () => {
    const user = userEvent.setup()
    renderReset()
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' })
    await user.click(second!)
    expect(confirmation().type).toBe('text')
    expect(newPassword().type).toBe('password')
    await user.click(first!)
    expect(newPassword().type).toBe('text')
  })

  it('confirms the change, with the way back to the login page of the same look', async () => {
    const user = userEvent.setup()
    renderPage(<ResetPasswordCoverPage />, i18n, '/pages/reset-password-cover')
    await user.type(newPassword(), 'long-enough')
    await user.type(confirmation(), 'long-enough')
    await user.click(save())
    expect(screen.getByRole('heading', { name: 'Password changed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      '/pages/login-cover',
    )
  })
})
