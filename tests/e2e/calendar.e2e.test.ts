import { beforeEach, describe, expect, it } from 'vitest'
import { calendarCategories, type CalendarCategory } from '@models/calendar'
import { expectNoSeriousA11yViolations } from './support/axe'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  dayOf,
  dragToDay,
  filterBox,
  openCalendar,
  serverEvents,
  shownCategories,
  shownEvents,
} from './support/calendar'

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
})
