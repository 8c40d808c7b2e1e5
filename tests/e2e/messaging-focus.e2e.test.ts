import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import {
  composerOf,
  contactList,
  contactName,
  contactRow,
  openMessaging,
  useMessagingBrowser,
  threadRegion,
} from './support/messaging'

/** Whether the open chat's message box has the focus. */
const composerFocused = (page: Page) =>
  composerOf(page).evaluate((field) => field === document.activeElement)

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search chats' })

/** Opens a chat from the list and waits until its thread is on screen. */
async function threadOpened(page: Page, contactId: number): Promise<void> {
  await threadRegion(page, contactName(contactId)).waitFor()
  await composerOf(page).waitFor()
}

describe('opening a chat', () => {
  const browser = useMessagingBrowser()

  it('puts the focus in the composer when a chat is opened with a click', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openMessaging(page, 'whatsapp')
    await contactRow(page, contactName(19)).click()
    await threadOpened(page, 19)
    expect(await composerFocused(page)).toBe(true)

    // Another chat, the same: the focus follows into its composer.
    await contactRow(page, contactName(51)).click()
    await threadOpened(page, 51)
    expect(await composerFocused(page)).toBe(true)
  })

  it('puts the focus in the composer when a chat is opened from the keyboard', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openMessaging(page, 'whatsapp')
    await search(page).focus()
    // Down from the search box reaches the rows; Enter opens the one with the focus.
    await page.keyboard.press('ArrowDown')
    const first = contactList(page).locator('.contact-row').first()
    expect(await first.evaluate((row) => row === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await composerOf(page).waitFor()
    await expect.poll(() => composerFocused(page)).toBe(true)
    await page.keyboard.type('Typed straight away')
    expect(await composerOf(page).inputValue()).toBe('Typed straight away')
  })

  it('leaves the focus in the search while the user types there', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openMessaging(page, 'whatsapp')
    await contactRow(page, contactName(19)).click()
    await threadOpened(page, 19)
    await page.goBack()
    await composerOf(page).waitFor({ state: 'detached' })

    // Typing a name; meanwhile the chat opens again (the browser's Forward).
    await search(page).fill('Vic')
    await page.goForward()
    await threadOpened(page, 19)
    expect(await search(page).evaluate((field) => field === document.activeElement)).toBe(true)
    await page.keyboard.type('tor')
    expect(await search(page).inputValue()).toBe('Victor')
    expect(await composerOf(page).inputValue()).toBe('')
  })

  it('puts the focus in the composer of the demo chat once it can be used', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await page.goto('/apps/chat')
    const first = contactList(page).locator('.contact-row').first()
    await first.click()
    // The box waits, disabled, for the chat; the focus follows as soon as it can be typed in.
    await expect.poll(() => composerFocused(page)).toBe(true)
    expect(await composerOf(page).isEnabled()).toBe(true)
  })

  it('does not raise the on-screen keyboard on a phone, where the chat fills the screen', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await openMessaging(page, 'whatsapp')
    await contactRow(page, contactName(19)).tap()
    await threadOpened(page, 19)
    expect(await contactList(page).isVisible()).toBe(false)
    expect(await composerFocused(page)).toBe(false)
  })
})
