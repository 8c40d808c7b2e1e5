import { appSession } from '@/services/session/session'
import { preloadLinksOnIntent, preloadRoute, visitor } from './route-preload'

/*
 * The first page's code and data start here, beside the translations. main.tsx imports this module
 * before any other, so that it runs before React's own code is evaluated (some 50 ms on a slow
 * machine), not after.
 */
const user = appSession.currentUser()

/** What the first page waits for: its code and words, and the data it shows first. */
export const firstPage = preloadRoute(
  window.location.pathname,
  user ? { signedIn: true, ability: user.ability } : visitor,
  window.location.search,
)
preloadLinksOnIntent()
