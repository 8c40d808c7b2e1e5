import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import ResetPasswordBasicPage from '@/features/auth/reset-password-basic.page'
import ResetPasswordCoverPage from '@/features/auth/reset-password-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { descriptionOf, fieldState } from './field-text'

const i18n = createTestI18n()
const newPassword = () => screen.getByLabelText('New password') as HTMLInputElement
const confirmation = () => screen.getByLabelText('Confirm password') as HTMLInputElement
const save = () => screen.getByRole('button', { name: 'Set new password' })
const pages = { basic: ResetPasswordBasicPage, cover: ResetPasswordCoverPage }

function renderReset(look: keyof typeof pages = 'basic') {
  const Page = pages[look]
  renderPage(<Page />, i18n, `/pages/reset-password-${look}`)
  return userEvent.setup()
}

/** Types the new password and its confirmation, then saves. */
async function savePasswords(user: UserEvent, password: string, again: string) {
  await user.type(newPassword(), password)
  await user.type(confirmation(), again)
  await user.click(save())
}

describe('Reset password template', () => {
  it('asks for the password twice', async () => {
    const user = renderReset()
    await user.click(save())
    expect(fieldState(newPassword())).toEqual({
      invalid: 'true',
      description: 'Enter your password At least 8 characters.',
    })
    expect(fieldState(confirmation())).toEqual({
      invalid: 'true',
      description: 'Type the new password again',
    })
    expect(document.activeElement).toBe(newPassword())
  })

  it('wants eight characters at least', async () => {
    const user = renderReset()
    await savePasswords(user, 'seven77', 'seven77')
    expect(descriptionOf(newPassword())).toBe('Use at least 8 characters At least 8 characters.')
    await user.type(newPassword(), '7')
    expect(newPassword().getAttribute('aria-invalid')).toBe('false')
  })

  it('wants the two to match', async () => {
    const user = renderReset()
    await savePasswords(user, 'long-enough', 'long-enougH')
    expect(descriptionOf(confirmation())).toBe('The two passwords do not match')
    expect(document.activeElement).toBe(confirmation())
  })

  it('shows each field in clear text on demand', async () => {
    const user = renderReset()
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' })
    await user.click(second!)
    expect(confirmation().type).toBe('text')
    expect(newPassword().type).toBe('password')
    await user.click(first!)
    expect(newPassword().type).toBe('text')
  })

  it('confirms the change, with the way back to the login page of the same look', async () => {
    const user = renderReset('cover')
    await savePasswords(user, 'long-enough', 'long-enough')
    expect(screen.getByRole('heading', { name: 'Password changed' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe(
      '/pages/login-cover',
    )
  })
})
