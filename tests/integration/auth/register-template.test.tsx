import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { accounts } from '@mocks/session/accounts'
import { jwtRegister } from '@/services/auth/auth-api'
import RegisterBasicPage from '@/features/auth/register-basic.page'
import RegisterCoverPage from '@/features/auth/register-cover.page'
import LoginBasicPage from '@/features/auth/login-basic.page'
import { createTestI18n, renderPage } from '../../support/test-kit'
import { descriptionOf } from './field-text'

// Watched, not replaced: the calls still reach the demo server.
vi.mock('@/services/auth/auth-api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/services/auth/auth-api')>()
  return { ...actual, jwtRegister: vi.fn(actual.jwtRegister) }
})

afterEach(() => vi.mocked(jwtRegister).mockClear())

const i18n = createTestI18n()

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const terms = () =>
  screen.getByRole('checkbox', { name: 'I agree to the privacy policy and terms' })

async function fillIn(values: {
  username?: string
  email?: string
  password?: string
  terms?: boolean
}) {
  const user = userEvent.setup()
  if (values.username) await user.type(field('Username'), values.username)
  if (values.email) await user.type(field('Email'), values.email)
  if (values.password) await user.type(field('Password'), values.password)
  if (values.terms) await user.click(terms())
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  return user
}

const renderRegister = () => renderPage(<RegisterBasicPage />, i18n, '/pages/register-basic')

describe('Register template', () => {
  it('asks for every field and the terms, focusing the username first', async () => {
    renderRegister()
    await fillIn({})
    expect(descriptionOf(field('Username'))).toBe('Choose a username')
    expect(descriptionOf(field('Email'))).toBe('Enter your email')
    expect(descriptionOf(field('Password'))).toBe('Enter your password At least 8 characters.')
    expect(descriptionOf(terms())).toBe('Accept the privacy policy and terms to continue')
    expect(terms().getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Username'))
    expect(jwtRegister).not.toHaveBeenCalled()
  })

  it('wants a password of at least eight characters and a real address', async () => {
    renderRegister()
    await fillIn({ username: 'newbie', email: 'newbie@', password: 'short', terms: true })
    expect(descriptionOf(field('Email'))).toBe('Enter a valid email, like name@example.com')
    expect(descriptionOf(field('Password'))).toBe(
      'Use at least 8 characters At least 8 characters.',
    )
    expect(document.activeElement).toBe(field('Email'))
    expect(jwtRegister).not.toHaveBeenCalled()
  })

  it('shows a taken email and a taken username under their fields', async () => {
    renderRegister()
    await fillIn({
      username: 'johndoe',
      email: 'admin@demo.com',
      password: 'long-enough',
      terms: true,
    })
    expect(await screen.findByText('This username is already in use.')).toBeTruthy()
    expect(descriptionOf(field('Username'))).toBe('This username is already in use.')
    expect(descriptionOf(field('Email'))).toBe('This email is already in use.')
    expect(document.activeElement).toBe(field('Username'))
    expect(accounts.get()).toHaveLength(2)
  })

  it('drops the server message of a field as soon as it is edited', async () => {
    renderRegister()
    const user = userEvent.setup()
    await user.type(field('Username'), 'fresh-name')
    await user.type(field('Email'), 'client@demo.com')
    await user.type(field('Password'), 'long-enough')
    await user.click(terms())
    await user.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('This email is already in use.')).toBeTruthy()
    expect(descriptionOf(field('Username'))).toBe('')

    await user.type(field('Email'), 'x')
    expect(screen.queryByText('This email is already in use.')).toBeNull()
  })

  it('creates the account, which can then sign in on the login template', async () => {
    const { unmount } = renderRegister()
    await fillIn({
      username: 'newbie',
      email: 'newbie@demo.com',
      password: 'long-enough',
      terms: true,
    })
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy()
    expect(
      screen.getByText('Welcome aboard, newbie! You can now sign in as newbie@demo.com.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/pages/login-basic',
    )
    expect(screen.getByRole('link', { name: 'Verify your email' }).getAttribute('href')).toBe(
      '/pages/verify-email-basic?email=newbie%40demo.com',
    )
    unmount()

    renderPage(<LoginBasicPage />, i18n, '/pages/login-basic')
    const user = userEvent.setup()
    await user.type(field('Email'), 'newbie@demo.com')
    await user.type(field('Password'), 'long-enough')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Signed in as newbie (newbie@demo.com).')).toBeTruthy()
  })

  it('says so when the account could not be created for another reason', async () => {
    server.use(http.post('*/jwt/register', () => HttpResponse.error()))
    renderPage(<RegisterCoverPage />, i18n, '/pages/register-cover')
    await fillIn({ username: 'newbie', email: 'n@demo.com', password: 'long-enough', terms: true })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not create your account. Please try again.',
    )
    expect(screen.getByRole('link', { name: 'Sign in instead' }).getAttribute('href')).toBe(
      '/pages/login-cover',
    )
  })
})
