import { formatCount } from '@models/format/format-count'
import { useTitleBadgeCount } from '@/services/title-badge'
import { createElement, Suspense, useEffect, useMemo, useRef } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '@/components/page-loading'
import { RouteParamsProvider } from '@/components/route-params'
import { useCurrentUser, type CurrentUser } from '@/services/current-user'
import { useSessionState } from '@/services/session/session'
import { BlankLayout } from '@/app/layout/blank-layout'
import { routeAt, routeParams, type RouteEntry } from './route-table'
import { mayOpen } from './route-access'
import { pageOf, preloadRoute, shell } from './route-preload'
import { homeOf, landingAfterLogin, loginFor } from './login-return'
import { usePreloadOnSignInIntent } from './use-sign-in-intent'
import { useNewPageAtTop } from './new-page-at-top'

function useDocumentTitle(route: RouteEntry) {
  const { t } = useTranslation()
  const title = t(route.titleKey)
  const badge = useTitleBadgeCount()
  useEffect(() => {
    const count = badge > 0 ? `(${formatCount(badge)}) ` : ''
    document.title = `${count}${title} · ${t('app.name')}`
  }, [title, badge, t])
}

/**
 * Where a user who may not see this route goes instead: a visitor to the login (which brings them
 * back here afterwards), a signed-in user on a guests' page to the page they asked for or their
 * home, on another role's home to their own home, anyone else to not-authorized.
 */
function detourFor(route: RouteEntry, user: CurrentUser, location: string, search: string) {
  if (route.guestOnly && user.signedIn) return landingAfterLogin(search, user)
  if (mayOpen(route, user.ability)) return null
  if (!user.signedIn) return loginFor(location, search)
  return route.roleHome ? homeOf(user) : '/misc/not-authorized'
}

/** Whenever the session ends (logout, expiry, another tab), the login page is next. */
function useLoginAfterSessionEnds() {
  const { signedIn } = useCurrentUser()
  const [, navigate] = useLocation()
  const wasSignedIn = useRef(signedIn)
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) navigate('/login', { replace: true })
    wasSignedIn.current = signedIn
  }, [signedIn, navigate])
}

/**
 * On every navigation, the new page's code and data start together, while it loads. The first
 * page's were started at boot (main.tsx); a user who changes without a navigation (the session's
 * code confirming a stored one) asks for nothing again.
 */
function usePreloadOnNavigation(location: string, search: string, user: CurrentUser) {
  const preloaded = useRef(location)
  useEffect(() => {
    if (preloaded.current === location) return
    preloaded.current = location
    preloadRoute(location, user, search)
  }, [location, search, user])
}

/**
 * The router, built from the route table; an unknown path shows the error page. All signed-in
 * pages share one shell, mounted once: navigating swaps only the page inside it, so the menu keeps
 * its scroll and folded groups, and the search and bookmarks stay as they were.
 */
export function AppRoutes() {
  useLoginAfterSessionEnds()
  const [location] = useLocation()
  const search = useSearch()
  const user = useCurrentUser()
  const { status } = useSessionState()
  const route = routeAt(location)
  const params = useMemo(() => routeParams(route, location), [route, location])
  useDocumentTitle(route)
  usePreloadOnNavigation(location, search, user)
  useNewPageAtTop(location)
  usePreloadOnSignInIntent(route.guestOnly === true)

  // A stored session is being restored: where the user may go is not known yet.
  if (status === 'restoring') return <PageLoading />
  const detour = detourFor(route, user, location, search)
  if (detour) return <Redirect to={detour} replace />

  // Keyed by route: each page has its own loading state, and two routes of one page component
  // (WhatsApp and live chat) are two pages. pageOf makes each route's component once.
  const page = (
    <Suspense key={route.path} fallback={<PageLoading />}>
      <RouteParamsProvider value={params}>
        {createElement(pageOf(route).Component)}
      </RouteParamsProvider>
    </Suspense>
  )
  if (route.layout === 'blank') return <BlankLayout>{page}</BlankLayout>
  return (
    <Suspense fallback={<PageLoading />}>
      <shell.Component>{page}</shell.Component>
    </Suspense>
  )
}
