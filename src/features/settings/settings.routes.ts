import type { RouteEntry } from '@/components/routes/route-entry'
import { adminOnly } from '@/components/routes/access-rules'

/** The routes of src/features/settings, in the order of the menu (route-table.ts collects them). */
export const settingsRoutes: RouteEntry[] = [
  {
    path: '/apps/settings/notification',
    titleKey: 'routes.notification',
    icon: 'pi pi-bell',
    layout: 'app',
    menu: 'settings',
    access: adminOnly,
    page: '@/features/settings/notification.page',
    load: () => import('@/features/settings/notification.page'),
    prefetchModule: '@/services/settings/settings-query',
    prefetch: () =>
      import('@/services/settings/settings-query').then((module) =>
        module.prefetchAccountSettings(),
      ),
  },
  {
    path: '/apps/settings/role-permissions',
    titleKey: 'routes.rolePermissions',
    icon: 'pi pi-shield',
    layout: 'app',
    menu: 'settings',
    access: adminOnly,
    page: '@/features/settings/role-permissions.page',
    load: () => import('@/features/settings/role-permissions.page'),
    prefetchModule: '@/services/settings/settings-query',
    prefetch: () =>
      import('@/services/settings/settings-query').then((module) => module.prefetchPermissions()),
  },
]
