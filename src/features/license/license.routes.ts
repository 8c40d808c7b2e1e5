import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/license, in the order of the menu (route-table.ts collects them). */
export const licenseRoutes: RouteEntry[] = [
  {
    path: '/pages/license',
    titleKey: 'routes.license',
    icon: 'pi pi-file-check',
    layout: 'app',
    menu: 'pages',
    namespaces: ['license'],
    page: '@/features/license/license.page',
    load: () => import('@/features/license/license.page'),
    prefetchModule: '@/services/pricing/pricing-query',
    prefetch: () =>
      import('@/services/pricing/pricing-query').then((module) => module.prefetchPricing()),
  },
]
