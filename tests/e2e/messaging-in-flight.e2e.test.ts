import { describe, expect, it } from 'vitest'
import type { Page, Route } from 'playwright-core'
import {
  chatHistoryRows,
  contactName,
  isSend,
  messagesWith,
  openMessaging,
  useMessagingBrowser,
  sendWithEnter,
  serverThread,
  threadRegion,
} from './support/messaging'

const sendPath = '**/wm/v3/messages/send'
const threadOf19 = (url: URL) => url.pathname.endsWith('/wm/v3/messages/chat-message/19')

/** The thread answers recorded in the page's journal so far. */
async function threadAnswersRecorded(page: Page): Promise<number> {
  const journal = await chatHistoryRows(page, 'journal')
  return journal.filter((entry) => {
    const event = entry.event as { type: string; chatId?: string }
    return event.type === 'chat.thread.received' && event.chatId === 'whatsapp:19'
  }).length
}

describe('a reload while a message is on its way', () => {
  const browser = useMessagingBrowser()

  it('shows after each reload every message the server has, three times over', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', 19)
    const before = (await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)).length
    // While held, a send leaves the page and gets no answer before the reload.
    let holdSends = false
    await page.route(sendPath, (route) =>
      holdSends ? new Promise<void>(() => undefined) : route.fallback(),
    )

    for (let round = 1; round <= 3; round++) {
      const text = `Sent, then the page reloaded (${round}).`
      holdSends = true
      const leaving = page.waitForRequest((request) => isSend(request))
      await sendWithEnter(page, text)
      await leaving

      // After the reload, the thread is read from the server before the outbox's second send
      // reaches it, and its answer lands after that send's answer: as a slow answer does.
      let releaseThread: () => void = () => undefined
      const threadHeld = new Promise<void>((resolve) => (releaseThread = resolve))
      await page.route(threadOf19, async (route: Route) => {
        const stale = await route.fetch()
        const body = await stale.body()
        await threadHeld
        await route.fulfill({ response: stale, body }).catch(() => undefined)
      })
      const recordedBefore = await threadAnswersRecorded(page)
      const delivered = page.waitForResponse(
        (response) => isSend(response.request()) && response.ok(),
      )
      holdSends = false
      await page.reload()
      await delivered
      // The acknowledgement is recorded: the outbox is empty again.
      await expect.poll(async () => (await chatHistoryRows(page, 'outbox')).length).toBe(0)
      releaseThread()
      await expect.poll(() => threadAnswersRecorded(page)).toBeGreaterThan(recordedBefore)
      await page.unroute(threadOf19)

      const server = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
      expect(server).toHaveLength(before + round)
      await messagesWith(page, text).waitFor()
      expect(await messagesWith(page, text).count()).toBe(1)
      const stored = (await chatHistoryRows(page, 'messages')).filter(
        (row) => row.chatId === 'whatsapp:19',
      )
      expect(stored).toHaveLength(server.length)
    }
    await threadRegion(page, contactName(19)).waitFor()
  })
})
