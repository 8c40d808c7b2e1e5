import { beforeEach, describe, expect, it } from 'vitest'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'
import { openCalendar, serverEvents } from './support/calendar'
import { storedSession, submitLogin } from './support/session'

const expiryMessage = 'Your session has expired, please login again'
const blacklisted = 'Token has been blacklisted'

/** Counts the refresh calls every page of a context makes. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0
  context.on('request', (request) => {
    if (request.url().endsWith('/wm/v3/accounts/refresh-token')) count++
  })
  return () => count
}

/**
 * Counts the refreshes the server granted to every page of a context: the new tokens issued. A
 * tab may still ask once in vain, when the token another tab stored has not yet reached its
 * copy of localStorage (Chromium copies it between processes a moment later); the server refuses
 * the spent token and the tab takes the other's (token-from-other-tab.ts).
 */
function countGrantedRefreshes(context: BrowserContext): () => number {
  let count = 0
  context.on('response', (response) => {
    if (response.url().endsWith('/wm/v3/accounts/refresh-token') && response.ok()) count++
  })
  return () => count
}

/** The profile call that succeeded, after a refresh and a retry if it needed them. */
const profileLoaded = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/data-api/users/me') && response.status() === 200,
  )

const pathOf = (page: Page) => new URL(page.url()).pathname

/**
 * Opens a page of the app and waits for its menu and for its first requests to be answered: a
 * token refused later must be refused to the request the test makes, not to one of the page's
 * own that a busy machine was still sending.
 */
async function openApp(page: Page, path: string) {
  await page.goto(path)
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  await page.waitForLoadState('networkidle')
}

/** Goes to the company home through the menu: a page that calls the API with the token. */
const openCompanyFromMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Company' }).click()

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
}

describe('session', () => {
  const browser = useBrowser()

  const demo = (path: string, body: unknown) =>
    fetch(new URL(path, browser.baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  /** What the demo server says to a call made with `token`: null when it accepts it. */
  async function refusalOf(token: string): Promise<string | null> {
    const answer = await fetch(new URL('/data-api/users/me', browser.baseURL), {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (answer.ok) return null
    return ((await answer.json()) as { message: string }).message
  }

  /**
   * Makes the server take a token as expired from now on, as its expiry time passing would. Not a
   * short lifetime waited out: on a busy machine a page could outlast it while still loading, and
   * refresh before the step under test met the expired token. The refreshed token lasts the
   * usual 10 minutes.
   */
  const expireNow = (token: string) => demo('/api/demo/expire', { token })

  it('sends a visitor to the login page, and lands the admin on / after login', async () => {
    const { page, consoleErrors, pageErrors } = await browser.newPage()
    await page.goto('/')
    await page.waitForURL('**/login')
    await page.getByText('admin@demo.com').first().waitFor()
    await saveScreenshot(page, 'session-login')
    await submitLogin(page, 'admin@demo.com', 'admin')
    await expect.poll(() => pathOf(page)).toBe('/')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    const stored = await storedSession(page)
    expect(stored).toMatchObject({ role: 'admin', email: 'admin@demo.com', iuds: btoa('1') })
    expect(stored?.ability).toEqual([{ action: 'manage', subject: 'all' }])
    expect(await page.evaluate(() => localStorage.getItem('session.lastRole'))).toBe('admin')
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('lands a client on the company home, with the login default abilities', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    await submitLogin(page, 'client@demo.com', 'client')
    await page.waitForURL('**/apps/dashboard/company')
    const stored = await storedSession(page)
    expect(stored?.role).toBe('client')
    expect(stored?.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ])
    // The admin's home is not theirs: they are sent back to their own.
    await page.goto('/')
    await page.waitForURL('**/apps/dashboard/company')
    await page.goto('/apps/settings/role-permissions')
    await page.waitForURL('**/misc/not-authorized')
  })

  it('shows "Email or Password is Invalid" under the email field for a wrong password', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    await submitLogin(page, 'admin@demo.com', 'not-the-password')
    const email = page.getByLabel('Email', { exact: true })
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await email.getAttribute('aria-describedby')) ?? ''
    const messages = await Promise.all(
      describedBy
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    )
    expect(messages.join(' ')).toContain('Email or Password is Invalid')
    expect(pathOf(page)).toBe('/login')
    await saveScreenshot(page, 'session-login-invalid')
  })

  it('refreshes an expired token silently and keeps working', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    await openApp(page, '/')
    const before = (await storedSession(page))!.jwt
    await expireNow(before)
    const refreshes = countGrantedRefreshes(context)

    const loaded = profileLoaded(page)
    await openCompanyFromMenu(page)
    await loaded
    expect(refreshes()).toBe(1)
    expect(pathOf(page)).toBe('/apps/dashboard/company')
    expect((await storedSession(page))!.jwt).not.toBe(before)
  })

  it('lands on /login with the expiry message when the token is blacklisted', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openApp(page, '/')
    const { jwt } = (await storedSession(page))!
    await demo('/api/demo/blacklist', { token: jwt })
    await openCompanyFromMenu(page)
    await page.waitForURL('**/login')
    await page.getByText(expiryMessage).waitFor()
    expect(await storedSession(page)).toBeNull()
    await saveScreenshot(page, 'session-expired')
  })

  it('deletes the chat database and the session on logout, keeping display preferences', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openApp(page, '/')
    const { jwt } = (await storedSession(page))!
    await page.evaluate(async () => {
      localStorage.setItem('ui.skin', 'dark')
      sessionStorage.setItem('something.of.the.session', '1')
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('chat-history')
        request.onsuccess = () => {
          request.result.close()
          resolve()
        }
        request.onerror = () => reject(request.error)
      })
    })
    const databases = () =>
      page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))
    expect(await databases()).toContain('chat-history')

    await logOut(page)
    await page.waitForURL('**/login')
    await expect.poll(databases).not.toContain('chat-history')
    expect(await storedSession(page)).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('ui.skin'))).toBe('dark')
    expect(await page.evaluate(() => localStorage.getItem('session.lastRole'))).toBe('admin')
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0)
    // The server blacklisted the token: it cannot be used again.
    const reuse = await fetch(new URL('/data-api/users/me', browser.baseURL), {
      headers: { Authorization: `Bearer ${jwt}` },
    })
    expect(await reuse.json()).toEqual({ message: 'Token has been blacklisted' })
  })

  it('adds a calendar event after the token expired, with one silent refresh', async () => {
    const { page, context } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 1000 },
    })
    await openCalendar(page)
    await page.waitForLoadState('networkidle')
    await expireNow((await storedSession(page))!.jwt)
    const refreshes = countRefreshes(context)

    await page.getByRole('button', { name: 'Add Event' }).click()
    const form = page.getByRole('dialog', { name: 'Add Event' })
    const month = (await serverEvents(browser.baseURL))[0]!.start.slice(0, 7)
    await form.getByLabel('Title').fill('Late review')
    await form.getByLabel('Start date').fill(`${month}-12T09:00`)
    await form.getByLabel('End date').fill(`${month}-12T10:00`)
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    // The real API (POST /wm/v3/events, sent without retries) answered after the refresh.
    await page.getByText('Event "Late review" created.').waitFor()
    expect(refreshes()).toBe(1)
    await saveScreenshot(page, 'session-calendar-after-expiry')
  })

  it('lists the tickets after the token expired, the new token in the header and the body', async () => {
    const { page, context, session } = await browser.newPage({ signedInAs: 'admin' })
    // Expired before any page of the app runs, so the tickets are the first to meet it.
    await expireNow(session!.jwt)
    const refreshes = countRefreshes(context)

    await page.goto('/apps/tickets')
    await page.getByRole('listbox', { name: 'Tickets' }).waitFor()
    expect(await page.getByText('The tickets could not be loaded').count()).toBe(0)
    expect(refreshes()).toBe(1)
  })

  it('ends the session in every tab, keeping no token, when a call is refused as blacklisted during a refresh', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    const other = await context.newPage()
    await openApp(other, '/apps/dashboard/company')
    await expireNow((await storedSession(other))!.jwt)

    let refreshSeen = () => {}
    const refreshing = new Promise<void>((resolve) => (refreshSeen = resolve))
    let answerRefresh = () => {}
    const refreshMayAnswer = new Promise<void>((resolve) => (answerRefresh = resolve))
    let refreshedToken: string | undefined
    await page.route('**/wm/v3/accounts/refresh-token', async (route) => {
      refreshSeen()
      await refreshMayAnswer
      const response = await route.fetch()
      const body = (await response.json()) as { data: { data: { access_token: string } } }
      refreshedToken = body.data.data.access_token
      await route.fulfill({ response })
    })
    // A page gives up on a call after 10 s: a token it never saw, it cannot revoke.
    let refreshGivenUp = false
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/accounts/refresh-token')) refreshGivenUp = true
    })
    // The home's cards and the navbar's bookmarks leave with the expired token. The first is
    // refused as expired, which starts the refresh, but only once a second is on its way: a call
    // that leaves during a refresh waits for it (authorized-client.ts), so a refusal that came
    // first would leave no call to be refused as blacklisted while the refresh runs. The others
    // are refused as blacklisted then.
    let calls = 0
    let secondCall = () => {}
    const twoOnTheirWay = new Promise<void>((resolve) => (secondCall = resolve))
    const refuse = async (route: Route) => {
      if (calls++ === 0) {
        await twoOnTheirWay
        await route.fulfill({ status: 401, json: { message: 'Unauthorized.' } })
        return
      }
      secondCall()
      await refreshing
      await route.fulfill({ status: 401, json: { message: blacklisted } })
    }
    await page.route('**/card/**', refuse)
    await page.route('**/api/bookmarks/data', refuse)

    await page.goto('/')
    // The refresh answers as soon as the session has ended in its tab, within the page's 10 s
    // wait for it even on a busy machine; its token is neither kept nor left usable. It lasts 10
    // minutes, so a refusal cannot be its expiry ("Unauthorized."): it was revoked.
    await page.waitForURL('**/login')
    answerRefresh()
    await page.getByText(expiryMessage).waitFor()
    await other.waitForURL('**/login')
    await other.getByText(expiryMessage).waitFor()
    await expect.poll(() => refreshedToken).toBeDefined()
    expect(refreshGivenUp, 'the refresh was answered before the page gave up on it').toBe(false)
    await expect.poll(() => refusalOf(refreshedToken!)).toBe(blacklisted)
    expect(await storedSession(page)).toBeNull()
    expect(await storedSession(other)).toBeNull()
    await page.goto('/apps/tickets')
    // The login page keeps where the visitor was going (?next=), so only its path is compared.
    await page.waitForURL((url) => url.pathname === '/login')
    expect(pathOf(other)).toBe('/login')
    await saveScreenshot(other, 'session-expired-other-tab')
  })

  it('revokes the token after a logout whose sign-out call was lost', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openApp(page, '/')
    const { jwt } = (await storedSession(page))!
    let signOuts = 0
    await page.route('**/wm/v3/accounts/sign-out', (route) =>
      signOuts++ === 0 ? route.abort('internetdisconnected') : route.continue(),
    )
    await logOut(page)
    await page.waitForURL('**/login')
    // Within 5 s the server refuses it: the sign-out was asked again.
    await expect.poll(() => refusalOf(jwt), { timeout: 5_000 }).toBe(blacklisted)
    expect(signOuts).toBe(2)
  })

  it('revokes the token at the next visit when every sign-out call of the last one was lost', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    await openApp(page, '/')
    const { jwt } = (await storedSession(page))!
    // Lost for the whole context, and let through again only once the page is gone: a route of
    // the page itself is dropped while the page closes, which let a retry due at that moment
    // reach the server on a busy machine.
    const signOut = '**/wm/v3/accounts/sign-out'
    await context.route(signOut, (route) => route.abort('internetdisconnected'))
    await logOut(page)
    await page.waitForURL('**/login')
    await page.close()
    await context.unroute(signOut)
    expect(await refusalOf(jwt)).toBeNull()

    const next = await context.newPage()
    await next.goto('/login')
    await expect.poll(() => refusalOf(jwt), { timeout: 5_000 }).toBe(blacklisted)
  })

  /** Two tabs of one browser, signed in as the admin, both showing the app. */
  async function twoSignedInTabs() {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    const other = await context.newPage()
    await openApp(page, '/')
    await openApp(other, '/apps/settings/notification')
    return { page, other }
  }

  it('signs the other tab out within a second of a logout', async () => {
    const { page, other } = await twoSignedInTabs()
    await logOut(page)
    await other.waitForURL('**/login', { timeout: 1_000 })
  })

  it('signs the other tab out with the expiry message when the session expires in one', async () => {
    const { page, other } = await twoSignedInTabs()
    const { jwt } = (await storedSession(page))!
    await demo('/api/demo/blacklist', { token: jwt })

    await openCompanyFromMenu(page)
    await page.waitForURL('**/login')
    await other.waitForURL('**/login', { timeout: 1_000 })
    await other.getByText(expiryMessage).waitFor()
  })

  it('makes one refresh between two tabs that need one at once, and keeps both signed in', async () => {
    const { page, context, session } = await browser.newPage({ signedInAs: 'admin' })
    const other = await context.newPage()
    // Expired before either tab opens the app: both meet it at once.
    await expireNow(session!.jwt)
    const refreshes = countGrantedRefreshes(context)

    const loaded = Promise.all([profileLoaded(page), profileLoaded(other)])
    await Promise.all([page.goto('/apps/dashboard/company'), other.goto('/apps/dashboard/company')])
    await loaded
    expect(refreshes()).toBe(1)
    expect(pathOf(page)).toBe('/apps/dashboard/company')
    expect(pathOf(other)).toBe('/apps/dashboard/company')
  })
})
