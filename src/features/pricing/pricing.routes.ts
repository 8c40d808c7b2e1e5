import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/pricing, in the order of the menu (route-table.ts collects them). */
export const pricingRoutes: RouteEntry[] = [
  {
    path: '/pages/pricing',
    titleKey: 'routes.pricing',
    icon: 'pi pi-tag',
    layout: 'app',
    menu: 'pages',
    page: '@/features/pricing/pricing.page',
    load: () => import('@/features/pricing/pricing.page'),
    prefetchModule: '@/services/pricing/pricing-query',
    prefetch: () =>
      import('@/services/pricing/pricing-query').then((module) => module.prefetchPricing()),
  },
]
