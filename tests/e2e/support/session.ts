import type { BrowserContextOptions, Page } from 'playwright-core'
import {
  meResponseSchema,
  signInResponseSchema,
  toUserData,
  type UserData,
} from '@models/session/session'

export const demoAccounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const

export type DemoRole = keyof typeof demoAccounts

/**
 * Signs in through the demo server's real endpoints, as the app does, and returns the `userData`
 * the app would store. Tests that are not about the login page start signed in with it.
 */
export async function signInThroughApi(baseURL: string, role: DemoRole): Promise<UserData> {
  const form = new FormData()
  form.set('email', demoAccounts[role].email)
  form.set('password', demoAccounts[role].password)
  const signIn = await fetch(new URL('/wm/v3/accounts/sign-in', baseURL), {
    method: 'POST',
    body: form,
  })
  const { data } = signInResponseSchema.parse(await signIn.json())
  if (!data?.user || !data.access_token) throw new Error(`the demo ${role} could not sign in`)
  const me = await fetch(new URL('/data-api/users/me', baseURL), {
    headers: { Authorization: `Bearer ${data.access_token}` },
  })
  const profile = meResponseSchema.parse(await me.json()).data
  return toUserData(
    { user: data.user },
    { accessToken: data.access_token, chatToken: data.token ?? '' },
    profile,
  )
}

/**
 * The bearer header of a fresh admin session, for tests that read what the demo server holds:
 * every endpoint behind the sign-in answers only a token it issued.
 */
export async function adminAuthorization(baseURL: string): Promise<{ Authorization: string }> {
  const { jwt } = await signInThroughApi(baseURL, 'admin')
  return { Authorization: `Bearer ${jwt}` }
}

/** A context's starting storage with this session stored, as an earlier visit left it. */
export function storageWithSession(
  baseURL: string,
  user: UserData,
): NonNullable<BrowserContextOptions['storageState']> {
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'userData', value: JSON.stringify(user) },
          // What the login that stored this session also kept.
          { name: 'session.lastRole', value: user.role },
        ],
      },
    ],
  }
}

/** The session the page has stored now. */
export async function storedSession(page: Page): Promise<UserData | null> {
  const raw = await page.evaluate(() => localStorage.getItem('userData'))
  return raw ? (JSON.parse(raw) as UserData) : null
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click()
}
