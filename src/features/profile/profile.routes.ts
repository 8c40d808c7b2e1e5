import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/profile, in the order of the menu (route-table.ts collects them). */
export const profileRoutes: RouteEntry[] = [
  {
    path: '/pages/profile',
    titleKey: 'routes.profile',
    icon: 'pi pi-id-card',
    layout: 'app',
    menu: 'pages',
    namespaces: ['profile'],
    page: '@/features/profile/profile.page',
    load: () => import('@/features/profile/profile.page'),
    prefetchModule: '@/services/profile/profile-query',
    prefetch: () =>
      import('@/services/profile/profile-query').then((module) => module.prefetchProfilePage()),
  },
]
