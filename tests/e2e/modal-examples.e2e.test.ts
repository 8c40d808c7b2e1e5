import { describe, expect, it } from 'vitest'
import { useBrowser } from './support/browser'

/*
 * The modal examples in a real browser, where what Tab reaches depends on what is drawn: the
 * create-app wizard keeps the focus inside through its steps, Enter goes on, Escape closes it, and
 * the focus goes back to the button that opened it.
 */
describe('modal examples', () => {
  const browser = useBrowser()

  it('the create-app wizard keeps Tab inside, walks on with Enter and gives the focus back', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/modal-examples')
    const opener = page.getByRole('button', { name: 'Open Create app' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create app' })
    await dialog.waitFor()
    const appName = dialog.getByRole('textbox', { name: 'App name' })
    expect(await appName.evaluate((element) => element === document.activeElement)).toBe(true)

    const inside = () => dialog.evaluate((element) => element.contains(document.activeElement))
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab')
      expect(await inside(), `after ${press + 1} × Tab`).toBe(true)
    }
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside(), `after ${press + 1} × Shift+Tab`).toBe(true)
    }

    await appName.fill('Field sales')
    await appName.press('Enter')
    await dialog.getByRole('heading', { name: 'Step 2 of 4: Framework' }).waitFor()
    expect(await inside()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})
