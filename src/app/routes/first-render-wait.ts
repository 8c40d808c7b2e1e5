import type { RoutePreload } from './route-preload'

/**
 * Once the first page's code is here, the first render waits this much longer for the data the
 * page shows first: drawn with them, the page is drawn, laid out and painted once, not first as
 * skeletons and again a moment later. Slower data get the skeletons.
 */
export const firstDataWaitMs = 250

/**
 * The first render waits at most this long in all. Rendered before its code, the page would
 * suspend and show its loading state, and React holds back the content that replaces a loading
 * state for at least 300 ms after it showed (its Suspense reveal throttle): longer than the code
 * takes to come. A slow network still gets the loading state.
 */
export const firstRenderWaitMs = 1_000

const after = (ms: number) => new Promise<void>((elapsed) => setTimeout(elapsed, ms))

/** Settles when the first render may start, while the splash of index.html shows. */
export function firstRenderReady(page: RoutePreload): Promise<void> {
  const pageReady = page.code.then(() => Promise.race([page.data, after(firstDataWaitMs)]))
  return Promise.race([pageReady, after(firstRenderWaitMs)])
}
