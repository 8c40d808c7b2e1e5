import { formatCount } from '@models/format-count'
import { useTitleBadgeCount } from '@/services/title-badge'
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '@/components/page-loading'
import { useCurrentUser, type CurrentUser } from '@/services/current-user'
import { homeFor } from '@models/roles'
import { useSessionState } from '@/services/session/session'
import { BlankLayout } from '@/app/layout/blank-layout'
import { notFoundRoute, routeTable, type RouteEntry } from './route-table'
import { mayOpen } from './route-access'

interface RoutedPage {
  route: RouteEntry
  Page: ComponentType
}

// The menu, navbar, search and bookmarks load with the first page that shows them, so the login
// page (where every visitor starts) does not download them.
const AppLayout = lazy(() =>
  import('@/app/layout/app-layout').then((module) => ({ default: module.AppLayout })),
)

// Made once per route, so that a page keeps its state across renders of the router.
const routedPages: RoutedPage[] = routeTable.map((route) => ({ route, Page: lazy(route.load) }))
const notFoundPage: RoutedPage = { route: notFoundRoute, Page: lazy(notFoundRoute.load) }

function RoutePage({ route, Page }: RoutedPage) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const { status } = useSessionState()
  const title = t(route.titleKey)
  const badge = useTitleBadgeCount()
  useEffect(() => {
    const count = badge > 0 ? `(${formatCount(badge)}) ` : ''
    document.title = `${count}${title} · ${t('app.name')}`
  }, [title, badge, t])

  // A stored session is being restored: where the user may go is not known yet.
  if (status === 'restoring') return <PageLoading />
  const detour = detourFor(route, user)
  if (detour) return <Redirect to={detour} replace />
  const Layout = route.layout === 'app' ? AppLayout : BlankLayout
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </Layout>
    </Suspense>
  )
}

/**
 * Where a user who may not see this route goes instead: a visitor to the login, a signed-in user
 * on a guests' page or on another role's home to their own home, anyone else to not-authorized.
 */
function detourFor(route: RouteEntry, user: CurrentUser): string | null {
  const home = user.role ? homeFor(user.role) : '/login'
  if (route.guestOnly && user.signedIn) return home
  if (mayOpen(route, user.ability)) return null
  if (!user.signedIn) return '/login'
  return route.roleHome ? home : '/misc/not-authorized'
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

/** The router, built from the route table; an unknown path shows the error page. */
export function AppRoutes() {
  useLoginAfterSessionEnds()
  return (
    <Switch>
      {routedPages.map(({ route, Page }) => (
        <Route key={route.path} path={route.path}>
          <RoutePage route={route} Page={Page} />
        </Route>
      ))}
      <Route>
        <RoutePage {...notFoundPage} />
      </Route>
    </Switch>
  )
}
