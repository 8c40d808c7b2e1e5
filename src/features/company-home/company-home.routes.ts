import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/company-home, in the order of the menu (route-table.ts collects them). */
export const companyHomeRoutes: RouteEntry[] = [
  {
    path: '/apps/dashboard/company',
    titleKey: 'routes.companyHome',
    icon: 'pi pi-building',
    layout: 'app',
    menu: 'dashboards',
    roleHome: true,
    page: '@/features/company-home/company-home.page',
    load: () => import('@/features/company-home/company-home.page'),
    prefetchModule: '@/services/company-home/profile-query',
    prefetch: () =>
      import('@/services/company-home/profile-query').then((module) => module.prefetchProfile()),
  },
]
