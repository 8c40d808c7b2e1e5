import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { calendarCategories, type CalendarCategory } from '@models/calendar/calendar'
import { expectNoSeriousA11yViolations } from './support/axe'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  addEventOn,
  dayOf,
  deleteEvent,
  dragToDay,
  eventNamed,
  eventsByDay,
  filterBox,
  openCalendar,
  pendingMark,
  serverEvents,
  serverEventsByDay,
  shownCategories,
  shownEvents,
  syncStatus,
} from './support/calendar'

const wide = { width: 1440, height: 1000 }
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
/** The calendar's own calls, and the real API's `POST events`. */
const isCalendarCall = (url: URL) =>
  url.pathname.startsWith('/apps/calendar/') || url.pathname === '/wm/v3/events'

describe('calendar', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('shows only the selected categories through every toggle and "View all"', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 1000 },
    })
    await openCalendar(page)
    // The month on screen holds events of all five categories.
    await expect.poll(() => shownCategories(page)).toEqual([...calendarCategories].sort())
    const viewAll = filterBox(page, 'View all')
    expect(await viewAll.isChecked()).toBe(true)

    let selected: CalendarCategory[] = [...calendarCategories]
    const expectShown = async () => {
      await expect.poll(() => shownCategories(page)).toEqual([...selected].sort())
      expect(await viewAll.isChecked()).toBe(selected.length === calendarCategories.length)
      for (const category of calendarCategories) {
        expect(await filterBox(page, category).isChecked()).toBe(selected.includes(category))
      }
    }

    // Off one at a time, down to nothing.
    for (const category of calendarCategories) {
      await filterBox(page, category).click()
      selected = selected.filter((item) => item !== category)
      await expectShown()
    }
    await page.getByText('No category is selected.', { exact: false }).waitFor()

    // "View all" turns every category on, and off again.
    await viewAll.click()
    selected = [...calendarCategories]
    await expectShown()
    await viewAll.click()
    selected = []
    await expectShown()

    // On one at a time, until "View all" is checked by itself.
    for (const category of [...calendarCategories].reverse()) {
      await filterBox(page, category).click()
      selected = calendarCategories.filter((item) => item === category || selected.includes(item))
      await expectShown()
    }
    // A category turned off while others stay on.
    await filterBox(page, 'Business').click()
    selected = selected.filter((item) => item !== 'Business')
    await expectShown()
    await viewAll.click()
    selected = [...calendarCategories]
    await expectShown()
    expect(pageErrors).toEqual([])
  })

  it('adds an event from the form in its category, and it is still there after a reload', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 1000 },
    })
    await openCalendar(page)
    await page.getByRole('button', { name: 'Add Event' }).click()
    const form = page.getByRole('dialog', { name: 'Add Event' })
    await form.waitFor()

    // Saving without a title is refused in the form, and nothing is sent.
    await form.getByRole('button', { name: 'Add', exact: true }).click()
    await form.getByText('Enter a title.').waitFor()

    // On a day of the month on screen, whatever the time of the run.
    const month = (await serverEvents(browser.baseURL))[0]!.start.slice(0, 7)
    await form.getByLabel('Title').fill('Quarterly review')
    await form.getByLabel('Label').selectOption('Holiday')
    await form.getByLabel('Start date').fill(`${month}-10T09:00`)
    await form.getByLabel('End date').fill(`${month}-10T10:30`)
    await form.getByLabel('Location').fill('Board room')
    await form.getByText('Donna Frank').click()
    await form.getByRole('button', { name: 'Add', exact: true }).click()

    // The real API's message is shown, and the form closes.
    await page.getByText('Event "Quarterly review" created.').waitFor()
    await form.waitFor({ state: 'detached' })
    const added = page.locator('.calendar-frame [data-category="Holiday"]', {
      hasText: 'Quarterly review',
    })
    await added.waitFor()
    await saveScreenshot(page, 'calendar-added-event')

    const stored = (await serverEvents(browser.baseURL, ['Holiday'])).find(
      (event) => event.title === 'Quarterly review',
    )
    // The browser runs in UTC: the times are stored as typed.
    expect(stored).toMatchObject({
      start: `${month}-10T09:00:00.000Z`,
      end: `${month}-10T10:30:00.000Z`,
      allDay: false,
    })
    expect(stored?.extendedProps).toMatchObject({
      calendar: 'Holiday',
      guests: ['Donna Frank'],
      location: 'Board room',
    })

    // It follows its category's filter.
    await filterBox(page, 'Holiday').click()
    await added.waitFor({ state: 'detached' })
    await filterBox(page, 'Holiday').click()
    await added.waitFor()

    await page.reload()
    await page.locator('.calendar-frame [data-category]').first().waitFor()
    await added.waitFor()
    expect(
      (await shownEvents(page)).filter((event) => event.text.includes('Quarterly review')),
    ).toEqual([expect.objectContaining({ category: 'Holiday' })])

    // Opening it shows what was saved.
    await added.click()
    const edit = page.getByRole('dialog', { name: 'Update Event' })
    expect(await edit.getByLabel('Title').inputValue()).toBe('Quarterly review')
    expect(await edit.getByLabel('Label').inputValue()).toBe('Holiday')
    await page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    expect(pageErrors).toEqual([])
  })

  it('moves an event by drag and drop, and puts it back when the server refuses the move', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 1000 },
    })
    await openCalendar(page)
    const dart = async () =>
      (await serverEvents(browser.baseURL, ['ETC'])).find((event) => event.title === 'Dart Game?')!
    const before = await dart()
    const month = before.start.slice(0, 7)
    expect(await dayOf(page, 'Dart Game?')).toBe(`${month}-13`)

    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/apps/calendar/update-event')),
      dragToDay(page, 'Dart Game?', `${month}-14`),
    ])
    await expect.poll(() => dayOf(page, 'Dart Game?')).toBe(`${month}-14`)
    expect(await dart()).toMatchObject({ start: `${month}-14`, end: `${month}-15`, allDay: true })

    // The server refuses the next move: the event goes back and the user is told.
    await page.route('**/apps/calendar/update-event', (route) =>
      route.fulfill({ status: 409, json: { message: 'The event is locked.' } }),
    )
    await dragToDay(page, 'Dart Game?', `${month}-16`)
    await page.getByText('The event could not be moved; it is back where it was').waitFor()
    await expect.poll(() => dayOf(page, 'Dart Game?')).toBe(`${month}-14`)
    expect((await dart()).start).toBe(`${month}-14`)
    expect(pageErrors).toEqual([])
  })

  it('asks before deleting an event: Keep keeps it, Delete removes it', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 1000 },
    })
    await openCalendar(page)
    const onServer = async () =>
      (await serverEvents(browser.baseURL, ['ETC'])).some((event) => event.title === 'Dart Game?')
    const dart = page.locator('.calendar-frame [data-category]', { hasText: 'Dart Game?' })
    await dart.click()
    const form = page.getByRole('dialog', { name: 'Update Event' })
    await form.waitFor()

    await form.getByRole('button', { name: 'Delete', exact: true }).click()
    const question = form.getByRole('group', { name: 'Delete this event?' })
    await question.waitFor()
    const keep = question.getByRole('button', { name: 'Keep' })
    expect(await keep.evaluate((element) => element === document.activeElement)).toBe(true)
    await saveScreenshot(page, 'calendar-delete-confirm')
    await expectNoSeriousA11yViolations(page, { include: '.calendar-drawer__panel' })

    await keep.click()
    await question.waitFor({ state: 'detached' })
    expect(await onServer()).toBe(true)

    await form.getByRole('button', { name: 'Delete', exact: true }).click()
    await question.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByText('Event deleted.').waitFor()
    await form.waitFor({ state: 'detached' })
    await dart.waitFor({ state: 'detached' })
    expect(await onServer()).toBe(false)
    expect(pageErrors).toEqual([])
  })

  it('looks right on a phone in the dark skin', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 390, height: 844 },
    })
    await page.addInitScript(() => localStorage.setItem('ui.skin', 'dark'))
    await openCalendar(page)
    expect(await page.evaluate(() => document.documentElement.dataset.skin)).toBe('dark')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Filters' }).click()
    await filterBox(page, 'Family').click()
    await expect.poll(() => shownCategories(page)).not.toContain('Family')
    await page.getByRole('button', { name: 'Close filters' }).click()
    await saveScreenshot(page, 'calendar-dark-390')
    expect(pageErrors).toEqual([])
  })

  it('opens offline after one visit, from what this device stored, and says it is offline', async () => {
    const { page, context, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: wide,
    })
    await openCalendar(page)
    const before = await eventsByDay(page)
    await mainMenu(page).getByRole('link', { name: 'To-do' }).click()
    await page.waitForURL('**/apps/todo')

    await context.setOffline(true)
    await mainMenu(page).getByRole('link', { name: 'Calendar' }).click()
    await page.waitForURL('**/apps/calendar')
    await page.locator('.calendar-frame [data-category]').first().waitFor()
    expect(await eventsByDay(page)).toEqual(before)
    await page.getByText('Offline: showing what this device saved on').waitFor()
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor()
    // And a filter works offline, on what is stored.
    await filterBox(page, 'ETC').click()
    await expect.poll(() => shownCategories(page)).not.toContain('ETC')
    await saveScreenshot(page, 'calendar-offline')
    expect(pageErrors).toEqual([])
  })

  it('shows an event added in one tab in another tab of the same user within a second', async () => {
    const {
      page: first,
      context,
      pageErrors,
    } = await browser.newPage({
      signedInAs: 'admin',
      viewport: wide,
    })
    await openCalendar(first)
    const second = await context.newPage()
    await openCalendar(second)
    const month = (await serverEvents(browser.baseURL))[0]!.start.slice(0, 7)

    await addEventOn(first, 'Seen in both tabs', `${month}-21`)
    await eventNamed(first, 'Seen in both tabs').waitFor()
    await expect
      .poll(() => eventNamed(second, 'Seen in both tabs').count(), { timeout: 1_000 })
      .toBe(1)
    expect(pageErrors).toEqual([])
  })

  it('keeps changes made while the server cannot be reached through a reload, and sends each once, in order, when it can', async () => {
    const { page, context, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: wide,
    })
    await openCalendar(page)
    const month = (await serverEvents(browser.baseURL))[0]!.start.slice(0, 7)
    const onServer = await serverEventsByDay(browser.baseURL)

    // No network: each change shows at once, marked, and waits.
    await context.setOffline(true)
    await addEventOn(page, 'Planned on the train', `${month}-21`)
    await dragToDay(page, 'Dart Game?', `${month}-14`)
    await deleteEvent(page, 'Team Lunch')
    await expect.poll(() => pendingMark(page, 'Planned on the train')).toBe('Waiting for network')
    await expect.poll(() => pendingMark(page, 'Dart Game?')).toBe('Waiting for network')
    expect(await dayOf(page, 'Dart Game?')).toBe(`${month}-14`)
    expect(await eventNamed(page, 'Team Lunch').count()).toBe(0)
    await expect.poll(() => syncStatus(page)).toContain('3 changes waiting for network')
    await saveScreenshot(page, 'calendar-offline-pending')

    // The network is back, but the server cannot be reached: the page reloads, the changes stay.
    await context.route(isCalendarCall, (route) => route.abort('connectionrefused'))
    await context.setOffline(false)
    await page.reload()
    await page.locator('.calendar-frame [data-category]').first().waitFor()
    await expect.poll(() => pendingMark(page, 'Planned on the train')).toBe('Saving…')
    expect(await pendingMark(page, 'Dart Game?')).toBe('Saving…')
    expect(await dayOf(page, 'Dart Game?')).toBe(`${month}-14`)
    expect(await eventNamed(page, 'Team Lunch').count()).toBe(0)
    await expect.poll(() => syncStatus(page)).toContain('Sending 3 changes…')
    expect(await serverEventsByDay(browser.baseURL)).toEqual(onServer)

    // The server can be reached again: each change reaches it once, in the order made.
    const sent: string[] = []
    await context.unroute(isCalendarCall)
    await context.route(isCalendarCall, (route) => {
      const request = route.request()
      if (request.method() !== 'GET') {
        const { pathname } = new URL(request.url())
        sent.push(`${request.method()} ${pathname} ${request.headers()['idempotency-key']}`)
      }
      return route.continue()
    })
    // The real API's message for the new event is a toast that goes after a while: watched from
    // now, so that a busy machine cannot let it come and go unseen.
    const announced = page
      .getByText('Event "Planned on the train" created.')
      .waitFor()
      .then(
        () => true,
        () => false,
      )
    // The network blinks, as it does: the outbox tries at once rather than at its next probe.
    await context.setOffline(true)
    await context.setOffline(false)
    await expect.poll(() => syncStatus(page)).not.toContain('Sending')
    expect(await pendingMark(page, 'Planned on the train')).toBeNull()
    expect(await pendingMark(page, 'Dart Game?')).toBeNull()
    expect(sent.map((request) => request.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST /apps/calendar/add-event',
      'POST /wm/v3/events',
      'POST /apps/calendar/update-event',
      'DELETE /apps/calendar/remove-event',
    ])
    expect(new Set(sent.map((request) => request.split(' ')[2])).size).toBe(4)
    expect(await announced, 'the real API’s message for the new event').toBe(true)

    // The demo server's events are the screen's.
    const inMonth = (events: string[]) => events.filter((event) => event.startsWith(month))
    await expect
      .poll(async () => inMonth(await serverEventsByDay(browser.baseURL)))
      .toEqual(inMonth(await eventsByDay(page)))
    expect(inMonth(await eventsByDay(page))).toEqual(
      expect.arrayContaining([`${month}-21 Planned on the train`, `${month}-14 Dart Game?`]),
    )
    expect(await eventsByDay(page)).not.toContainEqual(expect.stringContaining('Team Lunch'))
    expect(pageErrors).toEqual([])
  })
})
