import type { RouteEntry } from '@/components/routes/route-entry'
import { analytics } from '@/components/routes/access-rules'

/** The routes of src/features/analytics, in the order of the menu (route-table.ts collects them). */
export const analyticsRoutes: RouteEntry[] = [
  {
    path: '/dashboard/analytics',
    titleKey: 'routes.analyticsDashboard',
    icon: 'pi pi-chart-bar',
    layout: 'app',
    menu: 'dashboards',
    access: analytics,
    page: '@/features/analytics/analytics.page',
    load: () => import('@/features/analytics/analytics.page'),
    // The same module as the home's prefetch: the cards' calls are one data chunk for both.
    prefetchModule: '@/services/analytics/card-prefetch',
    prefetch: (search) =>
      import('@/services/analytics/card-prefetch').then((module) =>
        module.prefetchAnalytics(search),
      ),
  },
]
