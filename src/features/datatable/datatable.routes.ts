import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The data table and the basic tables: only the admin's `manage all` covers them. */
const tablesAdmin: AbilityRule = { action: 'read', subject: 'Tables' }

/** The routes of src/features/datatable, in the order of the menu (route-table.ts collects them). */
export const datatableRoutes: RouteEntry[] = [
  {
    path: '/datatables',
    titleKey: 'routes.dataTable',
    icon: 'pi pi-server',
    layout: 'app',
    menu: 'tables',
    access: tablesAdmin,
    namespaces: ['datatable', 'table'],
    page: '@/features/datatable/datatables.page',
    load: () => import('@/features/datatable/datatables.page'),
    prefetchModule: '@/services/datatable/datatable-query',
    prefetch: (search) =>
      import('@/services/datatable/datatable-query').then((module) =>
        module.prefetchDatatables(search),
      ),
  },
  {
    path: '/tables',
    titleKey: 'routes.tables',
    icon: 'pi pi-table',
    layout: 'app',
    menu: 'tables',
    access: tablesAdmin,
    namespaces: ['datatable'],
    page: '@/features/datatable/tables.page',
    load: () => import('@/features/datatable/tables.page'),
    prefetchModule: '@/services/datatable/datatable-query',
    prefetch: () =>
      import('@/services/datatable/datatable-query').then((module) => module.prefetchTables()),
  },
]
