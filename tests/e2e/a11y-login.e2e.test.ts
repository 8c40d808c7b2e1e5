import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'
import { demoAccounts } from './support/session'

/** What has the focus, as a user would name it: the control's accessible name or its label. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ''
    const labelled = element.getAttribute('aria-label')
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null
    return (labelled ?? label?.textContent ?? element.textContent ?? '').trim()
  })

describe('signing in by keyboard', () => {
  const browser = useBrowser()

  it('tabs from Email to Password to Sign in, and only then to "Forgot password?"', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    const email = page.getByLabel('Email', { exact: true })
    await email.focus()

    const order = [await focusedName(page)]
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Tab')
      order.push(await focusedName(page))
    }
    expect(order).toEqual(['Email', 'Password', 'Sign in', 'Forgot password?'])
    // And back again, without a positive tabindex bending the way.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focusedName(page)).toBe('Password')
    expect(await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])').count()).toBe(
      0,
    )
  })

  it('signs in with the keyboard alone', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).focus()
    await page.keyboard.type(demoAccounts.admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(demoAccounts.admin.password)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('still shows "Forgot password?" on the password row and its eye inside the field', async () => {
    const { page } = await browser.newPage()
    await page.goto('/login')
    const label = (await page.locator('label', { hasText: /^Password$/ }).boundingBox())!
    const forgot = (await page.getByRole('link', { name: 'Forgot password?' }).boundingBox())!
    const field = (await page.getByLabel('Password', { exact: true }).boundingBox())!
    const eye = (await page.getByRole('button', { name: 'Show password' }).boundingBox())!
    const submit = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!

    // The link on the label's line, at the right; the field under both; Sign in below.
    expect(Math.abs(forgot.y + forgot.height - (label.y + label.height))).toBeLessThan(4)
    expect(forgot.x).toBeGreaterThan(label.x + label.width)
    expect(forgot.y + forgot.height).toBeLessThanOrEqual(field.y)
    expect(submit.y).toBeGreaterThan(field.y + field.height)
    // The eye inside the field, at its right end.
    expect(eye.y).toBeGreaterThanOrEqual(field.y)
    expect(eye.y + eye.height).toBeLessThanOrEqual(field.y + field.height)
    expect(field.x + field.width - (eye.x + eye.width)).toBeLessThan(4)

    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text')
    await saveScreenshot(page, 'a11y-login')
  })
})
