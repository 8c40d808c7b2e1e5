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

  it('opens every page of its menu group without a page error or a missing page; its list sorts from the keyboard', async () => {
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

    // The sortable list moves a step from the keyboard, with the kanban's sensors.
    await page.goto('/extensions/drag-and-drop')
    const steps = page.getByRole('list', { name: 'Project steps' }).getByRole('listitem')
    await steps.first().waitFor()
    await page.getByRole('button', { name: 'Move Plan' }).focus()
    await page.keyboard.press('Space')
    // dnd-kit listens for arrows a moment after the pick-up (as on the kanban board): press again
    // until the step is over the next place.
    const live = page.locator('[id^="DndLiveRegion"]')
    await expect
      .poll(async () => {
        const said = await live.innerText()
        if (!said.includes('Plan is over position 2.')) await page.keyboard.press('ArrowDown')
        return said
      })
      .toContain('Plan is over position 2.')
    await page.keyboard.press('Space')
    await expect
      .poll(() => steps.allTextContents())
      .toEqual(['1Design', '2Plan', '3Build', '4Test', '5Ship'])
    expect(pageErrors.map(String)).toEqual([])
  })
})
