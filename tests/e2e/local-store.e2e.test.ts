import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './support/browser'
import { openCalendar } from './support/calendar'
import { board, moveWithMenu, openKanban, serverTitlesOn, titlesOn } from './support/kanban'
import { openMessaging } from './support/messaging'
import { submitLogin } from './support/session'

/*
 * The local store as a whole (docs/architecture.md, "The local store"): it is its signed-in
 * user's alone, a logout leaves none of its tables behind, and without IndexedDB everything runs on
 * memory.
 */

/** The rows each store of the page's local database holds, read with plain IndexedDB. */
function storedRows(page: Page): Promise<Record<string, number> | null> {
  return page.evaluate(
    () =>
      new Promise<Record<string, number> | null>((resolve) => {
        void indexedDB.databases().then((databases) => {
          if (!databases.some((database) => database.name === 'chat-history')) {
            return resolve(null)
          }
          const open = indexedDB.open('chat-history')
          open.onsuccess = () => {
            const database = open.result
            const names = [...database.objectStoreNames]
            const transaction = database.transaction(names)
            const counts: Record<string, number> = {}
            for (const name of names) {
              const count = transaction.objectStore(name).count()
              count.onsuccess = () => (counts[name] = count.result)
            }
            transaction.oncomplete = () => {
              database.close()
              resolve(counts)
            }
          }
        })
      }),
  )
}

/** The rows one store holds. */
const stored = async (page: Page, store: string) => (await storedRows(page))?.[store] ?? 0

/** Whose the store says it is. */
function storeOwner(page: Page): Promise<number | null> {
  return page.evaluate(
    () =>
      new Promise<number | null>((resolve) => {
        const open = indexedDB.open('chat-history')
        open.onsuccess = () => {
          const database = open.result
          const read = database.transaction('meta').objectStore('meta').get('owner')
          read.onsuccess = () => {
            database.close()
            resolve((read.result as { userId?: number } | undefined)?.userId ?? null)
          }
        }
      }),
  )
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.waitForURL('**/login')
}

describe('the local store', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('leaves no local table behind after a logout', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    // Each screen stores what it showed (a moment after showing it) before the next one opens.
    await openMessaging(page, 'whatsapp')
    await expect.poll(() => stored(page, 'chats')).toBeGreaterThan(0)
    await openKanban(page)
    await expect.poll(() => stored(page, 'kanbanTasks')).toBeGreaterThan(0)
    await openCalendar(page)
    await expect.poll(() => stored(page, 'calendarEvents')).toBeGreaterThan(0)
    expect(await stored(page, 'chats')).toBeGreaterThan(0)

    await logOut(page)
    await expect.poll(() => storedRows(page)).toBeNull()
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it("shows a second user of the browser nothing of the first one's, whose session ended without a logout", async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp')
    await expect.poll(() => stored(page, 'contacts')).toBeGreaterThan(0)
    await openKanban(page)
    await expect.poll(() => stored(page, 'kanbanTasks')).toBeGreaterThan(0)
    expect(await storeOwner(page)).toBe(1)

    // The admin's session ends without a logout (it expired): the store stays on the device.
    await page.evaluate(() => {
      localStorage.removeItem('userData')
      sessionStorage.clear()
    })
    await page.goto('/login')
    await submitLogin(page, 'client@demo.com', 'client')
    await page.waitForURL('**/apps/dashboard/company')

    // The client's screens cannot reach the server: all they could show is what the store holds.
    await page.route('**/wm/v3/messages/**', (route) => route.abort())
    await page.route('**/apps/kanban/**', (route) => route.abort())
    await page.goto('/apps/message/whatsapp')
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    await expect.poll(() => storeOwner(page)).toBe(2)
    const rows = (await storedRows(page))!
    expect([rows.contacts, rows.chats, rows.messages, rows.kanbanTasks]).toEqual([0, 0, 0, 0])
    expect(await page.locator('.contact-row').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('runs every screen on memory when the browser has no IndexedDB: the board opens and a move is sent', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'indexedDB')
    })
    await openKanban(page)
    expect(await page.evaluate(() => 'indexedDB' in window)).toBe(false)
    await page.getByText('Not saved on this device').waitFor()
    await moveWithMenu(page, 'Onboarding screens', 'Todo', '1 of 4')
    await expect.poll(() => titlesOn(page, 'Todo')).toContain('Onboarding screens')
    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'todo'))
      .toEqual([
        'Onboarding screens',
        'Research FAQ page UX',
        'Review JavaScript code',
        'Create product banner images',
      ])
    await board(page, 'In Progress').waitFor()
    expect(pageErrors).toEqual([])
  })
})
