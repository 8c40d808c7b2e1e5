import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The API keys: only the admin's `manage all` covers them. */
const apiKeysAdmin: AbilityRule = { action: 'manage', subject: 'ApiKeys' }

/** The routes of src/features/api-keys, in the order of the menu (route-table.ts collects them). */
export const apiKeysRoutes: RouteEntry[] = [
  {
    path: '/pages/api-key',
    titleKey: 'routes.apiKey',
    icon: 'pi pi-key',
    layout: 'app',
    menu: 'pages',
    access: apiKeysAdmin,
    namespaces: ['apiKeys', 'table'],
    page: '@/features/api-keys/api-keys.page',
    load: () => import('@/features/api-keys/api-keys.page'),
    prefetchModule: '@/services/api-keys/api-keys-query',
    prefetch: (search) =>
      import('@/services/api-keys/api-keys-query').then((module) => module.prefetchApiKeys(search)),
  },
]
