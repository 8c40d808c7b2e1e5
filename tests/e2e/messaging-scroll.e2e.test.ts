import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { bulkThreadContactId } from '@mocks/chat/chat-thread-seed'
import { contactName, openMessaging, threadRegion, useMessagingBrowser } from './support/messaging'

/** A chat of the demo whose few messages leave room below them. */
const shortThreadContactId = 27

/** The thread's scroll box: Virtuoso's scroller, which is the thread's region itself. */
const scrollerOf = (page: Page, contactId = 19) => threadRegion(page, contactName(contactId))

/**
 * Whether the thread is scrolled to its end, where its newest message is: the list renders only
 * the rows near the view, so the last one in the page is not always the newest.
 */
async function newestInView(page: Page, contactId = 19): Promise<boolean> {
  return scrollerOf(page, contactId).evaluate(
    (scroller) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2,
  )
}

/** Resolves once the thread has not scrolled for 300 ms: the list has settled where it goes. */
async function scrollSettled(page: Page, contactId = 19): Promise<void> {
  await scrollerOf(page, contactId).evaluate(
    (scroller) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, 300)
        function moved() {
          clearTimeout(timer)
          timer = setTimeout(done, 300)
        }
        function done() {
          scroller.removeEventListener('scroll', moved)
          resolve()
        }
        scroller.addEventListener('scroll', moved, { passive: true })
      }),
  )
}

/** One painted frame of an opening thread (recordThreadFrames). */
interface ThreadFrame {
  shown: boolean
  fromEnd: number
  jump: boolean
  /** The first frame's newest row, drawn over the list while it opens (newestDrawn). */
  firstFrame: Drawn | null
}

/** Where a bubble is drawn: from the thread's bottom and left edge, and its text. */
interface Drawn {
  bottom: number
  left: number
  text: string
}

/** Where the newest bubble in `rows` is drawn. */
function newestDrawn(rows: ParentNode): Drawn | null {
  const body = document.querySelector('.chat-thread__body')?.getBoundingClientRect()
  const newest = [...rows.querySelectorAll('.chat-message')].at(-1)
  const bubble = newest?.querySelector('.chat-message__body')?.getBoundingClientRect()
  if (!body || !newest || !bubble) return null
  return {
    bottom: body.bottom - bubble.bottom,
    left: bubble.left - body.left,
    text: newest.textContent ?? '',
  }
}

/**
 * In the page: after each frame is painted, whether the thread could be seen, how far its view
 * was from the list's end, and whether the jump button was there; until `window.stopFrames()`.
 */
function recordThreadFrames(drawn: string) {
  const newestDrawn = new Function(`return ${drawn}`)() as (
    rows: ParentNode,
  ) => ThreadFrame['firstFrame']
  const frames: ThreadFrame[] = []
  let recording = true
  const sample = () => {
    const scroller = document.querySelector<HTMLElement>('.chat-thread [data-virtuoso-scroller]')
    const bubble = scroller?.querySelector('.chat-message')
    const firstFrame = document.querySelector('.chat-thread__first-frame')
    // From the first frame that draws the thread: the rows drawn over the list, or the list's.
    if (scroller && (bubble || firstFrame))
      frames.push({
        shown: bubble ? getComputedStyle(bubble).visibility !== 'hidden' : false,
        fromEnd: scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight,
        jump: document.querySelector('.chat-thread__jump') !== null,
        firstFrame: firstFrame && newestDrawn(firstFrame),
      })
  }
  requestAnimationFrame(function frame() {
    setTimeout(sample)
    if (recording) requestAnimationFrame(frame)
  })
  Object.assign(window, {
    stopFrames: () => {
      recording = false
      return frames
    },
  })
}

/**
 * How long the thread may take to settle where it goes. Twice the suite's default: on a machine
 * running two suites at once a frame may wait seconds to be painted, and each poll is two calls.
 */
const settling = { timeout: 30_000 }

describe('the open thread’s scroll position', () => {
  const browser = useMessagingBrowser()

  /**
   * Opens a chat (the long one by default) from the chat list, its messages held `delayMs` on
   * their way, and returns the frames painted until it settled, where its newest bubble then is,
   * and whether its messages overflow the view.
   */
  async function framesOpening(delayMs: number, contactId = bulkThreadContactId) {
    // Tall enough for the short chat's few messages to leave room below them.
    const viewport = { width: 1440, height: 1100 }
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin', viewport })
    await openMessaging(page, 'whatsapp')
    if (delayMs > 0)
      await page.route('**/messages/chat-message/**', async (route) => {
        await new Promise((done) => setTimeout(done, delayMs))
        await route.continue()
      })
    const name = contactName(contactId)
    await page.getByRole('searchbox', { name: 'Search chats' }).fill(name)
    const row = page.locator('.contact-row', { hasText: name })
    await row.waitFor()
    await page.evaluate(recordThreadFrames, newestDrawn.toString())
    await row.click()
    await expect.poll(() => newestInView(page, contactId), settling).toBe(true)
    await scrollSettled(page, contactId)
    const frames = await page.evaluate(() =>
      (window as unknown as { stopFrames: () => ThreadFrame[] }).stopFrames(),
    )
    const overflows = await scrollerOf(page, contactId).evaluate(
      (scroller) => scroller.scrollHeight > scroller.clientHeight,
    )
    const settled = await scrollerOf(page, contactId).evaluate(
      (scroller, drawn) => (new Function(`return ${drawn}`)() as typeof newestDrawn)(scroller),
      newestDrawn.toString(),
    )
    expect(pageErrors).toEqual([])
    return { frames, settled, overflows }
  }

  it.each([
    ['as soon as its messages are read', 0, bulkThreadContactId, true],
    ['when its messages come after a second of loading', 1_000, bulkThreadContactId, true],
    ['when they are fewer than the view holds', 0, shortThreadContactId, false],
  ])(
    'opens a chat drawn at its newest message from its first frame, with no jump button, %s',
    async (_, delayMs, contactId, long) => {
      const { frames, settled, overflows } = await framesOpening(delayMs, contactId)
      expect(overflows).toBe(long)
      const shown = frames.filter((frame) => frame.shown)
      expect(shown.length).toBeGreaterThan(0)
      // Every frame that showed the thread showed its end, where the newest message is.
      expect(shown.filter((frame) => frame.fromEnd > 2)).toEqual([])
      expect(frames.filter((frame) => frame.jump)).toEqual([])
      // The rows drawn over the list while it opened were its newest, where the list then shows
      // them: the list takes their place without a move.
      // Some frames were painted before the list showed; the rows were in them.
      const drawnFirst = frames.filter((frame) => frame.firstFrame)
      expect(drawnFirst.length).toBeGreaterThan(0)
      expect(settled).not.toBeNull()
      for (const { firstFrame } of drawnFirst) {
        expect(firstFrame!.text).toBe(settled!.text)
        expect(Math.abs(firstFrame!.bottom - settled!.bottom)).toBeLessThanOrEqual(1.5)
        expect(Math.abs(firstFrame!.left - settled!.left)).toBeLessThanOrEqual(1)
      }
    },
    120_000,
  )

  it('keeps the newest message in view when the window narrows, and a reader who scrolled up where they are', async () => {
    const { page, pageErrors } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openMessaging(page, 'whatsapp', 19)
    const jump = page.getByRole('button', { name: 'Jump to the latest message' })
    /**
     * Polls until the newest message is in view and nothing offers to jump to it; a failure names
     * the step and shows how far from the end the view stayed.
     */
    const toReachNewest = (step: string) =>
      expect
        .poll(
          async () => {
            const fromEnd = await scrollerOf(page).evaluate(
              (scroller) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight,
            )
            return { atEnd: fromEnd <= 2, fromEnd, jump: await jump.isVisible() }
          },
          { ...settling, message: step },
        )
        .toMatchObject({ atEnd: true, jump: false })
    await toReachNewest('opened')

    // Narrower bubbles wrap onto more lines: the rows grow well after they were first drawn.
    for (const width of [1100, 900, 800]) {
      await page.setViewportSize({ width, height: 900 })
      await toReachNewest(`narrowed to ${width} px`)
    }

    // A reader who scrolled up to read older messages is not pulled down by a resize.
    await scrollSettled(page)
    await scrollerOf(page).hover()
    await page.mouse.wheel(0, -600)
    await scrollSettled(page)
    expect(await newestInView(page)).toBe(false)
    expect(await jump.isVisible()).toBe(true)
    const fromTop = await scrollerOf(page).evaluate((scroller) => scroller.scrollTop)
    await page.setViewportSize({ width: 1300, height: 900 })
    await page.waitForTimeout(1_000)
    expect(await newestInView(page)).toBe(false)
    expect(await jump.isVisible()).toBe(true)
    expect(await scrollerOf(page).evaluate((scroller) => scroller.scrollTop)).toBeLessThan(
      fromTop + 200,
    )

    // Back at the newest message, it follows the rows again.
    await jump.click()
    await toReachNewest('jumped to the latest message')
    await page.setViewportSize({ width: 800, height: 900 })
    await toReachNewest('narrowed to 800 px again')
    expect(pageErrors).toEqual([])
  }, 180_000)

  it('stays at the oldest messages it was taken to, while their rows are measured', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openMessaging(page, 'whatsapp', bulkThreadContactId)
    const scroller = scrollerOf(page, bulkThreadContactId)
    await expect.poll(() => newestInView(page, bulkThreadContactId), settling).toBe(true)
    await scrollSettled(page, bulkThreadContactId)

    // Taken to the top without a wheel or a key (a screen reader, a link to an old message): the
    // rows drawn there are measured, and the thread's height changes under the view.
    await scroller.evaluate((element) => element.scrollTo({ top: 0 }))
    await scrollSettled(page, bulkThreadContactId)
    expect(await newestInView(page, bulkThreadContactId)).toBe(false)
    expect(await scroller.evaluate((element) => element.scrollTop)).toBeLessThan(1_500)
    await page.getByRole('button', { name: 'Jump to the latest message' }).waitFor()
    expect(pageErrors).toEqual([])
  }, 120_000)
})
