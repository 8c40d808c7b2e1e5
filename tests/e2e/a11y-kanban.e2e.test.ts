import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useBrowser } from './support/browser'
import { board, card, dragWithMouse, openKanban, serverTitlesOn, titlesOn } from './support/kanban'

/*
 * What a screen reader hears when a task is dropped: the board and the position where the task
 * really is afterwards, on the screen and on the server.
 */

/** Keeps everything dnd-kit's live region says from now on, in order. */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const said: string[] = []
    ;(window as unknown as { __said: string[] }).__said = said
    new MutationObserver(() => {
      const text = document.querySelector('[id^="DndLiveRegion"]')?.textContent?.trim()
      if (text && said.at(-1) !== text) said.push(text)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

/** The last thing said about a drop. */
const dropAnnouncement = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __said: string[] }).__said.findLast((text) =>
      text.includes('was dropped'),
    ),
  )

/** What should be said of `title` on board `boardTitle`, from the board as it is shown now. */
async function landedAt(page: Page, title: string, boardTitle: string): Promise<string> {
  const titles = await titlesOn(page, boardTitle)
  const position = titles.indexOf(title) + 1
  expect(position).toBeGreaterThan(0)
  return `Task ${title} was dropped on board ${boardTitle}, position ${position} of ${titles.length}.`
}

/** What dnd-kit's live region says now. */
const saidNow = (page: Page) =>
  page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent?.trim() ?? '')

/**
 * Presses an arrow until the live region says `expected`: dnd-kit may miss an early key. Each
 * press waits for its answer before the next, so that a busy machine's slow answer is not taken
 * for a missed key and the task pushed past the place.
 */
async function pressUntilSaid(page: Page, key: string, expected: string): Promise<void> {
  for (let press = 0; press < 10 && !(await saidNow(page)).includes(expected); press += 1) {
    const before = await saidNow(page)
    await page.keyboard.press(key)
    await page
      .waitForFunction(
        (said) => document.querySelector('[id^="DndLiveRegion"]')?.textContent?.trim() !== said,
        before,
        { timeout: 5_000 },
      )
      .catch(() => undefined) // the key was missed: pressed again
  }
  expect(await saidNow(page)).toContain(expected)
}

describe('the kanban drop announcement', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('names the board and position a task moved to by keyboard', async () => {
    // Wide enough that every board is in view, so the arrows move the task rather than scroll.
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openKanban(page)
    await recordAnnouncements(page)
    await page.getByRole('button', { name: 'Drag task Research FAQ page UX' }).focus()
    await page.keyboard.press('Space')
    await pressUntilSaid(page, 'ArrowRight', 'over board In Progress')
    await pressUntilSaid(page, 'ArrowDown', 'position 2 of 4')
    await page.keyboard.press('Space')

    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'in-progress'))
      .toContain('Research FAQ page UX')
    expect(await titlesOn(page, 'In Progress')).toEqual(
      await serverTitlesOn(browser.baseURL, 'in-progress'),
    )
    await expect
      .poll(() => dropAnnouncement(page))
      .toBe(await landedAt(page, 'Research FAQ page UX', 'In Progress'))
  })

  it('names the place of a task reordered within its board by keyboard', async () => {
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openKanban(page)
    await recordAnnouncements(page)
    await page.getByRole('button', { name: 'Drag task Research FAQ page UX' }).focus()
    await page.keyboard.press('Space')
    await pressUntilSaid(page, 'ArrowDown', 'over board Todo, position 2 of 3')
    await page.keyboard.press('Space')

    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'todo'))
      .toEqual(['Review JavaScript code', 'Research FAQ page UX', 'Create product banner images'])
    await expect
      .poll(() => dropAnnouncement(page))
      .toBe(await landedAt(page, 'Research FAQ page UX', 'Todo'))
  })

  it('names the board and position a task dragged with the pointer landed on', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    await recordAnnouncements(page)
    const done = board(page, 'Done')
    await dragWithMouse(page, card(page, 'Review JavaScript code'), card(done, 'Release notes 2.4'))

    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'done'))
      .toContain('Review JavaScript code')
    expect(await titlesOn(page, 'Done')).toEqual(await serverTitlesOn(browser.baseURL, 'done'))
    await expect
      .poll(() => dropAnnouncement(page))
      .toBe(await landedAt(page, 'Review JavaScript code', 'Done'))
  })
})
