import { beforeEach, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { ticketCount } from '@mocks/tickets/tickets'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  listSize,
  openTickets,
  readingPane,
  serverTickets,
  ticketList,
  ticketRow,
} from './support/tickets'

/** How long a scroll may take to land on a loaded machine (a wait, not a measure). */
const settle = { timeout: 15_000 }

/** Far fewer rows than tickets: what a tall screen shows, and some above and below it. */
const windowLimit = 30

/** The id of a ticket's row, which the list names as its active descendant. */
const rowId = (id: number) => `ticket-row-${id}`

const renderedRows = (page: Page) => ticketList(page).locator('[role="option"]').count()

/** Whether the row is rendered and wholly inside the list's scrolled view. */
async function inSight(page: Page, row: Locator): Promise<boolean> {
  if ((await row.count()) === 0) return false
  const list = (await ticketList(page).boundingBox())!
  const box = await row.boundingBox()
  return box !== null && box.y >= list.y - 1 && box.y + box.height <= list.y + list.height + 1
}

/** Whether the list's active descendant, when it names one, is a row in the DOM. */
function activeDescendantExists(page: Page): Promise<boolean> {
  return ticketList(page).evaluate((list) => {
    const id = list.getAttribute('aria-activedescendant')
    return id === null || document.getElementById(id)?.getAttribute('role') === 'option'
  })
}

describe('the tickets list renders only the rows in sight', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('keeps a small window of the 260 tickets in the DOM, and scrolling reaches the last, reading more as it goes', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    expect(tickets).toHaveLength(ticketCount)
    const last = tickets.at(-1)!
    await openTickets(page)
    expect(await listSize(page)).toBe(ticketCount)
    expect(await renderedRows(page)).toBeLessThan(windowLimit)
    expect(await ticketRow(page, last.id_tk).count()).toBe(0)

    await ticketList(page).hover()
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000)
        return inSight(page, ticketRow(page, last.id_tk))
      }, settle)
      .toBe(true)
    expect(await renderedRows(page)).toBeLessThan(windowLimit)
    expect(await ticketRow(page, tickets[0]!.id_tk).count()).toBe(0)
    // Scrolled away from the highlighted first row, the list names no row that is not there.
    expect(await activeDescendantExists(page)).toBe(true)
    await saveScreenshot(page, 'tickets-window-end')

    await ticketRow(page, last.id_tk).click()
    await readingPane(page).getByRole('heading', { name: last.subject! }).waitFor()
    expect(await ticketRow(page, last.id_tk).getAttribute('aria-current')).toBe('true')
    expect(pageErrors).toEqual([])
  })

  it('reaches the last ticket and back with End, Home and the arrows', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    const [first, second] = tickets
    const [beforeLast, last] = tickets.slice(-2)
    await openTickets(page)
    // Down from the search box puts the focus on the list, as a user gets there.
    await page.getByRole('searchbox', { name: 'Search tickets' }).focus()
    await page.keyboard.press('ArrowDown')
    expect(await ticketList(page).evaluate((list) => list === document.activeElement)).toBe(true)

    await page.keyboard.press('End')
    await expect.poll(() => inSight(page, ticketRow(page, last!.id_tk)), settle).toBe(true)
    expect(await ticketList(page).getAttribute('aria-activedescendant')).toBe(rowId(last!.id_tk))
    // The highlighted row (an agent's rows say with aria-selected whether they are picked).
    expect(await ticketRow(page, last!.id_tk).getAttribute('class')).toContain('mail-row--active')
    expect(await renderedRows(page)).toBeLessThan(windowLimit)

    await page.keyboard.press('ArrowUp')
    expect(await ticketList(page).getAttribute('aria-activedescendant')).toBe(
      rowId(beforeLast!.id_tk),
    )
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await ticketList(page).getAttribute('aria-activedescendant')).toBe(rowId(last!.id_tk))

    await page.keyboard.press('Home')
    await expect.poll(() => inSight(page, ticketRow(page, first!.id_tk)), settle).toBe(true)
    expect(await ticketRow(page, last!.id_tk).count()).toBe(0)
    await page.keyboard.press('j')
    expect(await ticketList(page).getAttribute('aria-activedescendant')).toBe(rowId(second!.id_tk))

    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await readingPane(page).getByRole('heading', { name: last!.subject! }).waitFor()
    // Back on the list, the keyboard goes on from the ticket that was open, still in sight.
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { name: 'Select a ticket' }).waitFor()
    expect(await ticketList(page).evaluate((list) => list === document.activeElement)).toBe(true)
    expect(await inSight(page, ticketRow(page, last!.id_tk))).toBe(true)
    expect(await activeDescendantExists(page)).toBe(true)
  })

  it('opens a ticket far down the list from a link, with its row in sight', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    const deep = tickets[199]!
    await page.goto(`/apps/tickets?ticket=${deep.id_tk}`)
    await readingPane(page).getByRole('heading', { name: deep.subject! }).waitFor()
    const row = ticketRow(page, deep.id_tk)
    await expect.poll(() => inSight(page, row), settle).toBe(true)
    expect(await row.getAttribute('aria-current')).toBe('true')
    expect(await ticketList(page).getAttribute('aria-activedescendant')).toBe(rowId(deep.id_tk))
    expect(await renderedRows(page)).toBeLessThan(windowLimit)
  })
})
