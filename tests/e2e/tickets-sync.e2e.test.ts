import { beforeEach, describe, expect, it } from 'vitest'
import type { Route } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  composer,
  helpDeskCall,
  isReplyCall,
  openTickets,
  outboxSize,
  readingPane,
  sendReply,
  serverReplies,
  serverTickets,
  ticketList,
  ticketsPath,
} from './support/tickets'

/*
 * The help desk on the local store, in the browser (issue 33): it opens offline after one visit,
 * tabs show each other's replies, a reply is sent once however the network behaves, and a
 * customer can see no internal note nor change a status, by the screen or by the API.
 */

/** A seeded sequence of numbers in [0, 1): the same "random" network every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** An open ticket of the admin's first window: it takes replies. */
async function openTicketOf(baseURL: string) {
  const tickets = await serverTickets(baseURL, 'admin')
  return tickets.find((ticket) => ticket.status_tk === 'Open')!
}

const html = (text: string) => `<p>${text}</p>`

describe('support tickets on the local store', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('opens offline after one visit, with its tickets, and says it is offline', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    await openTickets(page)
    await page.getByRole('link', { name: 'Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.setOffline(true)
    // Back in the app, not a reload: the screen reads what this device saved.
    await page.getByRole('link', { name: 'Support Tickets' }).click()
    await ticketList(page).locator('[role="option"]').first().waitFor()
    expect(
      await ticketList(page).locator('[role="option"]').first().getAttribute('aria-setsize'),
    ).toBe(String(tickets.length))
    await page.getByText(/^Offline: showing what this device saved on /).waitFor()
    expect(await page.getByText('The tickets could not be loaded.').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('shows a reply sent in one tab in the other tab’s open thread within a second', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    const other = await context.newPage()
    const ticket = await openTicketOf(browser.baseURL)
    for (const tab of [page, other]) {
      await tab.goto(`${ticketsPath}?ticket=${ticket.id_tk}`)
      await readingPane(tab).getByRole('heading', { name: ticket.subject! }).waitFor()
    }
    const text = 'Answered from the first tab'
    await sendReply(page, text)
    await expect
      .poll(() => readingPane(other).getByText(text, { exact: true }).count(), { timeout: 1_000 })
      .toBe(1)
  })

  it('sends a reply in flight during a reload once, and shows it once', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const ticket = await openTicketOf(browser.baseURL)
    await page.goto(`${ticketsPath}?ticket=${ticket.id_tk}`)
    await readingPane(page).getByRole('heading', { name: ticket.subject! }).waitFor()
    // The reply reaches the server, which stores it; its answer never comes back.
    let stored!: () => void
    const reachedServer = new Promise<void>((resolve) => (stored = resolve))
    await page.route(
      (url) => isReplyCall(url.href),
      async (route: Route) => {
        await route.fetch().catch(() => undefined)
        stored()
      },
      { times: 1 },
    )
    const text = 'Sent once, shown once'
    await sendReply(page, text)
    await reachedServer
    await page.reload()
    await readingPane(page).getByText(text, { exact: true }).waitFor()
    await expect.poll(() => outboxSize(page)).toBe(0)
    const replies = await serverReplies(browser.baseURL, ticket.id_tk)
    expect(replies!.filter((reply) => reply.message === html(text))).toHaveLength(1)
    await expect.poll(() => readingPane(page).getByText(text, { exact: true }).count()).toBe(1)
    expect(await readingPane(page).getByText('Sending…').count()).toBe(0)
  })

  it('stores 50 replies sent under random offline periods and lost answers once each, in order', async () => {
    const { page, context } = await browser.newPage({ signedInAs: 'admin' })
    const ticket = await openTicketOf(browser.baseURL)
    await page.goto(`${ticketsPath}?ticket=${ticket.id_tk}`)
    await readingPane(page).getByRole('heading', { name: ticket.subject! }).waitFor()
    const random = seeded(33)
    const texts = Array.from({ length: 50 }, (_, index) => `Reply ${index + 1} of 50`)
    // About one reply in four loses its answer once, after the server stored it.
    const losing = new Set(texts.filter(() => random() < 0.25))
    const lost = new Set<string>()
    let offline = false
    await page.route(
      (url) => isReplyCall(url.href),
      async (route: Route) => {
        if (offline) return route.abort('internetdisconnected')
        const key = route.request().headers()['idempotency-key'] ?? ''
        const { message } = route.request().postDataJSON() as { message: string }
        if (losing.has(message) && !lost.has(key)) {
          lost.add(key)
          await route.fetch().catch(() => undefined)
          return route.abort('connectionreset')
        }
        return route.continue()
      },
    )
    for (const text of texts) {
      if (random() < 0.15) {
        offline = !offline
        await context.setOffline(offline)
      }
      await sendReply(page, text)
    }
    if (offline) await saveScreenshot(page, 'tickets-offline-pending')
    offline = false
    await context.setOffline(false)
    // A send whose answer was lost waits for the network like one made offline: the network
    // comes and goes (each time back, what waits is sent) until nothing waits.
    await expect
      .poll(
        async () => {
          await context.setOffline(true)
          await context.setOffline(false)
          return outboxSize(page)
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(0)

    expect(lost.size, 'some answers were lost').toBeGreaterThan(0)
    const stored = (await serverReplies(browser.baseURL, ticket.id_tk))!
      .map((reply) => reply.message)
      .filter((message) => message?.includes(' of 50'))
    expect(stored).toEqual(texts.map(html))
    const pane = readingPane(page)
    for (const text of texts) expect(await pane.getByText(text, { exact: true }).count()).toBe(1)
    expect(await pane.getByText(/^(Sending…|Waiting for network)$/).count()).toBe(0)
  }, 120_000)

  it('lets a customer see no internal note and change no status, by the screen or by the API', async () => {
    const own = (await serverTickets(browser.baseURL, 'client')).find(
      (ticket) => ticket.status_tk === 'Open' || ticket.status_tk === 'Pending',
    )!
    const note = 'Internal: refund only after the audit.'
    const written = await helpDeskCall(browser.baseURL, 'admin', 'reply', {
      id_tk: own.id_tk,
      message: note,
      published: false,
    })
    expect(written.status).toBe(201)

    const { page } = await browser.newPage({ signedInAs: 'client' })
    await openTickets(page)
    await page.goto(`${ticketsPath}?ticket=${own.id_tk}`)
    const pane = readingPane(page)
    await pane.getByRole('heading', { name: own.subject! }).waitFor()
    await composer(page).waitFor()
    expect(await pane.getByText(note).count()).toBe(0)
    expect(await pane.getByText('Internal note').count()).toBe(0)
    expect(await pane.getByRole('button', { name: /^Status:/ }).count()).toBe(0)
    expect(await pane.getByRole('button', { name: /^Assignee:/ }).count()).toBe(0)
    expect(await pane.getByRole('radio', { name: 'Internal note' }).count()).toBe(0)
    await saveScreenshot(page, 'tickets-client-thread')

    const status = await helpDeskCall(browser.baseURL, 'client', 'update', {
      ids: [own.id_tk],
      status_tk: 'Closed',
    })
    expect(status.status).toBe(403)
    expect(await status.json()).toEqual({
      message: "Only agents may change a ticket's status or assignee.",
    })
    const clientNote = await helpDeskCall(browser.baseURL, 'client', 'reply', {
      id_tk: own.id_tk,
      message: 'A note of my own',
      published: false,
    })
    expect(clientNote.status).toBe(403)
    expect(await clientNote.json()).toEqual({ message: 'Only agents may write internal notes.' })
    const after = (await serverTickets(browser.baseURL, 'admin')).find(
      (ticket) => ticket.id_tk === own.id_tk,
    )!
    expect(after.status_tk).toBe(own.status_tk)
  })
})
