import { useLayoutEffect } from 'react'
import type { AroundNavHandler } from 'wouter'
import { isWithinPage } from '@/components/route-params'

/** The app itself navigated (a link, a redirect) to another page, and it is not shown yet. */
let openedInApp = false

/**
 * The router's `aroundNav`: notes each navigation the app makes to another page, as opposed to
 * the browser's Back and Forward, which restore the page where it was, and to a link that moves
 * within its page (`withinPage`: a tab), which keeps the reader where they are.
 */
export const noteNavigation: AroundNavHandler = (navigate, to, options) => {
  const otherPath = new URL(to, window.location.href).pathname !== window.location.pathname
  if (otherPath && !isWithinPage(options)) openedInApp = true
  navigate(to, options)
}

/**
 * A page opened from a link starts at its top, not where the last one was scrolled to: the shell
 * stays, and with it the window's scroll. Scrolled before it is painted, so it never shows at the
 * old offset.
 */
export function useNewPageAtTop(location: string): void {
  useLayoutEffect(() => {
    if (!openedInApp) return
    openedInApp = false
    window.scrollTo(0, 0)
  }, [location])
}
