import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The user list, roles and permissions: only the admin's `manage all` covers them. */
const userAdmin: AbilityRule = { action: 'read', subject: 'Users' }

/** The routes of src/features/users, in the order of the menu (route-table.ts collects them). */
export const usersRoutes: RouteEntry[] = [
  {
    path: '/apps/user/list',
    titleKey: 'routes.userList',
    icon: 'pi pi-users',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users', 'table'],
    page: '@/features/users/user-list.page',
    load: () => import('@/features/users/user-list.page'),
    prefetchModule: '@/services/users/users-query',
    prefetch: (search) =>
      import('@/services/users/users-query').then((module) => module.prefetchUserList(search)),
  },
  {
    path: '/apps/user/view',
    pattern: '/apps/user/view/:id?/:tab?',
    titleKey: 'routes.userView',
    icon: 'pi pi-id-card',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users'],
    page: '@/features/users/user-view.page',
    load: () => import('@/features/users/user-view.page'),
    prefetchModule: '@/services/users/users-query',
    prefetch: (_search, params) =>
      import('@/services/users/users-query').then((module) => module.prefetchUserView(params)),
  },
  {
    path: '/apps/roles',
    titleKey: 'routes.roles',
    icon: 'pi pi-sitemap',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users', 'roles', 'table'],
    page: '@/features/users/roles.page',
    load: () => import('@/features/users/roles.page'),
    prefetchModule: '@/services/roles/roles-query',
    prefetch: (search) =>
      import('@/services/roles/roles-query').then((module) => module.prefetchRoles(search)),
  },
  {
    path: '/apps/permissions',
    titleKey: 'routes.permissions',
    icon: 'pi pi-key',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['roles', 'table'],
    page: '@/features/users/permissions.page',
    load: () => import('@/features/users/permissions.page'),
    prefetchModule: '@/services/permissions/permissions-query',
    prefetch: (search) =>
      import('@/services/permissions/permissions-query').then((module) =>
        module.prefetchPermissionList(search),
      ),
  },
]
