import { describe, expect, it } from 'vitest'
import {
  contactName,
  contactRow,
  deliveryOf,
  isSend,
  messagesWith,
  openMessaging,
  useMessagingBrowser,
  sendWithEnter,
  serverThread,
  threadRegion,
} from './support/messaging'

/*
 * Apart from messaging.e2e.test.ts, whose cases fail on any local-database error: here the
 * browser refuses to store the history, as with a full disk, and those errors are the point.
 */
describe('messaging when the browser will not store the chat history', () => {
  const browser = useMessagingBrowser()

  it('warns that the history is kept for this tab only, and still sends what is written', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await context.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException('The disk is full.', 'QuotaExceededError')
      }
    })
    await openMessaging(page, 'whatsapp', 19)
    const warning = page.getByRole('region', { name: 'Chat history is not saved on this device' })
    await warning.waitFor()
    expect(await warning.innerText()).toContain('messages not yet sent are lost if you close it')

    const text = 'Written while the disk is full.'
    const sent = page.waitForResponse(
      (response) => isSend(response.request()) && response.status() === 201,
    )
    await sendWithEnter(page, text)
    await sent
    await expect.poll(() => deliveryOf(messagesWith(page, text))).toBe('Sent')
    const stored = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(stored.filter((message) => message.message === text)).toHaveLength(1)
    expect(pageErrors).toEqual([])
  })

  it('runs on memory when the browser has no IndexedDB at all: list, thread and sending', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    // As in some private modes and embedded browsers.
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'indexedDB')
    })
    await openMessaging(page, 'whatsapp', 19)
    expect(await page.evaluate(() => 'indexedDB' in window)).toBe(false)
    await page.getByRole('region', { name: 'Chat history is not saved on this device' }).waitFor()
    await contactRow(page, contactName(19)).waitFor()
    expect(
      await threadRegion(page, contactName(19)).locator('.chat-message').count(),
    ).toBeGreaterThan(0)

    const text = 'Written in a browser without IndexedDB.'
    const sent = page.waitForResponse(
      (response) => isSend(response.request()) && response.status() === 201,
    )
    await sendWithEnter(page, text)
    await sent
    await expect.poll(() => deliveryOf(messagesWith(page, text))).toBe('Sent')
    const stored = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(stored.filter((message) => message.message === text)).toHaveLength(1)
    expect(pageErrors).toEqual([])
  })
})
