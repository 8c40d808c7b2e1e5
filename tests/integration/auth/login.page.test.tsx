import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import LoginPage from '@/features/auth/login.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { login, resetSession, setSession } from './fake-session'
import { descriptionOf, fieldState } from './field-text'

vi.mock('@/services/session/session', () => import('./fake-session'))

const config = vi.hoisted(() => ({ demo: true }))
vi.mock('@/services/app-config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/app-config')>()
  return {
    ...actual,
    get isDemoMode() {
      return config.demo
    },
  }
})

const i18n = createTestI18n()

afterEach(() => {
  resetSession()
  config.demo = true
})

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement
const signIn = () => screen.getByRole('button', { name: 'Sign in' })

function renderLogin() {
  renderPage(<LoginPage />, i18n, '/login')
  return userEvent.setup()
}

/** Types both fields in; sending is left to the test. */
async function typeCredentials(user: UserEvent, email: string, password: string) {
  await user.type(emailInput(), email)
  await user.type(passwordInput(), password)
}

describe('Login page', () => {
  it('welcomes the user, with links to register and to recover a password', () => {
    renderLogin()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Welcome to Workdesk!')
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/pages/register-cover',
    )
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/pages/forgot-password-cover',
    )
  })

  it('asks for the email and the password before anything is sent, focusing the first', async () => {
    const user = renderLogin()
    await user.click(signIn())

    expect(login).not.toHaveBeenCalled()
    expect(fieldState(emailInput())).toEqual({ invalid: 'true', description: 'Enter your email' })
    expect(fieldState(passwordInput())).toEqual({
      invalid: 'true',
      description: 'Enter your password',
    })
    expect(document.activeElement).toBe(emailInput())
  })

  it('says when the email is not an address, and drops a message once the field is right', async () => {
    const user = renderLogin()
    await user.type(emailInput(), 'admin.demo.com')
    await user.click(signIn())
    expect(fieldState(emailInput())).toEqual({
      invalid: 'true',
      description: 'Enter a valid email, like name@example.com',
    })
    expect(document.activeElement).toBe(emailInput())

    await user.clear(emailInput())
    await user.type(emailInput(), 'admin@demo.com')
    expect(emailInput().getAttribute('aria-invalid')).toBe('false')
    expect(descriptionOf(passwordInput())).toBe('Enter your password')
  })

  it('hands valid credentials to the session, the email trimmed', async () => {
    const user = renderLogin()
    await typeCredentials(user, '  admin@demo.com ', 'admin')
    await user.keyboard('{Enter}')
    expect(login).toHaveBeenCalledExactlyOnceWith({ email: 'admin@demo.com', password: 'admin' })
  })

  it('spins and refuses a second submit while signing in', async () => {
    const user = renderLogin()
    await typeCredentials(user, 'admin@demo.com', 'admin')
    act(() => setSession({ status: 'signingIn' }))

    const button = screen.getByRole('button', { name: 'Signing in…' })
    expect(button).toHaveProperty('disabled', true)
    await user.type(passwordInput(), '{Enter}')
    expect(login).not.toHaveBeenCalled()

    act(() => setSession({ status: 'signedOut' }))
    expect(signIn()).toHaveProperty('disabled', false)
  })

  it('shows the login error under the email field, announced, and moves the focus there', async () => {
    const user = renderLogin()
    await typeCredentials(user, 'admin@demo.com', 'wrong')
    await user.click(signIn())
    act(() => setSession({ status: 'signingIn' }))
    act(() => setSession({ status: 'signedOut', loginError: 'Email or Password is Invalid' }))

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe('Email or Password is Invalid')
    expect(fieldState(emailInput())).toEqual({
      invalid: 'true',
      description: 'Email or Password is Invalid',
    })
    expect(fieldState(passwordInput())).toEqual({ invalid: 'false', description: '' })
    expect(document.activeElement).toBe(emailInput())
  })

  it('hides the server message once the credentials are edited, and shows it again on the next try', async () => {
    setSession({ loginError: 'Something went wrong' })
    const user = renderLogin()
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')

    await user.type(passwordInput(), 'admin')
    expect(screen.queryByRole('alert')).toBeNull()
    // The email field, focused on the refusal and left empty for the password, is now checked as
    // it is left (the form layer's one behaviour): its own message, not the server's, is shown.
    expect(emailInput().getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByText('Something went wrong')).toBeNull()
    expect(screen.getByText('Enter your email')).toBeTruthy()

    await user.type(emailInput(), 'admin@demo.com')
    await user.click(signIn())
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  })

  it('says the session expired in a banner at the top of the form', () => {
    setSession({ notice: 'expired' })
    renderLogin()
    const banner = screen.getByText('Your session has expired, please login again')
    expect(banner.closest('[role="alert"]')).toBeTruthy()
    // Before the form, so it is the first thing read and seen.
    expect(
      banner.compareDocumentPosition(emailInput()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('shows no banner without a notice', () => {
    renderLogin()
    expect(screen.queryByText('Your session has expired, please login again')).toBeNull()
  })

  it('lists the demo accounts and fills the form with the one picked', async () => {
    const user = renderLogin()
    const demo = screen.getByRole('region', { name: 'Demo accounts' })
    expect(demo.textContent).toContain('admin@demo.com')
    expect(demo.textContent).toContain('client@demo.com')

    await user.click(screen.getByRole('button', { name: 'Use the Client account' }))
    expect(emailInput().value).toBe('client@demo.com')
    expect(passwordInput().value).toBe('client')
    expect(document.activeElement).toBe(signIn())

    await user.click(screen.getByRole('button', { name: 'Use the Admin account' }))
    await user.keyboard('{Enter}')
    expect(login).toHaveBeenCalledExactlyOnceWith({ email: 'admin@demo.com', password: 'admin' })
  })

  it('offers no demo accounts outside demo mode', () => {
    config.demo = false
    renderLogin()
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).toBeNull()
  })

  it('shows and hides the password with a toggle', async () => {
    const user = renderLogin()
    const toggle = screen.getByRole('button', { name: 'Show password' })
    expect(passwordInput().type).toBe('password')
    await user.click(toggle)
    expect(passwordInput().type).toBe('text')
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    await user.click(toggle)
    expect(passwordInput().type).toBe('password')
  })
})
