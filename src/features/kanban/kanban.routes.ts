import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/kanban, in the order of the menu (route-table.ts collects them). */
export const kanbanRoutes: RouteEntry[] = [
  {
    path: '/apps/kanban',
    titleKey: 'routes.kanban',
    icon: 'pi pi-th-large',
    layout: 'app',
    menu: 'apps',
    page: '@/features/kanban/kanban.page',
    load: () => import('@/features/kanban/kanban.page'),
    prefetchModule: '@/services/kanban/kanban-query',
    prefetch: () =>
      import('@/services/kanban/kanban-query').then((module) => module.prefetchKanban()),
  },
]
