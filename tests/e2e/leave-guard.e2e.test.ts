import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'

/*
 * The browser's Back with unsaved changes, in a real browser: Back cannot be cancelled, and which
 * popstate listener runs first (the guard's or the router's) is the browser's rule, not jsdom's.
 */
describe('leaving account settings with unsaved changes', () => {
  const browser = useBrowser()

  it('asks on Back; Stay keeps the page and what was typed, Leave goes back', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/faq')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.locator('a[href^="/pages/account-settings"]').first().click()
    const company = page.getByLabel('Company')
    await company.fill('Changed Inc')

    await page.goBack({ waitUntil: 'commit' }).catch(() => null)
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' })
    await dialog.waitFor()
    expect(new URL(page.url()).pathname).toBe('/pages/account-settings')
    await dialog.getByRole('button', { name: 'Stay' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await company.inputValue()).toBe('Changed Inc')
    expect(new URL(page.url()).pathname).toBe('/pages/account-settings')

    await page.goBack({ waitUntil: 'commit' }).catch(() => null)
    await dialog.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => url.pathname === '/pages/faq')
    await company.waitFor({ state: 'detached' })
  })
})
