import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/chat-demo, in the order of the menu (route-table.ts collects them). */
export const chatDemoRoutes: RouteEntry[] = [
  {
    path: '/apps/chat',
    titleKey: 'routes.chat',
    icon: 'pi pi-comment',
    layout: 'app',
    menu: 'apps',
    page: '@/features/chat-demo/chat-demo.page',
    load: () => import('@/features/chat-demo/chat-demo.page'),
  },
]
