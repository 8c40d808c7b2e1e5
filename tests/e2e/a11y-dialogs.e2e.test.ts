import { beforeEach, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'

/*
 * The page search and the customizer are modal: Tab and Shift+Tab stay inside, Escape closes them
 * from anywhere inside, and the focus goes back to the control that opened them.
 */

/** Whether the focus is inside `dialog` now. */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement))

/** A short name of what has the focus, to tell two stops apart. */
const focusedControl = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const extra = element instanceof HTMLInputElement ? `${element.name}=${element.value}` : ''
    return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent ?? ''} ${extra}`.trim()
  })

/**
 * Presses `key` `times` times and returns where the focus was after each, failing as soon as it
 * leaves the dialog.
 */
async function pressInside(
  page: Page,
  dialog: Locator,
  key: 'Tab' | 'Shift+Tab',
  times: number,
): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key)
    expect(await focusInside(dialog), `after ${press + 1} × ${key}`).toBe(true)
    stops.push(await focusedControl(page))
  }
  return stops
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
}

describe('dialogs keep the focus', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('the page search keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openHome(page)
    const opener = page.locator('.navbar__search')
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Search pages, files and contacts' })
    await dialog.waitFor()
    expect(await focusedControl(page)).toMatch(/^INPUT/)

    await pressInside(page, dialog, 'Tab', 3)
    await pressInside(page, dialog, 'Shift+Tab', 3)
    // A click on its text keeps the focus in the dialog, and Escape still closes it.
    await dialog.locator('.search-palette__hints').click()
    expect(await focusInside(dialog)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('the page search cycles between its field and "Try again" when files fail to load', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    let asked = 0
    await page.route('**/api/main-search/data', (route) => {
      asked += 1
      return route.fulfill({ status: 500, body: 'down' })
    })
    await openHome(page)
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Search pages, files and contacts' })
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()

    const forward = await pressInside(page, dialog, 'Tab', 3)
    expect(forward).toEqual([
      expect.stringMatching(/Try again/),
      expect.stringMatching(/^INPUT/),
      expect.stringMatching(/Try again/),
    ])
    const backward = await pressInside(page, dialog, 'Shift+Tab', 2)
    expect(backward).toEqual([expect.stringMatching(/^INPUT/), expect.stringMatching(/Try again/)])
    // Enter on the button presses it, as it should.
    const before = asked
    await page.keyboard.press('Enter')
    await expect.poll(() => asked).toBe(before + 1)
    // The button goes while it tries: the focus stays in the dialog, back in the field.
    expect(await focusedControl(page)).toMatch(/^INPUT/)
    // Escape from the button, once it is back, closes the dialog.
    await dialog.getByRole('button', { name: 'Try again' }).waitFor()
    await page.keyboard.press('Tab')
    expect(await focusedControl(page)).toMatch(/Try again/)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('the customizer keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openHome(page)
    const opener = page.getByRole('button', { name: 'Customize' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Theme customizer' })
    await dialog.waitFor()
    expect(await focusInside(dialog)).toBe(true)

    // Close button and one radio group each for skin, layout and width: four stops, then around.
    const forward = await pressInside(page, dialog, 'Tab', 9)
    expect(forward[4]).toBe(forward[0])
    expect(forward[8]).toBe(forward[4])
    expect(forward.slice(0, 4)).toEqual([
      expect.stringMatching(/Close/),
      expect.stringMatching(/skin=light/),
      expect.stringMatching(/layout=vertical/),
      expect.stringMatching(/contentWidth=boxed/),
    ])
    // From the close button, Shift+Tab goes round to the last choice.
    const backward = await pressInside(page, dialog, 'Shift+Tab', 5)
    expect(backward).toEqual([
      expect.stringMatching(/contentWidth=boxed/),
      expect.stringMatching(/layout=vertical/),
      expect.stringMatching(/skin=light/),
      expect.stringMatching(/Close/),
      expect.stringMatching(/contentWidth=boxed/),
    ])

    // Escape from a choice in the middle of the panel.
    await dialog.getByRole('radio', { name: 'Dark', exact: true }).focus()
    await saveScreenshot(page, 'a11y-customizer-focus')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('the customizer opened from the user menu gives the focus back to that menu', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openHome(page)
    const userButton = page.locator('.user-button')
    await userButton.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: 'Customize' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Theme customizer' })
    await dialog.waitFor()
    await pressInside(page, dialog, 'Shift+Tab', 5)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await userButton.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})
