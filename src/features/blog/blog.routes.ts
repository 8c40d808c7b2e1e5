import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** Writing the blog's posts: only the admin's `manage all` covers it (anyone signed in reads). */
const blogEditor: AbilityRule = { action: 'manage', subject: 'Blog' }

/** The routes of src/features/blog, in the order of the menu (route-table.ts collects them). */
export const blogRoutes: RouteEntry[] = [
  {
    path: '/pages/blog/list',
    titleKey: 'routes.blogList',
    icon: 'pi pi-list',
    layout: 'app',
    menu: 'pages',
    namespaces: ['blog', 'table'],
    page: '@/features/blog/blog-list.page',
    load: () => import('@/features/blog/blog-list.page'),
    prefetchModule: '@/services/blog/blog-query',
    prefetch: (search) =>
      import('@/services/blog/blog-query').then((module) => module.prefetchBlogList(search)),
  },
  {
    path: '/pages/blog/detail',
    pattern: '/pages/blog/detail/:id?',
    titleKey: 'routes.blogDetail',
    icon: 'pi pi-file',
    layout: 'app',
    menu: 'pages',
    namespaces: ['blog'],
    page: '@/features/blog/blog-detail.page',
    load: () => import('@/features/blog/blog-detail.page'),
    prefetchModule: '@/services/blog/blog-query',
    prefetch: (_search, params) =>
      import('@/services/blog/blog-query').then((module) => module.prefetchBlogDetail(params)),
  },
  {
    path: '/pages/blog/edit',
    pattern: '/pages/blog/edit/:id?',
    titleKey: 'routes.blogEdit',
    icon: 'pi pi-pencil',
    layout: 'app',
    menu: 'pages',
    access: blogEditor,
    namespaces: ['blog'],
    page: '@/features/blog/blog-edit.page',
    load: () => import('@/features/blog/blog-edit.page'),
    prefetchModule: '@/services/blog/blog-query',
    prefetch: (_search, params) =>
      import('@/services/blog/blog-query').then((module) => module.prefetchBlogEdit(params)),
  },
]
