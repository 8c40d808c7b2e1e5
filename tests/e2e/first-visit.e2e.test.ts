import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './support/browser'
import { holdRequests } from './support/network'

/** The paths of the app's scripts the page asks for, from the moment this is called. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname)
  })
  return scripts
}

/** The paths of the app's style sheets the page asks for, from the moment this is called. */
function styleRequests(page: Page): string[] {
  const styles: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.css')) styles.push(pathname)
  })
  return styles
}

/** The entry's own code (vite/first-visit-chunks.ts): held, nothing it would start can start. */
const entryCode = /\/assets\/boot-[\w-]+\.js$/

/**
 * The chunks that every signed-in page needs (vite/first-visit-chunks.ts): `signed-in-<hash>` and
 * `data-<hash>`, not an area's own data chunk (`data-kanban-<hash>`).
 */
const signedInCode = /^\/assets\/(signed-in|data)-[\w-]{8}\.js$/
/** Any area's own data chunk (`data-kanban-<hash>`). */
const areaDataCode = /^\/assets\/data-[a-z-]+-[\w-]{8}\.js$/

describe('what a first visit downloads', () => {
  const browser = useBrowser()

  it('gives a visitor on the login page none of the signed-in code, in a handful of files', async () => {
    const { page, pageErrors } = await browser.newPage()
    const scripts = scriptRequests(page)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')

    expect(scripts.filter((path) => signedInCode.test(path) || areaDataCode.test(path))).toEqual([])
    // The entry, its runtime, the boot chunk and the login page: the small pieces come together.
    expect(scripts.length).toBeLessThanOrEqual(5)
    expect(pageErrors).toEqual([])
  })

  it('starts the signed-in code from the HTML for a stored session, each file once', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const scripts = scriptRequests(page)
    await page.goto('/apps/kanban')
    await page.locator('.kanban-task').first().waitFor()

    const preloadedByTheHtml = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    )
    const signedIn = scripts.filter((path) => signedInCode.test(path))
    expect(signedIn).toHaveLength(2)
    expect(preloadedByTheHtml).toEqual(expect.arrayContaining(signedIn))
    // The kanban's own data (its prefetch), and no other area's.
    const areaData = scripts.filter((path) => areaDataCode.test(path))
    expect(areaData).toEqual([expect.stringMatching(/\/data-kanban-/)])
    expect(preloadedByTheHtml).toEqual(expect.arrayContaining(areaData))
    expect(new Set(scripts).size).toBe(scripts.length)
    expect(pageErrors).toEqual([])
  })

  it("starts the page's own code, its style sheets and its charts from the HTML, not after the entry's code ran", async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const scripts = scriptRequests(page)
    const styles = styleRequests(page)
    const entry = await holdRequests(page, entryCode)
    await page.goto('/', { waitUntil: 'commit' })
    await entry.seen
    // While the entry's code is held, nothing of the app has run: these came from the HTML.
    const fromTheHtml = [
      /^\/assets\/home\.page-[\w-]+\.js$/,
      /^\/assets\/home-[\w-]+\.css$/,
      /^\/assets\/chart-canvas-[\w-]+\.js$/,
      signedInCode,
    ]
    await expect
      .poll(
        () => fromTheHtml.filter((file) => [...scripts, ...styles].some((path) => file.test(path))),
        { timeout: 10_000 },
      )
      .toEqual(fromTheHtml)
    entry.release()
    await page.locator('.dash-card canvas').first().waitFor()
    expect(new Set(scripts).size).toBe(scripts.length)
    expect(new Set(styles).size).toBe(styles.length)
    expect(pageErrors).toEqual([])
  })

  it('starts the code of a page with a pattern from the HTML, for any of its paths', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const scripts = scriptRequests(page)
    const entry = await holdRequests(page, entryCode)
    await page.goto('/apps/user/view/1/security', { waitUntil: 'commit' })
    await entry.seen
    await expect
      .poll(() => scripts.some((path) => /^\/assets\/user-view\.page-[\w-]+\.js$/.test(path)), {
        timeout: 10_000,
      })
      .toBe(true)
    entry.release()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(new Set(scripts).size).toBe(scripts.length)
    expect(pageErrors).toEqual([])
  })

  it('does not start the code of a page the stored user may not open', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'client' })
    const scripts = scriptRequests(page)
    // The analytics home is the admin's: a client is sent to the company home.
    await page.goto('/')
    await page.waitForURL('**/apps/dashboard/company')
    await page.waitForLoadState('networkidle')

    expect(scripts.filter((path) => /\/(home\.page|chart-canvas)-/.test(path))).toEqual([])
    expect(pageErrors).toEqual([])
  })
})
