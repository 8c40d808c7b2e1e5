import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/access-control, in the order of the menu (route-table.ts collects them). */
export const accessControlRoutes: RouteEntry[] = [
  {
    path: '/access-control',
    titleKey: 'routes.accessControl',
    icon: 'pi pi-lock',
    layout: 'app',
    menu: 'pages',
    page: '@/features/access-control/access-control.page',
    load: () => import('@/features/access-control/access-control.page'),
  },
]
