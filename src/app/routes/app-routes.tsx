import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useTranslation } from 'react-i18next'
import { PageLoading } from '@/components/page-loading'
import { useCurrentUser } from '@/services/current-user'
import { AppLayout } from '@/app/layout/app-layout'
import { BlankLayout } from '@/app/layout/blank-layout'
import { notFoundRoute, routeTable, type RouteEntry } from './route-table'
import { mayOpen } from './route-access'

interface RoutedPage {
  route: RouteEntry
  Page: ComponentType
}

// Made once per route, so that a page keeps its state across renders of the router.
const routedPages: RoutedPage[] = routeTable.map((route) => ({ route, Page: lazy(route.load) }))
const notFoundPage: RoutedPage = { route: notFoundRoute, Page: lazy(notFoundRoute.load) }

function RoutePage({ route, Page }: RoutedPage) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const title = t(route.titleKey)
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`
  }, [title, t])

  if (!mayOpen(route, user.ability)) return <Redirect to="/misc/not-authorized" replace />
  const Layout = route.layout === 'app' ? AppLayout : BlankLayout
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </Layout>
  )
}

/** The router, built from the route table; an unknown path shows the error page. */
export function AppRoutes() {
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
