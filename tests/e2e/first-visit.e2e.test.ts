import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './support/browser'

/** The paths of the app's scripts the page asks for, from the moment this is called. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname)
  })
  return scripts
}

/** The chunks that every signed-in page needs (vite/first-visit-chunks.ts). */
const signedInCode = /^\/assets\/(signed-in|data)-[\w-]+\.js$/

describe('what a first visit downloads', () => {
  const browser = useBrowser()

  it('gives a visitor on the login page none of the signed-in code, in a handful of files', async () => {
    const { page, pageErrors } = await browser.newPage()
    const scripts = scriptRequests(page)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    await page.waitForLoadState('networkidle')

    expect(scripts.filter((path) => signedInCode.test(path))).toEqual([])
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
    expect(new Set(scripts).size).toBe(scripts.length)
    expect(pageErrors).toEqual([])
  })
})
