import { signedOutAbility, type AbilityRule } from '@models/roles'
import { mayOpen } from './route-access'
import { routeAt, type RouteEntry } from './route-table'

/**
 * The shell around every signed-in page: menu, navbar, page search, bookmarks. Its own chunk, so
 * the login page (where every visitor starts) does not download it.
 */
export const loadShell = () => import('@/app/layout/app-layout')

/** Whoever is navigating: the data of a page is asked for only for a user who may open it. */
export interface Navigator {
  signedIn: boolean
  ability: readonly AbilityRule[]
}

export const visitor: Navigator = { signedIn: false, ability: signedOutAbility }

// A chunk that fails to load is met again, and shown, by the page that needs it.
const quietly = (work: () => Promise<unknown>) => void work().catch(() => undefined)

/** Starts downloading a route's code: the page, and the shell when the page sits in it. */
export function preloadCode(route: RouteEntry): void {
  quietly(route.load)
  if (route.layout === 'app') quietly(loadShell)
}

/** The shell's own data, the navbar's bookmarks: asked for with the page's, not after the shell. */
const loadShellData = () =>
  import('@/app/bookmarks/bookmarks-store').then((module) => module.loadBookmarks())

/**
 * Starts all that the page at `pathname` waits for, side by side: its code (Vite's preload helper
 * fetches each chunk's own imports in parallel with it) and, for a user who may open it, its data.
 * Called at boot for the first page and on every navigation; the page then finds the requests on
 * their way in the query cache and asks nothing twice.
 */
export function preloadRoute(pathname: string, navigator: Navigator): void {
  const route = routeAt(pathname)
  if (!mayOpen(route, navigator.ability)) return
  preloadCode(route)
  if (!navigator.signedIn) return
  if (route.prefetch) quietly(route.prefetch)
  // Loaded once per page load: on later navigations this asks for nothing.
  if (route.layout === 'app') quietly(loadShellData)
}

/** The route of an in-app link, or null for a link that leaves the app or opens a new tab. */
function linkedRoute(target: EventTarget | null): RouteEntry | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return null
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin ? routeAt(url.pathname) : null
}

/**
 * Preloads the code of a page as soon as the user shows they may go there: the pointer rests on a
 * link to it, or the keyboard reaches one. The data waits for the navigation itself, so hovering
 * over the menu sends no requests to the server. Returns a function that stops listening.
 */
export function preloadLinksOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const route = linkedRoute(event.target)
    if (route) preloadCode(route)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}
