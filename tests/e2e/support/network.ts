import type { Page, Request, Route } from 'playwright-core'

/** A request held back: it reaches the server only once the test releases it. */
export interface HeldRequests {
  /** Resolves with the first request held. */
  seen: Promise<Request>
  /** Lets every held request (and every later one) go on. */
  release: () => void
}

/**
 * Holds every request whose URL matches `url` until `release()`, so that a test can look at the
 * page while the answer is still on its way: no timing involved. `answer` may change what the
 * server said (it gets the route and must fulfil it); by default the request simply goes on.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp | ((url: URL) => boolean),
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<HeldRequests> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let markSeen!: (request: Request) => void
  const seen = new Promise<Request>((resolve) => (markSeen = resolve))
  await page.route(url, async (route) => {
    markSeen(route.request())
    await released
    await answer(route)
  })
  return { seen, release }
}

const loadingSelector = 'main .page-loading, main [class*="skeleton"], main [aria-busy="true"]'

/**
 * Once the screen on show has finished loading, starts noting every loading screen that appears in
 * the content area: the page loader and any skeleton. `loadingScreensSeen` gives them back. (On a
 * busy machine the screen the test leaves may still be loading a card; that is not the next
 * screen's loading.)
 */
export async function watchLoadingScreens(page: Page): Promise<void> {
  await page.waitForFunction((selector) => !document.querySelector(selector), loadingSelector)
  await page.evaluate((selector) => {
    const seen: string[] = []
    const note = () =>
      document.querySelectorAll(selector).forEach((element) => seen.push(element.className))
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'aria-busy'],
    })
    ;(window as unknown as { loadingScreensSeen: string[] }).loadingScreensSeen = seen
  }, loadingSelector)
}

export function loadingScreensSeen(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { loadingScreensSeen: string[] }).loadingScreensSeen,
  )
}
