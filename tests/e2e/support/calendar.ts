import type { Page } from 'playwright-core'
import * as z from 'zod/mini'
import {
  calendarCategories,
  calendarEventListSchema,
  type ApiCalendarEvent,
  type CalendarCategory,
} from '@models/calendar'
import { adminAuthorization } from './session'

/** Opens the calendar and waits until its events are on screen. */
export async function openCalendar(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => response.url().includes('/apps/calendar/events')),
    page.goto('/apps/calendar'),
  ])
  await page.locator('.calendar-frame [data-category]').first().waitFor()
}

/** The events the server holds for these categories. */
export async function serverEvents(
  baseURL: string,
  categories: readonly CalendarCategory[] = calendarCategories,
): Promise<ApiCalendarEvent[]> {
  const url = new URL('/apps/calendar/events', baseURL)
  url.searchParams.set('calendars', categories.join(','))
  const response = await fetch(url, { headers: await adminAuthorization(baseURL) })
  return z.parse(calendarEventListSchema, await response.json())
}

/** What the calendar shows now: each event element's category and text. */
export function shownEvents(page: Page): Promise<{ category: string; text: string }[]> {
  return page.locator('.calendar-frame [data-category]').evaluateAll((elements) =>
    elements.map((element) => ({
      category: (element as HTMLElement).dataset.category ?? '',
      text: (element as HTMLElement).innerText,
    })),
  )
}

/** The sorted distinct categories on screen. */
export async function shownCategories(page: Page): Promise<string[]> {
  return [...new Set((await shownEvents(page)).map((event) => event.category))].sort()
}

export const filterBox = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter' }).getByRole('checkbox', { name, exact: true })

/** Drags an event onto a day of the month view, with the pointer, as a user does. */
export async function dragToDay(page: Page, title: string, day: string): Promise<void> {
  const event = page.locator('.calendar-frame [data-category]', { hasText: title })
  const from = await event.boundingBox()
  const to = await page.locator(`.calendar-frame [role="cell"][data-date="${day}"]`).boundingBox()
  if (!from || !to) throw new Error(`cannot drag ${title} to ${day}: not on screen`)
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 })
  await page.mouse.up()
}

/** The day (YYYY-MM-DD) of the cell an event is drawn in, in the month view. */
export function dayOf(page: Page, title: string): Promise<string | null> {
  return page
    .locator('.calendar-frame [data-category]', { hasText: title })
    .evaluate((element) => element.closest('[data-date]')?.getAttribute('data-date') ?? null)
}
