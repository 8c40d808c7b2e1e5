import type { Page } from 'playwright-core'
import * as z from 'zod/mini'
import {
  calendarCategories,
  calendarEventListSchema,
  type ApiCalendarEvent,
  type CalendarCategory,
} from '@models/calendar/calendar'
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

/** The calendar's element of the event with exactly this title. */
export const eventNamed = (page: Page, title: string) =>
  page.locator('.calendar-frame [data-category]', {
    has: page.locator('.calendar-event__title', { hasText: new RegExp(`^${escaped(title)}$`) }),
  })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What the clock on an event says ("Saving…", "Waiting for network"), or null without one. */
export async function pendingMark(page: Page, title: string): Promise<string | null> {
  const mark = eventNamed(page, title).locator('.calendar-event__pending')
  return (await mark.count()) === 0 ? null : mark.first().getAttribute('title')
}

/** What the screen says of its data: offline, changes waiting, a failed refresh. */
export async function syncStatus(page: Page): Promise<string> {
  return (await page.locator('.sync-status').innerText()).replace(/\s+/g, ' ').trim()
}

/** Each event on screen, by the first day it is drawn on: `YYYY-MM-DD title`, sorted. */
export async function eventsByDay(page: Page): Promise<string[]> {
  const drawn = await page.locator('.calendar-frame [data-category]').evaluateAll((elements) =>
    elements.map((element) => ({
      title: element.querySelector('.calendar-event__title')?.textContent ?? '',
      day: element.closest('[data-date]')?.getAttribute('data-date') ?? '',
    })),
  )
  const first = new Map<string, string>()
  for (const { title, day } of drawn) {
    if (!first.has(title) || day < first.get(title)!) first.set(title, day)
  }
  return [...first].map(([title, day]) => `${day} ${title}`).sort()
}

/** The server's events, by their first day, as {@link eventsByDay} reads the screen. */
export async function serverEventsByDay(baseURL: string): Promise<string[]> {
  return (await serverEvents(baseURL))
    .map((event) => `${event.start.slice(0, 10)} ${event.title}`)
    .sort()
}

/** Adds an event from the form, timed on `day` (YYYY-MM-DD) from 09:00 to 10:00. */
export async function addEventOn(page: Page, title: string, day: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Event' }).first().click()
  const form = page.getByRole('dialog', { name: 'Add Event' })
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Start date').fill(`${day}T09:00`)
  await form.getByLabel('End date').fill(`${day}T10:00`)
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  // The form closes at once: the calendar shows the event while it is on its way.
  await form.waitFor({ state: 'detached' })
}

/** Deletes an event from its form, answering the question. */
export async function deleteEvent(page: Page, title: string): Promise<void> {
  await eventNamed(page, title).click()
  const form = page.getByRole('dialog', { name: 'Update Event' })
  await form.getByRole('button', { name: 'Delete', exact: true }).click()
  await form
    .getByRole('group', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click()
  await form.waitFor({ state: 'detached' })
}
