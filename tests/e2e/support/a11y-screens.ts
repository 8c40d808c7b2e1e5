import { afterAll, beforeEach, describe, it } from 'vitest'
import type { Page } from 'playwright-core'
import { routeTable, type RouteEntry } from '@/app/routes/route-table'
import { expectNoSeriousA11yViolations } from './axe'
import { saveScreenshot, useBrowser, type TestPageOptions } from './browser'
import { card, openKanban } from './kanban'
import { openMessaging, quietIncoming } from './messaging'
import { emailReader, emailRow, openEmail } from './email'
import { openTickets, readingPane, ticketRow } from './tickets'
import { openTask, openTodo } from './todo'

/*
 * axe on every screen of the route table, in the light and the dark skin: no serious or critical
 * violation (contrast above all). Signed-in screens are checked as the admin, the pages for
 * visitors as a visitor, and the client's home as the client; then the states a screen changes
 * into that matter most: the page search, a kanban drawer, an open ticket, an open email with
 * the composer, a to-do task in its drawer with the date picker open, and an open chat.
 */

/** The skins every screen is checked in; each has a test file of its own, so they run side by side. */
export type Skin = 'light' | 'dark'

/** The pages a visitor sees: those anyone may open, which stand alone without the app's frame. */
const forVisitors = (route: RouteEntry) =>
  route.layout === 'blank' && route.access?.subject === 'Auth'

interface ScreenCase {
  path: string
  as: TestPageOptions['signedInAs'] | 'visitor'
}

const screens: ScreenCase[] = [
  ...routeTable.map((route) => ({
    path: route.path,
    as: forVisitors(route) ? ('visitor' as const) : ('admin' as const),
  })),
  { path: '/apps/dashboard/company', as: 'client' },
  // What an unknown address shows (the table's `*`).
  { path: '/no-such-page', as: 'visitor' },
]

/** Screens without a visible first-level heading, and what shows that they are ready instead. */
const readyOn: Record<string, string> = {
  '/apps/message/whatsapp': '.contact-row',
  '/apps/message/live_chat': '.contact-row',
  '/apps/chat': '.contact-row',
  '/apps/calendar': '.calendar-event',
}

/** Marks what the screen on show now holds, so that the next screen is told apart from it. */
const leftBehind = 'data-a11y-left'

/**
 * Waits until the screen shows its content: its heading or marker (not one the screen before left,
 * see {@link leftBehind}), and nothing still loading.
 */
async function waitForScreen(page: Page, path: string): Promise<void> {
  await page
    .locator(`${readyOn[path] ?? 'h1'}:not([${leftBehind}])`)
    .first()
    .waitFor({ state: readyOn[path] ? 'visible' : 'attached' })
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.page-loading, .skeleton-block, [aria-busy="true"]').length === 0,
  )
}

/**
 * Goes to `path` inside the app, as a click on the menu does: the history entry the router
 * follows. Each route's page is its own subtree (keyed by route in app-routes.tsx), so what the
 * screen before showed is gone once the new one is drawn.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ({ to, marker, selectors }) => {
      for (const element of document.querySelectorAll(selectors)) element.setAttribute(marker, '')
      window.history.pushState(null, '', to)
    },
    { to: path, marker: leftBehind, selectors: ['h1', ...Object.values(readyOn)].join(', ') },
  )
}

/** Declares the checks of every screen in one skin (a11y-contrast-<skin>.e2e.test.ts). */
export function describeScreensIn(skin: Skin): void {
  // A page load and a full axe run each: slow on a busy machine, never a matter of timing.
  describe(
    `contrast and accessibility of every screen in the ${skin} skin`,
    { timeout: 180_000 },
    () => {
      // Its screen pages are shared between tests, and closed by this file itself.
      const browser = useBrowser({ keepPages: true })

      beforeEach(async () => {
        await browser.resetDemoData()
        await quietIncoming(browser.baseURL)
      })

      /** A page of the given user, in the given skin from its first paint. */
      async function openAs(as: ScreenCase['as'], skin: Skin): Promise<Page> {
        const { page } = await browser.newPage(as === 'visitor' ? {} : { signedInAs: as })
        await page.addInitScript((value) => localStorage.setItem('ui.skin', value), skin)
        return page
      }

      {
        // One page per user for all the screens: the first is loaded, the others are reached
        // inside the app, so the app starts once per user rather than once per screen (a second
        // each on a busy machine). A screen that fails gets its user a fresh page for the next.
        describe('every screen of the route table', () => {
          const screenPages = new Map<ScreenCase['as'], Page>()
          // Left open, they would keep running (polls, timers) behind the checks below.
          afterAll(async () => {
            for (const page of screenPages.values()) await page.context().close()
          })

          it.each(screens)('$path as $as', async ({ path, as }) => {
            let page = screenPages.get(as)
            try {
              if (page) {
                await navigateInApp(page, path)
              } else {
                page = await openAs(as, skin)
                screenPages.set(as, page)
                await page.goto(path)
              }
              await waitForScreen(page, path)
              await expectNoSeriousA11yViolations(page)
            } catch (error) {
              screenPages.delete(as)
              await page?.context().close()
              throw error
            }
          })
        })

        it('with the page search open', async () => {
          const page = await openAs('admin', skin)
          await page.goto('/')
          await waitForScreen(page, '/')
          await page.keyboard.press('Control+k')
          const contacts = page.locator('.search-group[data-group="contacts"] [role="option"]')
          await contacts.first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-search`)
        })

        it('with a kanban task open in its drawer', async () => {
          const page = await openAs('admin', skin)
          await openKanban(page)
          await card(page, 'Research FAQ page UX')
            .getByRole('button', { name: /^Open task/ })
            .click()
          await page.getByRole('dialog').waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-kanban-drawer`)
        })

        it('with a ticket open', async () => {
          const page = await openAs('admin', skin)
          await openTickets(page)
          await ticketRow(page, 4).click()
          await readingPane(page).locator('.mail-message').first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-ticket`)
        })

        it("with the checkout's address step showing what is missing", async () => {
          const page = await openAs('admin', skin)
          await page.goto('/apps/ecommerce/checkout')
          await page.getByRole('button', { name: 'Place order' }).click()
          await page.getByLabel('Full name').fill('')
          await page.getByRole('button', { name: 'Deliver here' }).click()
          await page.getByText('This field is required.').first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-checkout-address`)
        })

        it('with the shop as a list', async () => {
          const page = await openAs('admin', skin)
          await page.goto('/apps/ecommerce/shop?sortColumn=price&sort=desc')
          await page.getByRole('button', { name: 'List', exact: true }).click()
          await page.locator('.product-card--list').first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-shop-list`)
        })

        it('with a to-do task in its drawer and its date picker open', async () => {
          const page = await openAs('admin', skin)
          await openTodo(page)
          const drawer = await openTask(page, 'Plan the spring newsletter')
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-todo-drawer`)
          await drawer.getByRole('combobox', { name: 'Due date' }).click()
          await drawer.locator('.p-datepicker').waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-todo-date-picker`)
        })

        it('with an email open, then the composer', async () => {
          const page = await openAs('admin', skin)
          await openEmail(page)
          await emailRow(page, 1).locator('.mail-row__check').click()
          await emailRow(page, 3).click()
          await emailReader(page).locator('.mail-attachment').first().waitFor()
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'))
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-email`)
          await emailReader(page).getByRole('button', { name: 'Reply' }).click()
          await page.getByRole('dialog', { name: 'Reply' }).getByLabel('Subject').waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-email-composer`)
        })

        it('with the user list on a phone, its rows stacked', async () => {
          const page = await openAs('admin', skin)
          await page.setViewportSize({ width: 390, height: 844 })
          await page.goto('/apps/user/list')
          await waitForScreen(page, '/apps/user/list')
          await page.locator('.p-datatable-tbody > tr').first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-user-list-phone`)
        })

        it('with a chat open', async () => {
          const page = await openAs('admin', skin)
          await openMessaging(page, 'whatsapp', 19)
          await page.locator('.chat-message').first().waitFor()
          await expectNoSeriousA11yViolations(page)
          await saveScreenshot(page, `a11y-${skin}-chat`)
        })
      }
    },
  )
}
