import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/tickets, in the order of the menu (route-table.ts collects them). */
export const ticketsRoutes: RouteEntry[] = [
  {
    path: '/apps/tickets',
    titleKey: 'routes.tickets',
    icon: 'pi pi-ticket',
    layout: 'app',
    menu: 'apps',
    namespaces: ['mail'],
    page: '@/features/tickets/tickets.page',
    load: () => import('@/features/tickets/tickets.page'),
    prefetchModule: '@/services/tickets/tickets-query',
    prefetch: () =>
      import('@/services/tickets/tickets-query').then((module) => module.prefetchTickets()),
  },
]
