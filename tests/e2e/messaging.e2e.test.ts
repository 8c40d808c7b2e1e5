import { afterEach, describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { formatCount } from '@models/format/format-count'
import { saveScreenshot } from './support/browser'
import {
  chatHistoryRows,
  composerOf,
  contactName,
  contactRow,
  databaseNames,
  deliveryOf,
  demoUserIds,
  formOf,
  heartOf,
  isChatListFetch,
  isGreeting,
  isMessageStream,
  isSend,
  isThreadFetch,
  marksSeen,
  messagesWith,
  openMessaging,
  pushArrivals,
  pushIncoming,
  useMessagingBrowser,
  recordPushArrivals,
  reloadThread,
  sectionTitles,
  sendWithEnter,
  serverChats,
  serverThread,
  setsHeart,
  threadRegion,
  titleCount,
  unseenBadge,
  watchForms,
} from './support/messaging'

const statusPath = '/wm/v3/messages/change-status-message'
const sendPath = '/wm/v3/messages/send'

/** How many messages with exactly this text the server holds in the admin's chat. */
async function serverCopies(baseURL: string, contactId: number, text: string): Promise<number> {
  const thread = await serverThread(baseURL, 'admin', 'whatsapp', contactId)
  return thread.filter((message) => message.message === text).length
}

describe('messaging', () => {
  const browser = useMessagingBrowser()

  // No test here breaks the local database: a failure to record means a bug in the projector
  // (one lost Dexie's transaction and fell back to memory, intermittently, until it was fixed).
  afterEach(() => {
    const localDatabaseErrors = browser
      .consoleErrorsInTest()
      .filter((error) => error.includes('[local-db]'))
    expect(localDatabaseErrors).toEqual([])
  })

  it('marks a chat seen when it is opened, here and on the server', async () => {
    const { page, consoleErrors, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const firstPage = await serverChats(browser.baseURL, 'admin', 'whatsapp')
    const unseenOf = (contactId: number) =>
      firstPage.find((chat) => chat.id === contactId)?.unseen_count ?? 0
    const listedUnseen = firstPage.reduce((sum, chat) => sum + (chat.unseen_count ?? 0), 0)
    expect(unseenOf(7)).toBe(1234)
    expect(unseenOf(19)).toBe(1)

    const statusChanges = await watchForms(page, statusPath)
    await openMessaging(page, 'whatsapp')
    const alerts = contactRow(page, contactName(7))
    const victor = contactRow(page, contactName(19))
    expect(await unseenBadge(alerts).innerText()).toBe('1.2k')
    expect(await unseenBadge(victor).innerText()).toBe('1')
    expect(await alerts.innerText()).toContain('1234 unread messages')
    await expect.poll(() => titleCount(page)).toBe(formatCount(listedUnseen))
    expect(await page.title()).toBe('(1.2k) WhatsApp · Workdesk')

    // The bulk chat: its 1.2k badge goes and the title drops by its 1,234.
    let marked = statusChanges.next(marksSeen)
    await alerts.click()
    expect((await marked).form.get('userID')).toBe('7')
    await expect.poll(() => unseenBadge(alerts).count()).toBe(0)
    await expect.poll(() => titleCount(page)).toBe(formatCount(listedUnseen - 1234))

    // A chat with one unseen message: its badge goes, the title drops by one.
    marked = statusChanges.next(marksSeen)
    await victor.click()
    const { form, request } = await marked
    expect(form.get('userID')).toBe('19')
    expect(form.get('userWB')).not.toBe('')
    expect((await request.response())?.status()).toBe(200)
    await expect.poll(() => unseenBadge(victor).count()).toBe(0)
    await expect.poll(() => titleCount(page)).toBe(formatCount(listedUnseen - 1234 - 1))

    // The server has both seen: after a reload, and on a device with no local history.
    const after = await serverChats(browser.baseURL, 'admin', 'whatsapp')
    expect(after.find((chat) => chat.id === 7)?.unseen_count).toBe(0)
    expect(after.find((chat) => chat.id === 19)?.unseen_count).toBe(0)
    await Promise.all([
      page.waitForResponse((response) => isChatListFetch(response.request())),
      reloadThread(page, 19),
    ])
    expect(await unseenBadge(contactRow(page, contactName(19))).count()).toBe(0)
    expect(await unseenBadge(contactRow(page, contactName(7))).count()).toBe(0)

    const elsewhere = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(elsewhere.page, 'whatsapp')
    // Felix Young (24) still has his one unseen message: the list is the server's, not empty.
    expect(await unseenBadge(contactRow(elsewhere.page, contactName(24))).innerText()).toBe('1')
    expect(await unseenBadge(contactRow(elsewhere.page, contactName(19))).count()).toBe(0)
    expect(await unseenBadge(contactRow(elsewhere.page, contactName(7))).count()).toBe(0)
    await expect.poll(() => titleCount(elsewhere.page)).toBe(formatCount(listedUnseen - 1234 - 1))
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('toggles a heart that survives a reload', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const before = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    const last = before.at(-1)!
    expect(last.heart).toBe(0)

    const statusChanges = await watchForms(page, statusPath)
    await openMessaging(page, 'whatsapp', 19)
    const heart = heartOf(messagesWith(page, last.message).last())
    expect(await heart.getAttribute('aria-pressed')).toBe('false')

    let saved = statusChanges.next(setsHeart)
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    const { form, request } = await saved
    expect([form.get('id'), form.get('heart')]).toEqual([String(last.id), '1'])
    expect((await request.response())?.status()).toBe(200)

    await reloadThread(page, 19)
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    expect(await heart.getAttribute('aria-label')).toBe('Unlike')
    const stored = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(stored.find((message) => message.id === last.id)?.heart).toBe(1)

    saved = statusChanges.next(setsHeart)
    await heart.click()
    expect((await (await saved).request.response())?.status()).toBe(200)
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
    const unset = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(unset.find((message) => message.id === last.id)?.heart).toBe(0)
  })

  it('sets a refused heart back and says so', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const last = (await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)).at(-1)!
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${statusPath}`, async (route) => {
      const form = await formOf(route.request())
      if (!form.has('heart')) return route.continue()
      // Held until the test has seen the heart pressed, then refused.
      await released
      return route.fulfill({ status: 500, json: { message: 'Server Error' } })
    })
    await openMessaging(page, 'whatsapp', 19)
    const heart = heartOf(messagesWith(page, last.message).last())
    expect(await heart.getAttribute('aria-pressed')).toBe('false')

    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    release()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
    const toast = page.locator('.p-toast-message-error')
    await toast.waitFor()
    expect(await toast.innerText()).toContain('The like could not be saved')
    const stored = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(stored.find((message) => message.id === last.id)?.heart).toBe(0)
  })

  it('never calls the chat list or a chat empty while their first answers are recorded', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    // Remembers every empty-state text that was ever in the page, however briefly.
    await page.addInitScript(() => {
      const texts = ['No WhatsApp chats yet', 'No messages yet']
      const seen = new Set<string>()
      Object.assign(window, { __emptyStatesSeen: seen })
      new MutationObserver(() => {
        const text = document.body?.textContent ?? ''
        for (const empty of texts) if (text.includes(empty)) seen.add(empty)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    const last = (await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)).at(-1)!

    // A first visit: no local history, so the list and the thread come from the server alone.
    await openMessaging(page, 'whatsapp', 19)
    await messagesWith(page, last.message).last().waitFor()
    const emptySeen = await page.evaluate(() => [
      ...(window as unknown as { __emptyStatesSeen: Set<string> }).__emptyStatesSeen,
    ])
    expect(emptySeen).toEqual([])
  })

  it('creates a chat when the first message goes to a contact without one', async () => {
    const { page, consoleErrors, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const name = contactName(100)
    const text = `Hello ${name}, this is our first message.`
    expect(await serverThread(browser.baseURL, 'admin', 'whatsapp', 100)).toEqual([])

    await openMessaging(page, 'whatsapp')
    await page.getByRole('searchbox', { name: 'Search chats' }).fill(name)
    await expect.poll(() => sectionTitles(page)).toEqual(['Clients'])
    await Promise.all([
      page.waitForResponse((response) => isThreadFetch(response.request(), 100)),
      contactRow(page, name).click(),
    ])
    await page.getByText('No messages yet. Say hello!').waitFor()
    expect(new URL(page.url()).search).toBe('?contact=100')

    const sent = page.waitForResponse((response) => isSend(response.request()))
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await message.waitFor()
    expect(await composerOf(page).inputValue()).toBe('')
    expect((await sent).status()).toBe(201)
    await expect.poll(() => deliveryOf(message)).toBe('Sent')
    expect(await message.getByText('Sending…').count()).toBe(0)
    // The person moved from the Clients group to the chats.
    await expect.poll(() => sectionTitles(page)).toEqual(['Chats'])
    expect(await contactRow(page, name).innerText()).toContain(text)

    const listed = await serverChats(browser.baseURL, 'admin', 'whatsapp')
    expect(listed[0]).toMatchObject({ id: 100, last_message: text })
    await reloadThread(page, 100)
    await messagesWith(page, text).waitFor()
    expect(await messagesWith(page, text).count()).toBe(1)
    await page.locator('.contact-row').first().waitFor()
    expect(await page.locator('.contact-row').first().innerText()).toContain(name)
    expect(consoleErrors).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('sends each message once, in the order written, with its idempotency key', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const sends = await watchForms(page, sendPath)
    await openMessaging(page, 'whatsapp', 19)
    const texts = ['First of three.', 'Second of three.', 'Third of three.']
    for (const text of texts) await sendWithEnter(page, text)
    for (const text of texts) {
      await expect.poll(() => deliveryOf(messagesWith(page, text))).toBe('Sent')
    }
    const stored = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
    expect(stored.slice(-3).map((message) => message.message)).toEqual(texts)
    // Long enough for a repeated send to show, were there one.
    await page.waitForTimeout(1_000)
    const keys = sends.sent.map((sent) => sent.request.headers()['idempotency-key'])
    expect(keys.every(Boolean)).toBe(true)
    expect(new Set(keys).size).toBe(3)
    expect(sends.sent.map((sent) => sent.form.get('message'))).toEqual(texts)
  })

  it('reloads the open chat once, 500 ms after a burst of incoming messages', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await recordPushArrivals(page)
    const threadFetches: Request[] = []
    page.on('request', (request) => {
      if (isThreadFetch(request, 19)) threadFetches.push(request)
    })
    const streaming = page.waitForResponse((response) => isMessageStream(response.request()))
    await openMessaging(page, 'whatsapp', 19)
    await streaming
    expect(threadFetches).toHaveLength(1)
    // The thread's messages on screen: what comes in from now on is news to the reader.
    await threadRegion(page, contactName(19)).locator('.chat-message').first().waitFor()

    const text = 'Are you still there? I have one more question.'
    await pushIncoming(browser.baseURL, {
      userId: demoUserIds.admin,
      chatType: 'whatsapp',
      contactId: 19,
      count: 3,
      message: text,
    })
    await expect.poll(() => messagesWith(page, text).count()).toBe(3)
    // Screen readers hear it too.
    const log = page.getByRole('log', { name: 'Incoming messages' })
    await expect.poll(() => log.textContent()).toBe(`New message from ${contactName(19)}: ${text}`)
    await expect.poll(() => threadFetches.length).toBe(2)
    const reload = threadFetches[1]!
    expect((await reload.response())?.status()).toBe(200)
    // Long enough for a second reload to show, were there one.
    await page.waitForTimeout(1_500)
    expect(threadFetches).toHaveLength(2)
    expect(await messagesWith(page, text).count()).toBe(3)
    // Nothing unseen in the open chat, here or on the server, which the reload told.
    expect(await unseenBadge(contactRow(page, contactName(19))).count()).toBe(0)
    await expect
      .poll(async () => {
        const thread = await serverThread(browser.baseURL, 'admin', 'whatsapp', 19)
        return thread.filter((message) => message.message_seen === 'no').length
      })
      .toBe(0)

    const arrivals = await pushArrivals(page)
    expect(arrivals).toHaveLength(3)
    const reloadStart = reload.timing().startTime
    expect(reloadStart - arrivals[0]!).toBeGreaterThanOrEqual(450)
  })

  it('sends the client the support greeting once, across reloads and tabs', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'client' })
    const sends = await watchForms(context, sendPath)
    const greetingPosts = () => sends.sent.filter((sent) => isGreeting(sent.form)).length
    const greetingCards = (target: Page) => target.locator('.chat-bubble--greeting')
    const storedGreetings = async () =>
      (await serverThread(browser.baseURL, 'client', 'live', 5)).filter(
        (message) => message.type === 'greeting',
      ).length
    expect(await storedGreetings()).toBe(0)

    const greeted = sends.next(isGreeting)
    await openMessaging(page, 'live', 5)
    const { form, request } = await greeted
    expect([form.get('user_id'), form.get('chat_type')]).toEqual(['5', 'live'])
    expect((await request.response())?.status()).toBe(201)
    await greetingCards(page).waitFor()
    expect(await greetingCards(page).textContent()).toContain('Automatic reply')
    expect(await greetingCards(page).textContent()).toContain('Thanks for reaching out')
    // Long enough for a second greeting to be sent, were there one; the same after each step.
    await page.waitForTimeout(1_000)
    const posts = { firstVisit: greetingPosts(), afterReload: 0, inSecondTab: 0 }

    await reloadThread(page, 5)
    await greetingCards(page).waitFor()
    await page.waitForTimeout(1_000)
    posts.afterReload = greetingPosts() - posts.firstVisit
    expect(await greetingCards(page).count()).toBe(1)

    const other = await context.newPage()
    await openMessaging(other, 'live', 5)
    await greetingCards(other).waitFor()
    await other.waitForTimeout(1_000)
    posts.inSecondTab = greetingPosts() - posts.firstVisit - posts.afterReload
    expect(await greetingCards(other).count()).toBe(1)
    expect(await storedGreetings()).toBe(1)
    expect(posts).toEqual({ firstVisit: 1, afterReload: 0, inSecondTab: 0 })
  })

  it('keeps a message written offline in the outbox, marked Waiting for network, and says the app is offline', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', 19)
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' })
    expect(await notice.count()).toBe(0)
    await context.setOffline(true)
    // Once for the whole app, in a polite live region.
    await notice.waitFor()
    expect(await notice.count()).toBe(1)
    expect(await notice.getAttribute('aria-live')).toBe('polite')
    const text = 'Written on the train, without network.'
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await message.waitFor()
    await expect.poll(() => deliveryOf(message)).toBe('Waiting for network')
    await saveScreenshot(page, 'messaging-offline-pending')
    // The list's preview says it is waiting, too.
    expect(await contactRow(page, contactName(19)).innerText()).toContain(
      `Waiting to be sent:\n${text}`,
    )
    expect(await chatHistoryRows(page, 'outbox')).toEqual([
      expect.objectContaining({
        message: text,
        contactId: 19,
        chatType: 'whatsapp',
        type: 'chat',
        state: 'queued',
      }),
    ])
    // Offline it waits for the network rather than failing.
    await page.waitForTimeout(2_000)
    expect(await deliveryOf(message)).toBe('Waiting for network')
  })

  it('delivers a message written offline exactly once when the network comes back', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', 19)
    await context.setOffline(true)
    const text = 'Sent from a tunnel, delivered when out of it.'
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await expect.poll(() => deliveryOf(message)).toBe('Waiting for network')

    const delivered = page.waitForResponse(
      (response) => isSend(response.request()) && response.status() === 201,
    )
    await context.setOffline(false)
    await page.getByRole('status').filter({ hasText: 'You are back online.' }).waitFor()
    await delivered
    await expect.poll(() => deliveryOf(message)).toBe('Sent')
    expect(await chatHistoryRows(page, 'outbox')).toEqual([])
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(1)

    await reloadThread(page, 19)
    await messagesWith(page, text).waitFor()
    expect(await messagesWith(page, text).count()).toBe(1)
  })

  it('sends from one tab only: a message written in a second tab goes out through the first', async () => {
    const { page: first, context } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(first, 'whatsapp', 19)
    const second = await context.newPage()
    await openMessaging(second, 'whatsapp', 19)
    const sentBy: string[] = []
    first.on('request', (request) => isSend(request) && sentBy.push('first'))
    second.on('request', (request) => isSend(request) && sentBy.push('second'))

    const text = 'Written in the second tab.'
    const delivered = first.waitForResponse(
      (response) => isSend(response.request()) && response.status() === 201,
    )
    await sendWithEnter(second, text)
    await delivered
    await expect.poll(() => deliveryOf(messagesWith(second, text))).toBe('Sent')
    // The first tab shows it too: both read the same local history.
    await messagesWith(first, text).waitFor()
    expect(sentBy).toEqual(['first'])
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(1)
  })

  it('keeps a pending message through a reload and delivers it once afterwards', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', 19)
    await context.setOffline(true)
    const text = 'Typed offline, still on its way after a reload.'
    await sendWithEnter(page, text)
    await expect.poll(() => deliveryOf(messagesWith(page, text))).toBe('Waiting for network')

    // Back online, but every send is held until the test lets it go: the reload comes first.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let held = 0
    await page.route(`**${sendPath}`, async (route) => {
      held++
      await released
      // The request of the page before the reload is gone with it.
      await route.continue().catch(() => undefined)
    })
    await context.setOffline(false)
    await expect.poll(() => held).toBe(1)

    await reloadThread(page, 19)
    const message = messagesWith(page, text)
    await message.waitFor()
    expect(await deliveryOf(message)).toBe('Sending…')
    await expect.poll(() => held).toBe(2)
    release()
    await expect.poll(() => deliveryOf(message)).toBe('Sent')
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(1)
    await page.unroute(`**${sendPath}`)
    await reloadThread(page, 19)
    await messagesWith(page, text).waitFor()
    expect(await messagesWith(page, text).count()).toBe(1)
  })

  it('never stores a message twice when the answer to its send is lost', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const keys: string[] = []
    await page.route(`**${sendPath}`, async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      if (keys.length > 1) return route.continue()
      // The server stores the message; the browser never hears its answer.
      await route.fetch()
      return route.abort('connectionreset')
    })
    await openMessaging(page, 'whatsapp', 19)
    const text = 'Does this arrive once, even when the line drops?'
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await expect.poll(() => deliveryOf(message)).toBe('Sending…')
    await expect.poll(() => serverCopies(browser.baseURL, 19, text)).toBe(1)

    // The outbox tries again (after its offline probe, since the browser still reports online).
    await expect.poll(() => deliveryOf(message), { timeout: 25_000 }).toBe('Sent')
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).not.toBe('')
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(1)
    await reloadThread(page, 19)
    await messagesWith(page, text).waitFor()
    expect(await messagesWith(page, text).count()).toBe(1)
  }, 60_000)

  it('deletes the local chat database on logout', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', 19)
    await threadRegion(page, contactName(19)).waitFor()
    expect(await databaseNames(page)).toContain('chat-history')
    expect((await chatHistoryRows(page, 'messages')).length).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL('**/login')
    await expect.poll(() => databaseNames(page)).not.toContain('chat-history')
    // And it stays gone once the login page has settled.
    await page.waitForTimeout(1_000)
    expect(await databaseNames(page)).not.toContain('chat-history')
  })

  it('shows Not sent with Retry for a refused message, and Retry delivers it', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    let attempts = 0
    await page.route(`**${sendPath}`, (route) => {
      attempts++
      return route.fulfill({ status: 422, json: { message: 'The message was refused.' } })
    })
    await openMessaging(page, 'whatsapp', 19)
    const text = 'Refused at first, sent on retry.'
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await expect.poll(() => deliveryOf(message)).toBe('Not sent')
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(0)
    await page.waitForTimeout(1_000)
    const attemptsBeforeRetry = attempts

    await page.unroute(`**${sendPath}`)
    const delivered = page.waitForResponse((response) => isSend(response.request()))
    await message.getByRole('button', { name: 'Retry' }).click()
    expect((await delivered).status()).toBe(201)
    await expect.poll(() => deliveryOf(message)).toBe('Sent')
    expect(await message.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    expect(await serverCopies(browser.baseURL, 19, text)).toBe(1)
    // A refusal is final: the outbox does not try it again by itself.
    expect(attemptsBeforeRetry).toBe(1)
  })

  it('tries a failing server five times with backoff before showing Not sent', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    let attempts = 0
    await page.route(`**${sendPath}`, (route) => {
      attempts++
      return route.fulfill({ status: 500, json: { message: 'Server Error' } })
    })
    await openMessaging(page, 'whatsapp', 19)
    const text = 'The server is having a bad day.'
    await sendWithEnter(page, text)
    const message = messagesWith(page, text)
    await expect.poll(() => attempts).toBe(1)
    // The first attempt can fail before the bubble is drawn: wait for it, while the backoff runs.
    await expect.poll(() => deliveryOf(message)).toBe('Sending…')
    // Backoff of 1, 2, 4 and 8 s between the five attempts: 15 s, and more on a busy machine.
    await expect.poll(() => deliveryOf(message), { timeout: 45_000 }).toBe('Not sent')
    expect(attempts).toBe(5)
    await page.waitForTimeout(1_500)
    expect(attempts).toBe(5)
    // The backoff alone takes 15 s: with signing in and opening the chat under load (two test
    // runs side by side on two cores), a minute was not always enough.
  }, 120_000)

  describe.each([
    { chatType: 'whatsapp' as const, contactId: 19 },
    { chatType: 'live' as const, contactId: 52 },
  ])('the $chatType screen', ({ chatType, contactId }) => {
    it.each(['light', 'dark'])(
      'looks right in the %s skin, wide and on a phone',
      async (skin) => {
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          const { page, context, pageErrors } = await browser.newPage({
            signedInAs: 'admin',
            viewport,
            ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}),
          })
          await context.addInitScript((chosen) => localStorage.setItem('ui.skin', chosen), skin)
          const shots: [string, number | undefined][] =
            viewport.width < 768
              ? [
                  ['list', undefined],
                  ['thread', contactId],
                ]
              : [['thread', contactId]]
          for (const [view, open] of shots) {
            await openMessaging(page, chatType, open)
            // Settled: the thread scrolled to its newest message.
            if (open !== undefined)
              await page.locator('.chat-thread__jump').waitFor({ state: 'hidden' })
            expect(await page.evaluate(() => document.documentElement.dataset.skin)).toBe(skin)
            // Nothing wider than the screen.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
            ).toBeLessThanOrEqual(viewport.width)
            await page.evaluate(() => document.fonts.ready)
            await saveScreenshot(page, `messaging-${chatType}-${skin}-${viewport.width}-${view}`)
          }
          expect(pageErrors).toEqual([])
          await context.close()
        }
      },
      180_000,
    ) // two widths, several views each: over a minute when two suites share two cores
  })
})
