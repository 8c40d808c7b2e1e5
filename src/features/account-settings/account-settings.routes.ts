import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The account's own settings: the demo server keeps them for the admin (`manage Settings`). */
const accountSettingsAdmin: AbilityRule = { action: 'manage', subject: 'Settings' }

/** The routes of src/features/account-settings, in the order of the menu (route-table.ts collects them). */
export const accountSettingsRoutes: RouteEntry[] = [
  {
    path: '/pages/account-settings',
    pattern: '/pages/account-settings/:tab?',
    titleKey: 'routes.accountSettings',
    icon: 'pi pi-cog',
    layout: 'app',
    menu: 'pages',
    access: accountSettingsAdmin,
    namespaces: ['account'],
    page: '@/features/account-settings/account-settings.page',
    load: () => import('@/features/account-settings/account-settings.page'),
    prefetchModule: '@/services/account-settings/account-settings-query',
    prefetch: (_search, params) =>
      import('@/services/account-settings/account-settings-query').then((module) =>
        module.prefetchAccountSettingsPage(params),
      ),
  },
]
