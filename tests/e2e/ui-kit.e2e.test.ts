import { describe, expect, it } from 'vitest'
import { routeTable } from '@/app/routes/route-table'
import english from '../../public/locales/en/translation.json'
import { useBrowser } from './support/browser'

/** The UI kit's pages, as the menu lists them. */
const kitRoutes = routeTable.filter((route) => route.menu === 'uiKit')

/** A route's title as the document title starts with it, in English. */
const titleOf = (titleKey: string) =>
  titleKey.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], {
    ...english,
  }) as string

describe('the UI kit', () => {
  const browser = useBrowser()

  it('opens every page of its menu group without a page error or a missing page', async () => {
    expect(kitRoutes.length).toBeGreaterThan(20)
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto(kitRoutes[0]!.path)
    for (const route of kitRoutes) {
      // In the app, as a link would: the router follows the history.
      await page.evaluate((path) => {
        history.pushState(null, '', path)
        dispatchEvent(new PopStateEvent('popstate'))
      }, route.path)
      const title = titleOf(route.titleKey)
      await page.waitForFunction((wanted) => document.title.startsWith(`${wanted} ·`), title)
      await page.locator('main h1').first().waitFor()
      expect(await page.locator('main').textContent(), route.path).not.toContain('Page Not Found')
      expect(pageErrors.map(String), route.path).toEqual([])
    }
  })
})
