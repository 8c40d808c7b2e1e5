import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { screenshotFolder } from './support/browser'
import {
  contactList,
  deliveryOf,
  messagesWith,
  openMessaging,
  useMessagingBrowser,
  sendWithEnter,
} from './support/messaging'

const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

/** What the user sees, as it is on screen (the navbar sticks, so not a full-page picture). */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `${screenshotFolder}${name}.png` })
}

async function nothingWiderThan(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

describe('the messaging screens when something is missing', () => {
  const browser = useMessagingBrowser()

  describe.each(['light', 'dark'])('in the %s skin', (skin) => {
    it.each(viewports)('says offline and waiting for network at $width px', async (viewport) => {
      const { page, context, pageErrors } = await browser.newPage({
        signedInAs: 'admin',
        viewport,
        ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}),
      })
      await context.addInitScript((chosen) => localStorage.setItem('ui.skin', chosen), skin)
      await openMessaging(page, 'whatsapp', 19)
      await context.setOffline(true)
      const notice = page.getByRole('status').filter({ hasText: 'You are offline.' })
      await notice.waitFor()
      const text = 'Written offline, waiting for the network.'
      await sendWithEnter(page, text)
      await expect.poll(() => deliveryOf(messagesWith(page, text))).toBe('Waiting for network')
      expect(await notice.isVisible()).toBe(true)
      await nothingWiderThan(page, viewport.width)
      await shoot(page, `messaging-offline-${skin}-${viewport.width}`)
      expect(pageErrors).toEqual([])
    })

    it.each(viewports)(
      'says the directory is missing and keeps the chats at $width px',
      async (viewport) => {
        const { page, context, pageErrors } = await browser.newPage({
          signedInAs: 'admin',
          viewport,
          ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}),
        })
        await context.addInitScript((chosen) => localStorage.setItem('ui.skin', chosen), skin)
        await page.route('**/wm/v3/messages/list-contact-chat**', (route) =>
          route.fulfill({ status: 500, json: { message: 'Server Error' } }),
        )
        await openMessaging(page, 'whatsapp')
        const notice = page
          .getByRole('alert')
          .filter({ hasText: 'Admins, clients and employees could not be loaded' })
        await notice.waitFor()
        expect(await notice.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
        expect(await contactList(page).locator('.contact-row').count()).toBeGreaterThan(0)
        await nothingWiderThan(page, viewport.width)
        await shoot(page, `messaging-directory-failed-${skin}-${viewport.width}`)
        expect(pageErrors).toEqual([])
      },
    )
  })
})
