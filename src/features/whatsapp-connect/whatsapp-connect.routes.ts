import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/whatsapp-connect, in the order of the menu (route-table.ts collects them). */
export const whatsappConnectRoutes: RouteEntry[] = [
  {
    path: '/apps/settings/whatsapp-connect',
    titleKey: 'routes.whatsappConnect',
    icon: 'pi pi-link',
    layout: 'app',
    menu: 'settings',
    page: '@/features/whatsapp-connect/whatsapp-connect.page',
    load: () => import('@/features/whatsapp-connect/whatsapp-connect.page'),
  },
]
