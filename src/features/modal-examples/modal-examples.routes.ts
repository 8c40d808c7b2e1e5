import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/modal-examples, in the order of the menu (route-table.ts collects them). */
export const modalExamplesRoutes: RouteEntry[] = [
  {
    path: '/pages/modal-examples',
    titleKey: 'routes.modalExamples',
    icon: 'pi pi-window-maximize',
    layout: 'app',
    menu: 'pages',
    namespaces: ['modals'],
    page: '@/features/modal-examples/modal-examples.page',
    load: () => import('@/features/modal-examples/modal-examples.page'),
  },
]
