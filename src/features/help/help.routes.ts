import type { RouteEntry } from '@/components/routes/route-entry'

/** The routes of src/features/help, in the order of the menu (route-table.ts collects them). */
export const helpRoutes: RouteEntry[] = [
  {
    path: '/pages/faq',
    titleKey: 'routes.faq',
    icon: 'pi pi-question-circle',
    layout: 'app',
    menu: 'pages',
    namespaces: ['help'],
    page: '@/features/help/faq.page',
    load: () => import('@/features/help/faq.page'),
    prefetchModule: '@/services/help/help-query',
    prefetch: (search) =>
      import('@/services/help/help-query').then((module) => module.prefetchFaq(search)),
  },
  {
    path: '/pages/knowledge-base',
    pattern: '/pages/knowledge-base/:category?/:question?',
    titleKey: 'routes.knowledgeBase',
    icon: 'pi pi-book',
    layout: 'app',
    menu: 'pages',
    namespaces: ['help'],
    page: '@/features/help/knowledge-base.page',
    load: () => import('@/features/help/knowledge-base.page'),
    prefetchModule: '@/services/help/help-query',
    prefetch: (_search, params) =>
      import('@/services/help/help-query').then((module) => module.prefetchKnowledgeBase(params)),
  },
]
