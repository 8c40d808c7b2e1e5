import type { RouteEntry } from '@/components/routes/route-entry'
import { anyone } from '@/components/routes/access-rules'

/** The routes of src/features/misc, in the order of the menu (route-table.ts collects them). */
export const miscRoutes: RouteEntry[] = [
  {
    path: '/misc/coming-soon',
    titleKey: 'routes.comingSoon',
    icon: 'pi pi-clock',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    page: '@/features/misc/coming-soon.page',
    load: () => import('@/features/misc/coming-soon.page'),
  },
  {
    path: '/misc/not-authorized',
    titleKey: 'routes.notAuthorized',
    icon: 'pi pi-ban',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    page: '@/features/misc/not-authorized.page',
    load: () => import('@/features/misc/not-authorized.page'),
  },
  {
    path: '/misc/maintenance',
    titleKey: 'routes.maintenance',
    icon: 'pi pi-wrench',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    page: '@/features/misc/maintenance.page',
    load: () => import('@/features/misc/maintenance.page'),
  },
  {
    path: '/misc/error',
    titleKey: 'routes.error',
    icon: 'pi pi-exclamation-triangle',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    page: '@/features/misc/error.page',
    load: () => import('@/features/misc/error.page'),
  },
]
