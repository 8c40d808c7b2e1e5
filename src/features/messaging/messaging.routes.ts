import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/messaging, in the order of the menu (route-table.ts collects them). */
export const messagingRoutes: RouteEntry[] = [
  {
    path: '/apps/message/whatsapp',
    titleKey: 'routes.whatsapp',
    icon: 'pi pi-whatsapp',
    layout: 'app',
    menu: 'apps',
    page: '@/features/messaging/messaging.page',
    load: () => import('@/features/messaging/messaging.page'),
    prefetchModule: '@/services/chat/chat-page-query',
    prefetch: (search) =>
      import('@/services/chat/chat-page-query').then((module) =>
        module.prefetchMessaging('whatsapp', search),
      ),
  },
  {
    path: '/apps/message/live_chat',
    titleKey: 'routes.liveChat',
    icon: 'pi pi-comments',
    layout: 'app',
    menu: 'apps',
    page: '@/features/messaging/messaging.page',
    load: () => import('@/features/messaging/messaging.page'),
    prefetchModule: '@/services/chat/chat-page-query',
    prefetch: (search) =>
      import('@/services/chat/chat-page-query').then((module) =>
        module.prefetchMessaging('live', search),
      ),
  },
]
