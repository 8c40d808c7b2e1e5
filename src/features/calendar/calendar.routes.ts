import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/calendar, in the order of the menu (route-table.ts collects them). */
export const calendarRoutes: RouteEntry[] = [
  {
    path: '/apps/calendar',
    titleKey: 'routes.calendar',
    icon: 'pi pi-calendar',
    layout: 'app',
    menu: 'apps',
    page: '@/features/calendar/calendar.page',
    load: () => import('@/features/calendar/calendar.page'),
    prefetchModule: '@/services/calendar/calendar-query',
    prefetch: () =>
      import('@/services/calendar/calendar-query').then((module) => module.prefetchCalendar()),
  },
]
