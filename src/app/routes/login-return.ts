import { homeFor } from '@models/session/roles'
import type { CurrentUser } from '@/services/current-user'
import { mayOpen } from './route-access'
import { notFoundRoute, routeAt } from './route-table'

/** The login page's parameter naming the page a visitor asked for before signing in. */
const nextParam = 'next'

/**
 * The login page for a visitor who asked for `location` (with its `search`), which brings them back
 * there once signed in. The home page needs no reminder: every user lands on a home anyway.
 */
export function loginFor(location: string, search: string): string {
  if (location === '/') return '/login'
  const asked = search ? `${location}?${search}` : location
  return `/login?${new URLSearchParams({ [nextParam]: asked })}`
}

/** A signed-in user's own landing page (SPEC.md section 4). */
export function homeOf(user: CurrentUser): string {
  return user.role ? homeFor(user.role) : '/login'
}

/**
 * Where a user who just signed in goes: the page they asked for (named in the login page's
 * `search`) when their role may open it, else their own home. Only a path of this app is
 * followed, never another site.
 */
export function landingAfterLogin(search: string, user: CurrentUser): string {
  const home = homeOf(user)
  const asked = new URLSearchParams(search).get(nextParam)
  if (!asked?.startsWith('/') || asked.startsWith('//')) return home
  const url = new URL(asked, window.location.origin)
  if (url.origin !== window.location.origin) return home
  const route = routeAt(url.pathname)
  if (route === notFoundRoute || route.guestOnly || !mayOpen(route, user.ability)) return home
  return `${url.pathname}${url.search}`
}
