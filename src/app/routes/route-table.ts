import type { MenuGroup, RouteEntry } from '@/components/routes/route-entry'
import { anyone } from '@/components/routes/access-rules'
import { homeRoutes } from '@/features/home/home.routes'
import { companyHomeRoutes } from '@/features/company-home/company-home.routes'
import { analyticsRoutes } from '@/features/analytics/analytics.routes'
import { gettingStartedRoutes } from '@/features/getting-started/getting-started.routes'
import { messagingRoutes } from '@/features/messaging/messaging.routes'
import { chatDemoRoutes } from '@/features/chat-demo/chat-demo.routes'
import { emailRoutes } from '@/features/email/email.routes'
import { ticketsRoutes } from '@/features/tickets/tickets.routes'
import { calendarRoutes } from '@/features/calendar/calendar.routes'
import { kanbanRoutes } from '@/features/kanban/kanban.routes'
import { todoRoutes } from '@/features/todo/todo.routes'
import { usersRoutes } from '@/features/users/users.routes'
import { shopRoutes } from '@/features/shop/shop.routes'
import { invoicesRoutes } from '@/features/invoices/invoices.routes'
import { whatsappConnectRoutes } from '@/features/whatsapp-connect/whatsapp-connect.routes'
import { pricingRoutes } from '@/features/pricing/pricing.routes'
import { helpRoutes } from '@/features/help/help.routes'
import { apiKeysRoutes } from '@/features/api-keys/api-keys.routes'
import { licenseRoutes } from '@/features/license/license.routes'
import { modalExamplesRoutes } from '@/features/modal-examples/modal-examples.routes'
import { blogRoutes } from '@/features/blog/blog.routes'
import { profileRoutes } from '@/features/profile/profile.routes'
import { accountSettingsRoutes } from '@/features/account-settings/account-settings.routes'
import { settingsRoutes } from '@/features/settings/settings.routes'
import { datatableRoutes } from '@/features/datatable/datatable.routes'
import { uiKitRoutes } from '@/features/ui-kit/ui-kit.routes'
import { accessControlRoutes } from '@/features/access-control/access-control.routes'
import { authRoutes } from '@/features/auth/auth.routes'
import { miscRoutes } from '@/features/misc/misc.routes'
import { routePath } from './route-path'

export type { MenuGroup, RouteEntry, RouteLayout } from '@/components/routes/route-entry'

/**
 * Every route of the app, one table: the router, the menu and the page search are all built from
 * it, so the search never offers a page that does not exist. Each area declares its own routes
 * beside its pages (`src/features/<area>/<area>.routes.ts`); the table only collects them, in the
 * order of the menu and of `routeAt`'s search (the first route that shows a path is its route).
 * Each area loads lazily.
 */
export const routeTable: RouteEntry[] = [
  ...homeRoutes,
  ...companyHomeRoutes,
  ...analyticsRoutes,
  ...gettingStartedRoutes,
  ...messagingRoutes,
  ...chatDemoRoutes,
  ...emailRoutes,
  ...ticketsRoutes,
  ...calendarRoutes,
  ...kanbanRoutes,
  ...todoRoutes,
  ...usersRoutes,
  ...shopRoutes,
  ...invoicesRoutes,
  ...whatsappConnectRoutes,
  ...pricingRoutes,
  ...helpRoutes,
  ...apiKeysRoutes,
  ...licenseRoutes,
  ...modalExamplesRoutes,
  ...blogRoutes,
  ...profileRoutes,
  ...accountSettingsRoutes,
  ...settingsRoutes,
  ...datatableRoutes,
  ...uiKitRoutes,
  ...accessControlRoutes,
  ...authRoutes,
  ...miscRoutes,
]

/** What an unknown route shows. */
export const notFoundRoute: RouteEntry = {
  path: '*',
  titleKey: 'routes.error',
  icon: 'pi pi-exclamation-triangle',
  layout: 'blank',
  access: anyone,
  searchable: false,
  page: '@/features/misc/error.page',
  load: () => import('@/features/misc/error.page'),
}

export const menuGroups: MenuGroup[] = [
  'dashboards',
  'apps',
  'settings',
  'pages',
  'uiKit',
  'tables',
  'auth',
  'misc',
]

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => route.path === path)
}

/** Whether `pathname` (normalised) fits `pattern`'s segments; `:name?` may be left out. */
function fitsPattern(pattern: string, pathname: string): boolean {
  const wanted = pathname.split('/')
  const parts = routePath(pattern).split('/')
  if (wanted.length > parts.length) return false
  return parts.every((part, index) => {
    const segment = wanted[index]
    if (part.endsWith('?')) return segment === undefined || segment !== ''
    if (segment === undefined) return false
    return part.startsWith(':') ? segment !== '' : part === segment
  })
}

/**
 * The named segments of `pathname` under `route`'s pattern (`{ id: '3', tab: 'billing' }`), as
 * they were written; a `:name?` left out is absent.
 */
export function routeParams(route: RouteEntry, pathname: string): Record<string, string> {
  if (!route.pattern) return {}
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/')
  const params: Record<string, string> = {}
  route.pattern.split('/').forEach((part, index) => {
    const segment = segments[index]
    if (part.startsWith(':') && segment) params[part.slice(1).replace(/\?$/, '')] = segment
  })
  return params
}

/** Whether `route` shows `pathname` (without search or hash). */
export function routeShows(route: RouteEntry, pathname: string): boolean {
  const wanted = routePath(pathname)
  return route.pattern ? fitsPattern(route.pattern, wanted) : routePath(route.path) === wanted
}

/** The route that shows `pathname` (without search or hash): the error page when none does. */
export function routeAt(pathname: string): RouteEntry {
  return routeTable.find((route) => routeShows(route, pathname)) ?? notFoundRoute
}
