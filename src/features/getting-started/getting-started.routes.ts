import type { RouteEntry } from '@/components/routes/route-entry'
import { adminOnly } from '@/components/routes/access-rules'

/** The routes of src/features/getting-started, in the order of the menu (route-table.ts collects them). */
export const gettingStartedRoutes: RouteEntry[] = [
  {
    path: '/apps/dashboard/getting-started',
    titleKey: 'routes.gettingStarted',
    icon: 'pi pi-flag',
    layout: 'app',
    menu: 'dashboards',
    access: adminOnly,
    page: '@/features/getting-started/getting-started.page',
    load: () => import('@/features/getting-started/getting-started.page'),
  },
]
