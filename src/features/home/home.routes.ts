import type { RouteEntry } from '@/components/routes/route-entry'
import { analytics } from '@/components/routes/access-rules'

/** The routes of src/features/home, in the order of the menu (route-table.ts collects them). */
export const homeRoutes: RouteEntry[] = [
  {
    path: '/',
    titleKey: 'routes.home',
    icon: 'pi pi-home',
    layout: 'app',
    menu: 'dashboards',
    access: analytics,
    roleHome: true,
    page: '@/features/home/home.page',
    load: () => import('@/features/home/home.page'),
    prefetchModule: '@/services/analytics/card-prefetch',
    prefetch: () =>
      import('@/services/analytics/card-prefetch').then((module) => module.prefetchHome()),
  },
]
