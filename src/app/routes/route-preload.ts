import type { ReactNode } from 'react'
import i18next from 'i18next'
import { signedOutAbility, type AbilityRule } from '@models/session/roles'
import { alsoNeededBy } from '@/services/prefetched'
import { mayOpen } from './route-access'
import { routeAt, routeParams, type RouteEntry } from './route-table'
import { loadable, type Loadable } from './loadable'

/**
 * The shell around every signed-in page: menu, navbar, page search, bookmarks. Its own chunk, so
 * the login page (where every visitor starts) does not download it.
 */
export const shell = loadable<{ children: ReactNode }>(() =>
  import('@/app/layout/app-layout').then((module) => ({ default: module.AppLayout })),
)

// Made once per route, so that a page keeps its state across renders of the router.
const pages = new Map<RouteEntry, Loadable>()

/** The page component of a route, loading its code on first render if it is not here yet. */
export function pageOf(route: RouteEntry): Loadable {
  let page = pages.get(route)
  if (!page) pages.set(route, (page = loadable(route.load)))
  return page
}

/** Whoever is navigating: the data of a page is asked for only for a user who may open it. */
export interface Navigator {
  signedIn: boolean
  ability: readonly AbilityRule[]
}

export const visitor: Navigator = { signedIn: false, ability: signedOutAbility }

// A chunk that fails to load is met again, and shown, by the page that needs it.
const quietly = (work: () => Promise<unknown>) => void work().catch(() => undefined)

/**
 * Starts downloading a route's code: the page, and the shell when the page sits in it, and the
 * area's words. Resolves once all are here, or could not be loaded (the page meets that failure
 * again, and shows it).
 */
export function preloadCode(route: RouteEntry): Promise<void> {
  const loads = [
    pageOf(route).preload(),
    ...(route.layout === 'app' ? [shell.preload()] : []),
    // The area's own strings, beside its code; the page would otherwise ask for them on mount.
    ...(route.namespaces ? [preloadNamespaces(route.namespaces)] : []),
  ]
  return Promise.all(loads).then(
    () => undefined,
    () => undefined,
  )
}

/**
 * Loads translation files; resolves once i18next holds them. Before i18next has started (the
 * first page, at boot) the browser fetches them at once, as index.html does the common file, and
 * i18next takes them from its preload cache as soon as it has started.
 *
 * The first render waits for them (main.tsx): a page rendered before its words are here suspends,
 * and the loading state it shows holds the page back at least 300 ms (React's throttle on
 * revealing a Suspense boundary), when the words themselves come in a few milliseconds.
 */
function preloadNamespaces(namespaces: readonly string[]): Promise<unknown> {
  if (i18next.isInitialized) return i18next.loadNamespaces([...namespaces])
  for (const namespace of namespaces) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = `/locales/${document.documentElement.lang || 'en'}/${namespace}.json`
    document.head.appendChild(link)
  }
  return new Promise((loaded) => {
    const load = () => {
      i18next.off('initialized', load)
      void i18next.loadNamespaces([...namespaces]).finally(() => loaded(undefined))
    }
    i18next.on('initialized', load)
  })
}

/**
 * The shell's own data, the navbar's bookmarks: asked for with the page's, not after the shell.
 * Its module is asked for with the page's prefetch module, not once the prefetch has asked: a
 * module import settles in a later task, and the entry's whole module graph evaluating (some 30
 * ms) could run first, so the bookmarks would leave after the page's data had come back.
 */
function loadShellDataAfter(asked: Promise<unknown>): void {
  const module = import('@/services/bookmarks-store')
  quietly(() => Promise.all([module, asked]).then(([bookmarks]) => bookmarks.loadBookmarks()))
}

/** Settles once the answers a prefetch asked the query cache for are in (or failed). */
const prefetchedAnswers = () =>
  import('@/services/app-query-cache').then((module) => module.queryCache.settled())

/** What a route's preload started: each settles, never rejects. */
export interface RoutePreload {
  /** Its code and its words are here, or could not be loaded. */
  code: Promise<void>
  /**
   * The data its page shows first are in the query cache, and what else its prefetch started for
   * it is here (services/prefetched.ts), or could not be loaded.
   */
  data: Promise<void>
}

const nothing = (): RoutePreload => ({ code: Promise.resolve(), data: Promise.resolve() })

/**
 * Starts all that the page at `pathname` (with `search`) waits for, side by side: its code (Vite's
 * preload helper fetches each chunk's own imports in parallel with it) and, for a user who may
 * open it, its data, asked for with the URL's search and the path's named segments.
 * Called at boot for the first page and on every navigation; the page then finds the requests on
 * their way in the query cache and asks nothing twice.
 */
export function preloadRoute(pathname: string, navigator: Navigator, search = ''): RoutePreload {
  const route = routeAt(pathname)
  if (!mayOpen(route, navigator.ability)) return nothing()
  const code = preloadCode(route)
  if (!navigator.signedIn) return { code, data: Promise.resolve() }
  const { prefetch } = route
  // Settles once the prefetch has asked for what it asks; a failure is the page's to meet.
  const asked = Promise.resolve(prefetch?.(search, routeParams(route, pathname))).catch(
    () => undefined,
  )
  const data = asked
    .then((prefetched) => Promise.all([prefetchedAnswers(), alsoNeededBy(prefetched)]))
    .then(
      () => undefined,
      () => undefined,
    )
  // Right after the page's own requests, which its main content waits for, so that they never
  // queue behind the navbar's. Loaded once per page load: later navigations ask for nothing.
  if (route.layout === 'app') loadShellDataAfter(asked)
  return { code, data }
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
    if (route) void preloadCode(route)
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  return () => {
    document.removeEventListener('pointerover', onIntent)
    document.removeEventListener('focusin', onIntent)
  }
}
