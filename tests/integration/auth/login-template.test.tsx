import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { jwtLogin } from '@/services/auth/auth-api'
import LoginBasicPage from '@/features/auth/login-basic.page'
import LoginCoverPage from '@/features/auth/login-cover.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { descriptionOf } from './field-text'

// Watched, not replaced: the calls still reach the demo server.
vi.mock('@/services/auth/auth-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/auth/auth-api')>()
  return { ...actual, jwtLogin: vi.fn(actual.jwtLogin) }
})

afterEach(() => vi.mocked(jwtLogin).mockClear())

const i18n = createTestI18n()

const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement
const passwordInput = () => screen.getByLabelText('Password') as HTMLInputElement

async function signInAs(email: string, password: string) {
  const user = userEvent.setup()
  if (email) await user.type(emailInput(), email)
  if (password) await user.type(passwordInput(), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe.each([
  ['basic', LoginBasicPage, '/pages/login-basic'],
  ['cover', LoginCoverPage, '/pages/login-cover'],
] as const)('Login template (%s)', (variant, Page, path) => {
  const renderLogin = () => renderPage(<Page />, i18n, path)

  it('links to the register and forgot-password pages of the same look', () => {
    renderLogin()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/pages/register-${variant}`,
    )
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      `/pages/forgot-password-${variant}`,
    )
  })

  it('checks the fields before calling the server', async () => {
    renderLogin()
    await signInAs('', '')
    expect(descriptionOf(emailInput())).toBe('Enter your email')
    expect(descriptionOf(passwordInput())).toBe('Enter your password')
    expect(jwtLogin).not.toHaveBeenCalled()
  })

  it('shows who signed in, and leaves the app session alone', async () => {
    renderLogin()
    await signInAs('admin@demo.com', 'admin')
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeTruthy()
    expect(screen.getByText('Signed in as John Doe (admin@demo.com).')).toBeTruthy()
    expect(localStorage.getItem('userData')).toBeNull()
  })

  it('shows the refusal of the demo server under the email field', async () => {
    renderLogin()
    await signInAs('admin@demo.com', 'nope')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Email or Password is Invalid')
    expect(descriptionOf(emailInput())).toBe('Email or Password is Invalid')
    expect(document.activeElement).toBe(emailInput())
  })
})

describe('Login template', () => {
  it('says "Something went wrong" when the server fails without a field error', async () => {
    server.use(http.post('*/jwt/login', () => HttpResponse.json({}, { status: 500 })))
    renderPage(<LoginBasicPage />, i18n, '/pages/login-basic')
    await signInAs('admin@demo.com', 'admin')
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
  })

  it('passes on the signing failure of the demo server as it comes', async () => {
    server.use(
      http.post('*/jwt/login', () =>
        HttpResponse.json({ error: { email: ['Something went wrong'] } }, { status: 400 }),
      ),
    )
    // A fallback worded otherwise, so that it cannot pass for the server's own words.
    const ownFallback = createTestI18n()
    ownFallback.addResource('en', 'translation', 'auth.login.unexpected', 'No answer')
    renderPage(<LoginBasicPage />, ownFallback, '/pages/login-basic')
    await signInAs('admin@demo.com', 'admin')
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong')
  })

  it('goes back to an empty form to try another account', async () => {
    renderPage(<LoginBasicPage />, i18n, '/pages/login-basic')
    const user = await signInAs('client@demo.com', 'client')
    expect(await screen.findByText('Signed in as Jane Doe (client@demo.com).')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Sign in with another account' }))
    expect(emailInput().value).toBe('')
  })

  it('fills in a demo account', async () => {
    const user = userEvent.setup()
    renderPage(<LoginCoverPage />, i18n, '/pages/login-cover')
    await user.click(screen.getByRole('button', { name: 'Use the Admin account' }))
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Signed in as John Doe (admin@demo.com).')).toBeTruthy()
  })
})
