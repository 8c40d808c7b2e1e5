import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { UserData } from '@models/session/session'
import { saveScreenshot, useBrowser, type TestPageOptions } from './support/browser'
import { board, card, dragWithMouse, openKanban, serverKanban, titlesOn } from './support/kanban'
import { dayOf, dragToDay, openCalendar, serverEvents } from './support/calendar'
import { signInThroughApi, storageWithSession, type DemoRole } from './support/session'

/*
 * Access on both sides, in Chromium against the preview server: the client finds no control that
 * would change the team's kanban board or calendar (and the admin finds them all), and a client
 * whose stored userData says admin is shown the admin pages refused by the server, never their data.
 */

const wide = { width: 1440, height: 1000 }
const sizes = { wide, phone: { width: 390, height: 844 } }
/** Each role at each size, for the screenshots a person looks at. */
const phoneAndWide = (['client', 'admin'] as const).flatMap((role) =>
  (['wide', 'phone'] as const).map((size) => [role, size] as const),
)

/** The controls of the board that change it, by their accessible names. */
const kanbanControls = {
  'Add board': 'Add board',
  'Add task': 'Add task',
  'board menu': /^Actions for /,
  'drag handle': /^Drag task /,
  'Move to…': /^Move to… /,
} as const

async function countKanbanControls(page: Page): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [name, label] of Object.entries(kanbanControls)) {
    counts[name] = await page.getByRole('button', { name: label }).count()
  }
  return counts
}

/** Updates that would reach the demo server from a page, to prove that none was even tried. */
function watchChanges(page: Page): string[] {
  const changes: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() !== 'GET' && /\/apps\/(kanban|calendar)\//.test(url.pathname)) {
      changes.push(`${request.method()} ${url.pathname}`)
    }
  })
  return changes
}

/** Waits until the page's images are in and its transitions ended, so a screenshot shows it still. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete))
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Not the endless ones (a spinner): they never finish.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

describe('access', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  const open = (role: DemoRole, skin: 'light' | 'dark', options: TestPageOptions = {}) =>
    browser.newPage({ signedInAs: role, viewport: wide, ...options }).then(async (test) => {
      await test.page.addInitScript((value) => localStorage.setItem('ui.skin', value), skin)
      return test
    })

  describe('the kanban board', () => {
    it('offers the client no destructive control, and nothing the client does changes it', async () => {
      const { page, pageErrors } = await open('client', 'light')
      const changes = watchChanges(page)
      await openKanban(page)
      expect(await countKanbanControls(page)).toEqual({
        'Add board': 0,
        'Add task': 0,
        'board menu': 0,
        'drag handle': 0,
        'Move to…': 0,
      })
      await page.getByText('View only', { exact: true }).waitFor()

      // A drag with the pointer, a double click on a board's title: nothing moves, nothing opens.
      const before = await titlesOn(page, 'Todo')
      await dragWithMouse(page, card(page, 'Review JavaScript code'), board(page, 'Done'))
      await page.getByRole('heading', { name: 'Todo', exact: true }).dblclick()
      expect(await page.getByRole('textbox').count()).toBe(0)
      expect(await titlesOn(page, 'Todo')).toEqual(before)

      // A card opens as its details, read-only.
      await page.getByRole('button', { name: 'Open task Review JavaScript code' }).click()
      const details = page.getByRole('dialog', { name: 'Task details' })
      await details.getByRole('heading', { name: 'Review JavaScript code' }).waitFor()
      expect(await details.getByRole('textbox').count()).toBe(0)
      expect(await details.getByRole('checkbox').count()).toBe(0)
      await settled(page)
      await saveScreenshot(page, 'access-kanban-client-details-light')
      await page.keyboard.press('Escape')
      await details.waitFor({ state: 'detached' })

      await saveScreenshot(page, 'access-kanban-client-light')
      expect(changes).toEqual([])
      expect((await serverKanban(browser.baseURL)).boards).toHaveLength(3)
      expect(pageErrors).toEqual([])
    })

    it('offers the admin every control', async () => {
      const { page, pageErrors } = await open('admin', 'light')
      await openKanban(page)
      expect(await countKanbanControls(page)).toEqual({
        'Add board': 1,
        'Add task': 3,
        'board menu': 3,
        'drag handle': 9,
        'Move to…': 9,
      })
      expect(await page.getByText('View only', { exact: true }).count()).toBe(0)
      await saveScreenshot(page, 'access-kanban-admin-light')
      expect(pageErrors).toEqual([])
    })

    it.each(phoneAndWide)('looks finished for the %s in the dark skin, %s', async (role, size) => {
      const { page, pageErrors } = await open(role, 'dark', { viewport: sizes[size] })
      await openKanban(page)
      expect(await page.evaluate(() => document.documentElement.dataset.skin)).toBe('dark')
      await settled(page)
      await saveScreenshot(page, `access-kanban-${role}-dark-${size}`)
      expect(pageErrors).toEqual([])
    })
  })

  describe('the team calendar', () => {
    it('offers the client no way to add, move or edit an event', async () => {
      const { page, pageErrors } = await open('client', 'light')
      const changes = watchChanges(page)
      await openCalendar(page)
      expect(await page.getByRole('button', { name: 'Add Event' }).count()).toBe(0)
      await page.getByText('View only', { exact: true }).waitFor()

      // Dragging an event to another day leaves it where it was.
      const day = await dayOf(page, 'Dart Game?')
      const month = day!.slice(0, 7)
      await dragToDay(page, 'Dart Game?', `${month}-16`)
      expect(await dayOf(page, 'Dart Game?')).toBe(day)

      // Dragging across empty days selects nothing and opens no form.
      const from = await page.locator(`[role="cell"][data-date="${month}-20"]`).boundingBox()
      const to = await page.locator(`[role="cell"][data-date="${month}-22"]`).boundingBox()
      await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height - 8)
      await page.mouse.down()
      await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height - 8, { steps: 10 })
      await page.mouse.up()
      expect(await page.getByRole('dialog').count()).toBe(0)

      // An event opens as its details, read-only.
      await page.locator('.calendar-frame [data-category]', { hasText: 'Dart Game?' }).click()
      const details = page.getByRole('dialog', { name: 'Event details' })
      await details.getByRole('heading', { name: 'Dart Game?' }).waitFor()
      expect(await details.getByRole('textbox').count()).toBe(0)
      expect(await details.getByRole('button', { name: 'Delete' }).count()).toBe(0)
      await settled(page)
      await saveScreenshot(page, 'access-calendar-client-details-light')
      await page.keyboard.press('Escape')
      await details.waitFor({ state: 'detached' })

      await saveScreenshot(page, 'access-calendar-client-light')
      expect(changes).toEqual([])
      const dart = (await serverEvents(browser.baseURL, ['ETC'])).find(
        (event) => event.title === 'Dart Game?',
      )
      expect(dart?.start.slice(0, 10)).toBe(day)
      expect(pageErrors).toEqual([])
    })

    it('offers the admin to add, and opens an event in its form', async () => {
      const { page, pageErrors } = await open('admin', 'light')
      await openCalendar(page)
      await page.getByRole('button', { name: 'Add Event' }).waitFor()
      await page.locator('.calendar-frame [data-category]', { hasText: 'Dart Game?' }).click()
      await page.getByRole('dialog', { name: 'Update Event' }).waitFor()
      await page.keyboard.press('Escape')
      await saveScreenshot(page, 'access-calendar-admin-light')
      expect(pageErrors).toEqual([])
    })

    it.each(phoneAndWide)('looks finished for the %s in the dark skin, %s', async (role, size) => {
      const { page, pageErrors } = await open(role, 'dark', { viewport: sizes[size] })
      await openCalendar(page)
      await settled(page)
      await saveScreenshot(page, `access-calendar-${role}-dark-${size}`)
      expect(pageErrors).toEqual([])
    })
  })

  describe('a client whose stored userData was changed to admin', () => {
    /** The client's real session, with the role and abilities of an admin written over it. */
    async function openTampered(): Promise<Page> {
      const client = await signInThroughApi(browser.baseURL, 'client')
      const tampered: UserData = {
        ...client,
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      }
      const { page } = await browser.newPage({
        viewport: wide,
        storageState: storageWithSession(browser.baseURL, tampered),
      })
      return page
    }

    const settingsRefusal = 'Only administrators may see or change these settings.'

    it('sees the notification settings refused by the server, with no setting', async () => {
      const page = await openTampered()
      await page.goto('/apps/settings/notification')
      await page.getByRole('alert').getByText(settingsRefusal).waitFor()
      expect(await page.getByRole('switch').count()).toBe(0)
      expect(await page.getByText('Comments on my articles').count()).toBe(0)
      await saveScreenshot(page, 'access-tampered-notification')
    })

    it('sees the roles and permissions refused by the server, with no permission', async () => {
      const page = await openTampered()
      await page.goto('/apps/settings/role-permissions')
      await page.getByRole('alert').getByText(settingsRefusal).waitFor()
      expect(await page.getByText('Manage Billing & Roles').count()).toBe(0)
    })

    it('sees every analytics card refused by the server, with no figure', async () => {
      const page = await openTampered()
      await page.goto('/')
      const refusal = 'Only administrators may see the analytics.'
      const cards = page.locator('.dash-card')
      await page.getByRole('region', { name: 'Revenue report' }).getByText(refusal).waitFor()
      // Every card on the page, each with the server's refusal in place of its figures.
      const allRefused = async () => {
        const [all, refused] = [await cards.count(), await cards.getByText(refusal).count()]
        return all > 0 && refused === all
      }
      await expect.poll(allRefused).toBe(true)
      expect(await page.locator('.dash-figure').count()).toBe(0)
      await saveScreenshot(page, 'access-tampered-home')
    })

    it('is warned, and the board stays, when deleting a kanban board', async () => {
      const page = await openTampered()
      await openKanban(page)
      await page.getByRole('button', { name: 'Actions for Todo' }).click()
      await page.getByRole('menuitem', { name: 'Delete board' }).click()
      await page
        .getByRole('dialog', { name: 'Delete “Todo”?' })
        .getByRole('button', { name: 'Delete board' })
        .click()
      await page.getByText('Your role may view the kanban board but not change it.').waitFor()
      await board(page, 'Todo').waitFor()
      expect((await serverKanban(browser.baseURL)).boards).toHaveLength(3)
    })

    it('is warned, and the event goes back, when moving a calendar event', async () => {
      const page = await openTampered()
      await openCalendar(page)
      const day = await dayOf(page, 'Dart Game?')
      await dragToDay(page, 'Dart Game?', `${day!.slice(0, 7)}-16`)
      await page.getByText('Your role may view the team calendar but not change it.').waitFor()
      await expect.poll(() => dayOf(page, 'Dart Game?')).toBe(day)
    })
  })
})
