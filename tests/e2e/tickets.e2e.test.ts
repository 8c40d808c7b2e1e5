import { beforeEach, describe, expect, it } from 'vitest'
import { expectNoSeriousA11yViolations } from './support/axe'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  composer,
  folderButton,
  isTicketsCall,
  listedStatuses,
  listedSubjects,
  listSize,
  openTickets,
  readingPane,
  serverTickets,
  subjectWeight,
  ticketList,
  ticketRow,
  waitForListSize,
} from './support/tickets'

const bold = 700
const unsafeTicketId = 3

describe('support tickets', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('shows a New ticket in bold until it is opened, also after a reload', async () => {
    const { page, pageErrors, consoleErrors } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    const fresh = tickets.find((ticket) => ticket.status_tk === 'New')!
    const old = tickets.find((ticket) => ticket.status_tk === 'Resolved')!

    await openTickets(page)
    const row = ticketRow(page, fresh.id_tk)
    expect(await subjectWeight(row)).toBeGreaterThanOrEqual(bold)
    expect(await subjectWeight(ticketRow(page, old.id_tk))).toBeLessThan(bold)
    await saveScreenshot(page, 'tickets-list')

    await row.click()
    await readingPane(page).getByRole('heading', { name: fresh.subject! }).waitFor()
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-mail-id="${id}"]`)?.classList.contains('mail-row--read') ??
        false,
      fresh.id_tk,
    )
    expect(await subjectWeight(row)).toBeLessThan(bold)
    await saveScreenshot(page, 'tickets-open')

    await Promise.all([
      page.waitForResponse((response) => isTicketsCall(response.url())),
      page.reload(),
    ])
    await row.waitFor()
    expect(await subjectWeight(row)).toBeLessThan(bold)
    expect(await row.locator('.ticket-status').innerText()).toBe('Open')
    // The open ticket is in the URL, so the reload shows it again.
    await readingPane(page).getByRole('heading', { name: fresh.subject! }).waitFor()
    expect(pageErrors).toEqual([])
    expect(consoleErrors).toEqual([])
  })

  it('filters the list by status folder', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const pending = await serverTickets(browser.baseURL, 'admin', { status_tk: 'Pending' })
    await openTickets(page)
    // The folder is read from this device's store: no request.
    await folderButton(page, /^Pending/).click()
    await waitForListSize(page, pending.length)
    expect(new URL(page.url()).searchParams.get('folder')).toBe('Pending')
    // The rows in sight; the list renders only those (tickets-window.e2e.test.ts scrolls it all).
    const statuses = await listedStatuses(page)
    expect(new Set(statuses)).toEqual(new Set(['Pending']))
    expect(await folderButton(page, /^Pending/).getAttribute('aria-current')).toBe('page')

    await folderButton(page, /^New/).click()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="listbox"] .ticket-status')].every(
        (node) => node.textContent === 'New',
      ),
    )
    expect(new Set(await listedStatuses(page))).toEqual(new Set(['New']))
  })

  it('finds tickets by subject', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const subject = 'Refund for duplicate charge'
    const matching = await serverTickets(browser.baseURL, 'admin', { q: subject })
    expect(matching.length).toBeGreaterThan(0)
    await openTickets(page)
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill('duplicate CHARGE')
    await waitForListSize(page, matching.length)
    expect(new Set(await listedSubjects(page))).toEqual(new Set([subject]))
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill('no ticket says this')
    await page.getByText('No tickets found').waitFor()
  })

  it('shows a message without running the markup in it', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openTickets(page)
    await ticketRow(page, unsafeTicketId).click()
    const pane = readingPane(page)
    await pane.getByText('The invoice preview shows a broken image').waitFor()
    expect(await pane.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __ticketXss?: boolean }).__ticketXss)).toBe(
      undefined,
    )
    expect(pageErrors).toEqual([])
  })

  it('is used with the keyboard: j/k to move, Enter to open, Escape to go back', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    const tickets = await serverTickets(browser.baseURL, 'admin')
    await openTickets(page)
    await page.keyboard.press('j')
    await page.keyboard.press('j')
    await page.keyboard.press('k')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await readingPane(page).getByRole('heading', { name: tickets[2]!.subject! }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { name: 'Select a ticket' }).waitFor()
  })

  it('on a phone, the reading pane replaces the list and Back returns to it', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'client',
      viewport: { width: 390, height: 844 },
    })
    const own = await serverTickets(browser.baseURL, 'client')
    await openTickets(page)
    expect(await listSize(page)).toBe(own.length)
    await ticketRow(page, own[1]!.id_tk).click()
    await readingPane(page).getByRole('heading', { name: own[1]!.subject! }).waitFor()
    expect(await ticketList(page).isVisible()).toBe(false)
    await saveScreenshot(page, 'tickets-phone-open')
    await readingPane(page).getByRole('button', { name: 'Back to the list' }).click()
    await ticketList(page).waitFor()
    expect(await readingPane(page).count()).toBe(0)
  })

  it.each(['light', 'dark'])(
    'has no serious accessibility problems in the %s skin, list, reading pane, note and pickers',
    async (skin) => {
      const { page } = await browser.newPage({ signedInAs: 'admin' })
      await page.addInitScript((value) => localStorage.setItem('ui.skin', value), skin)
      const noted = (await serverTickets(browser.baseURL, 'admin')).find(
        (ticket) =>
          ticket.status_tk !== 'Closed' && ticket.replies?.some((reply) => reply.published === 0),
      )!
      await openTickets(page)
      await expectNoSeriousA11yViolations(page, { include: '.tickets' })
      // A ticket with an internal note in its thread, a note being written, a row picked.
      await page.goto(`/apps/tickets?ticket=${noted.id_tk}`)
      await readingPane(page).locator('.ticket-reply--note').first().waitFor()
      await ticketRow(page, noted.id_tk).locator('.mail-row__check').click()
      await page.keyboard.press('n')
      await composer(page).fill('Check the billing history first.')
      await expectNoSeriousA11yViolations(page, { include: '.tickets' })
      await saveScreenshot(page, `tickets-${skin}-reading`)
      // Out of the composer, S opens the status picker.
      await page.keyboard.press('Escape')
      await page.keyboard.press('s')
      await page.getByRole('menu', { name: 'Status' }).waitFor()
      await expectNoSeriousA11yViolations(page, { include: '.tickets' })
    },
  )
})
