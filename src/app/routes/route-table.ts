import type { ComponentType } from 'react'
import type { AbilityRule } from '@models/abilities'
import { routePath } from './route-path'

export type MenuGroup =
  'dashboards' | 'apps' | 'settings' | 'pages' | 'uiKit' | 'tables' | 'auth' | 'misc'

/** Where a route renders: inside the app's menu and navbar, or alone on a blank page. */
export type RouteLayout = 'app' | 'blank'

export interface RouteEntry {
  /** Where the menu, the page search and the bookmarks link to. */
  path: string
  /**
   * The paths it shows, when more than `path` alone: `:name` is one segment, `:name?` an optional
   * one (`/apps/user/view/:id?/:tab?`). Read the segments with wouter's `useParams`.
   */
  pattern?: string
  /**
   * The translation files of its area beside the common one (`/locales/<lng>/<name>.json`),
   * loaded with its code so that the login page and the home never download them.
   */
  namespaces?: readonly string[]
  /** Translation key of the title, used by the menu, the page search and the document title. */
  titleKey: string
  /** A PrimeIcons class. */
  icon: string
  layout: RouteLayout
  load: () => Promise<{ default: ComponentType }>
  /**
   * Starts the requests of the data the page shows first, into the query cache, where the page
   * then finds them: at navigation, so that they run while the page's code loads. It imports a
   * small module of its own, never the page. `search` is the URL's (a list's filters and page);
   * `params` the named segments of its path under `pattern` (`{ id: '3', tab: 'billing' }`), the
   * same the page reads. It may also start what else the page shows first (a read from this
   * device, a library) and hand it back (services/prefetched.ts): the first render waits for it too.
   */
  prefetch?: (search: string, params: Readonly<Record<string, string>>) => Promise<unknown>
  /** Who may open it; the default is `read ACL`, which every signed-in role has. */
  access?: AbilityRule
  /** The menu group it sits in; a route without one is reachable but not in the menu. */
  menu?: MenuGroup
  /** False keeps it out of the page search. */
  searchable?: boolean
  /** Only for visitors who are not signed in: a signed-in user is sent to their home instead. */
  guestOnly?: boolean
  /** One role's landing page: a signed-in user who may not open it is sent to their own home. */
  roleHome?: boolean
}

const adminOnly: AbilityRule = { action: 'manage', subject: 'all' }
/** The analytics home; only the admin's `manage all` covers it. */
const analytics: AbilityRule = { action: 'read', subject: 'Analytics' }
/** The user list, roles and permissions: only the admin's `manage all` covers them. */
const userAdmin: AbilityRule = { action: 'read', subject: 'Users' }
/** The data table and the basic tables: only the admin's `manage all` covers them. */
const tablesAdmin: AbilityRule = { action: 'read', subject: 'Tables' }
/** The invoices: only the admin's `manage all` covers them. */
const invoicesAdmin: AbilityRule = { action: 'read', subject: 'Invoices' }
/** The API keys: only the admin's `manage all` covers them. */
const apiKeysAdmin: AbilityRule = { action: 'manage', subject: 'ApiKeys' }
/** Writing the blog's posts: only the admin's `manage all` covers it (anyone signed in reads). */
const blogEditor: AbilityRule = { action: 'manage', subject: 'Blog' }
/** The team's to-do list: the admin and employees, not a client. */
const teamTodo: AbilityRule = { action: 'manage', subject: 'Todo' }
/** The team's mailbox: the admin and employees, not a client. */
const teamMail: AbilityRule = { action: 'read', subject: 'Email' }
/** The account's own settings: the demo server keeps them for the admin (`manage Settings`). */
const accountSettingsAdmin: AbilityRule = { action: 'manage', subject: 'Settings' }
/** Pages every visitor may see, signed in or not. */
const anyone: AbilityRule = { action: 'read', subject: 'Auth' }

type AuthPageRow = [path: string, titleKey: string, icon: string, load: RouteEntry['load']]

/** The template's authentication pages: blank pages anyone may open, in the menu's auth group. */
function templateAuthPages(rows: AuthPageRow[]): RouteEntry[] {
  return rows.map(([path, titleKey, icon, load]) => ({
    path,
    titleKey: `routes.${titleKey}`,
    icon,
    layout: 'blank',
    menu: 'auth',
    access: anyone,
    load,
  }))
}

/** The UI kit's words: its routes load them with their code. */
const uiKitWords = ['uikit'] as const

/** The UI kit's words with the lists' (the paginator's range): the components family's. */
const uiKitListWords = ['uikit', 'table'] as const

type KitPageRow = [path: string, titleKey: string, icon: string]

/**
 * A UI-kit family's index and sub-pages: one page module (one chunk) that shows the part its path
 * names, each path its own route in the kit's menu group and the page search.
 */
function uiKitPages(
  rows: KitPageRow[],
  load: RouteEntry['load'],
  {
    namespaces = uiKitWords,
    access,
    prefetch,
  }: Pick<RouteEntry, 'access' | 'prefetch'> & { namespaces?: readonly string[] } = {},
): RouteEntry[] {
  return rows.map(([path, titleKey, icon]) => ({
    path,
    titleKey: `routes.${titleKey}`,
    icon,
    layout: 'app',
    menu: 'uiKit',
    namespaces,
    load,
    ...(access && { access }),
    ...(prefetch && { prefetch }),
  }))
}

/**
 * Every route of the app, one table: the router, the menu and the page search are all built from
 * it, so the search never offers a page that does not exist. Each area loads lazily.
 */
export const routeTable: RouteEntry[] = [
  {
    path: '/',
    titleKey: 'routes.home',
    icon: 'pi pi-home',
    layout: 'app',
    menu: 'dashboards',
    access: analytics,
    roleHome: true,
    load: () => import('@/features/home/home.page'),
    prefetch: () =>
      import('@/features/analytics/card-prefetch').then((module) => module.prefetchHome()),
  },
  {
    path: '/apps/dashboard/company',
    titleKey: 'routes.companyHome',
    icon: 'pi pi-building',
    layout: 'app',
    menu: 'dashboards',
    roleHome: true,
    load: () => import('@/features/company-home/company-home.page'),
    prefetch: () =>
      import('@/services/company-home/profile-query').then((module) => module.prefetchProfile()),
  },
  {
    path: '/dashboard/analytics',
    titleKey: 'routes.analyticsDashboard',
    icon: 'pi pi-chart-bar',
    layout: 'app',
    menu: 'dashboards',
    access: analytics,
    load: () => import('@/features/analytics/analytics.page'),
    // The same module as the home's prefetch: the cards' calls are one data chunk for both.
    prefetch: (search) =>
      import('@/features/analytics/card-prefetch').then((module) =>
        module.prefetchAnalytics(search),
      ),
  },
  {
    path: '/login',
    titleKey: 'routes.login',
    icon: 'pi pi-sign-in',
    layout: 'blank',
    access: anyone,
    guestOnly: true,
    searchable: false,
    load: () => import('@/features/auth/login.page'),
  },
  {
    path: '/apps/dashboard/getting-started',
    titleKey: 'routes.gettingStarted',
    icon: 'pi pi-flag',
    layout: 'app',
    menu: 'dashboards',
    access: adminOnly,
    load: () => import('@/features/getting-started/getting-started.page'),
  },
  {
    path: '/apps/message/whatsapp',
    titleKey: 'routes.whatsapp',
    icon: 'pi pi-whatsapp',
    layout: 'app',
    menu: 'apps',
    load: () => import('@/features/messaging/messaging.page'),
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
    load: () => import('@/features/messaging/messaging.page'),
    prefetch: (search) =>
      import('@/services/chat/chat-page-query').then((module) =>
        module.prefetchMessaging('live', search),
      ),
  },
  {
    path: '/apps/chat',
    titleKey: 'routes.chat',
    icon: 'pi pi-comment',
    layout: 'app',
    menu: 'apps',
    load: () => import('@/features/chat-demo/chat-demo.page'),
  },
  {
    path: '/apps/email',
    titleKey: 'routes.email',
    icon: 'pi pi-envelope',
    layout: 'app',
    menu: 'apps',
    access: teamMail,
    namespaces: ['email', 'mail'],
    load: () => import('@/features/email/email.page'),
    prefetch: (search) =>
      import('@/services/email/email-query').then((module) => module.prefetchEmail(search)),
  },
  {
    path: '/apps/tickets',
    titleKey: 'routes.tickets',
    icon: 'pi pi-ticket',
    layout: 'app',
    menu: 'apps',
    namespaces: ['mail'],
    load: () => import('@/features/tickets/tickets.page'),
    prefetch: () =>
      import('@/services/tickets/tickets-query').then((module) => module.prefetchTickets()),
  },
  {
    path: '/apps/calendar',
    titleKey: 'routes.calendar',
    icon: 'pi pi-calendar',
    layout: 'app',
    menu: 'apps',
    load: () => import('@/features/calendar/calendar.page'),
    prefetch: () =>
      import('@/services/calendar/calendar-query').then((module) => module.prefetchCalendar()),
  },
  {
    path: '/apps/kanban',
    titleKey: 'routes.kanban',
    icon: 'pi pi-th-large',
    layout: 'app',
    menu: 'apps',
    load: () => import('@/features/kanban/kanban.page'),
    prefetch: () =>
      import('@/services/kanban/kanban-query').then((module) => module.prefetchKanban()),
  },
  {
    path: '/apps/todo',
    titleKey: 'routes.todo',
    icon: 'pi pi-check-square',
    layout: 'app',
    menu: 'apps',
    access: teamTodo,
    namespaces: ['todo', 'table'],
    load: () => import('@/features/todo/todo.page'),
    prefetch: (search) =>
      import('@/services/todo/todo-query').then((module) => module.prefetchTodo(search)),
  },
  {
    path: '/apps/user/list',
    titleKey: 'routes.userList',
    icon: 'pi pi-users',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users', 'table'],
    load: () => import('@/features/users/user-list.page'),
    prefetch: (search) =>
      import('@/services/users/users-query').then((module) => module.prefetchUserList(search)),
  },
  {
    path: '/apps/user/view',
    pattern: '/apps/user/view/:id?/:tab?',
    titleKey: 'routes.userView',
    icon: 'pi pi-id-card',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users'],
    load: () => import('@/features/users/user-view.page'),
    prefetch: (_search, params) =>
      import('@/services/users/users-query').then((module) => module.prefetchUserView(params)),
  },
  {
    path: '/apps/roles',
    titleKey: 'routes.roles',
    icon: 'pi pi-sitemap',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['users', 'roles', 'table'],
    load: () => import('@/features/users/roles.page'),
    prefetch: (search) =>
      import('@/services/roles/roles-query').then((module) => module.prefetchRoles(search)),
  },
  {
    path: '/apps/permissions',
    titleKey: 'routes.permissions',
    icon: 'pi pi-key',
    layout: 'app',
    menu: 'apps',
    access: userAdmin,
    namespaces: ['roles', 'table'],
    load: () => import('@/features/users/permissions.page'),
    prefetch: (search) =>
      import('@/services/permissions/permissions-query').then((module) =>
        module.prefetchPermissionList(search),
      ),
  },
  {
    path: '/apps/ecommerce/shop',
    titleKey: 'routes.shop',
    icon: 'pi pi-shopping-bag',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop', 'table'],
    load: () => import('@/features/shop/shop.page'),
    prefetch: (search) =>
      import('@/services/shop/shop-query').then((module) => module.prefetchShop(search)),
  },
  {
    path: '/apps/ecommerce/product-detail',
    pattern: '/apps/ecommerce/product-detail/:id?',
    titleKey: 'routes.productDetail',
    icon: 'pi pi-box',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    load: () => import('@/features/shop/product-detail.page'),
    prefetch: (_search, params) =>
      import('@/services/shop/shop-query').then((module) => module.prefetchProduct(params)),
  },
  {
    path: '/apps/ecommerce/wishlist',
    titleKey: 'routes.wishlist',
    icon: 'pi pi-heart',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    load: () => import('@/features/shop/wishlist.page'),
    prefetch: () =>
      import('@/services/shop/shop-query').then((module) => module.prefetchWishlist()),
  },
  {
    path: '/apps/ecommerce/checkout',
    titleKey: 'routes.checkout',
    icon: 'pi pi-shopping-cart',
    layout: 'app',
    menu: 'apps',
    namespaces: ['shop'],
    load: () => import('@/features/shop/checkout.page'),
    prefetch: () => import('@/services/shop/shop-query').then((module) => module.prefetchCart()),
  },
  {
    path: '/apps/invoice/list',
    titleKey: 'routes.invoiceList',
    icon: 'pi pi-file',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices', 'table'],
    load: () => import('@/features/invoices/invoice-list.page'),
    prefetch: (search) =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoiceList(search),
      ),
  },
  {
    path: '/apps/invoice/preview',
    pattern: '/apps/invoice/preview/:id?',
    titleKey: 'routes.invoicePreview',
    icon: 'pi pi-file-pdf',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    load: () => import('@/features/invoices/invoice-preview.page'),
    prefetch: (_search, params) =>
      import('@/services/invoices/invoices-query').then((module) => module.prefetchInvoice(params)),
  },
  {
    path: '/apps/invoice/edit',
    pattern: '/apps/invoice/edit/:id?',
    titleKey: 'routes.invoiceEdit',
    icon: 'pi pi-file-edit',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    load: () => import('@/features/invoices/invoice-edit.page'),
    prefetch: (_search, params) =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoice(params, true),
      ),
  },
  {
    path: '/apps/invoice/add',
    titleKey: 'routes.invoiceAdd',
    icon: 'pi pi-file-plus',
    layout: 'app',
    menu: 'apps',
    access: invoicesAdmin,
    namespaces: ['invoices'],
    load: () => import('@/features/invoices/invoice-add.page'),
    prefetch: () =>
      import('@/services/invoices/invoices-query').then((module) =>
        module.prefetchInvoice({}, true),
      ),
  },
  {
    path: '/apps/settings/whatsapp-connect',
    titleKey: 'routes.whatsappConnect',
    icon: 'pi pi-link',
    layout: 'app',
    menu: 'settings',
    load: () => import('@/features/whatsapp-connect/whatsapp-connect.page'),
  },
  {
    path: '/pages/pricing',
    titleKey: 'routes.pricing',
    icon: 'pi pi-tag',
    layout: 'app',
    menu: 'pages',
    load: () => import('@/features/pricing/pricing.page'),
    prefetch: () =>
      import('@/services/pricing/pricing-query').then((module) => module.prefetchPricing()),
  },
  {
    path: '/pages/faq',
    titleKey: 'routes.faq',
    icon: 'pi pi-question-circle',
    layout: 'app',
    menu: 'pages',
    namespaces: ['help'],
    load: () => import('@/features/help/faq.page'),
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
    load: () => import('@/features/help/knowledge-base.page'),
    prefetch: (_search, params) =>
      import('@/services/help/help-query').then((module) => module.prefetchKnowledgeBase(params)),
  },
  {
    path: '/pages/api-key',
    titleKey: 'routes.apiKey',
    icon: 'pi pi-key',
    layout: 'app',
    menu: 'pages',
    access: apiKeysAdmin,
    namespaces: ['apiKeys', 'table'],
    load: () => import('@/features/api-keys/api-keys.page'),
    prefetch: (search) =>
      import('@/services/api-keys/api-keys-query').then((module) => module.prefetchApiKeys(search)),
  },
  {
    path: '/pages/license',
    titleKey: 'routes.license',
    icon: 'pi pi-file-check',
    layout: 'app',
    menu: 'pages',
    namespaces: ['license'],
    load: () => import('@/features/license/license.page'),
    prefetch: () =>
      import('@/services/pricing/pricing-query').then((module) => module.prefetchPricing()),
  },
  {
    path: '/pages/modal-examples',
    titleKey: 'routes.modalExamples',
    icon: 'pi pi-window-maximize',
    layout: 'app',
    menu: 'pages',
    namespaces: ['modals'],
    load: () => import('@/features/modal-examples/modal-examples.page'),
  },
  {
    path: '/pages/blog/list',
    titleKey: 'routes.blogList',
    icon: 'pi pi-list',
    layout: 'app',
    menu: 'pages',
    namespaces: ['blog', 'table'],
    load: () => import('@/features/blog/blog-list.page'),
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
    load: () => import('@/features/blog/blog-detail.page'),
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
    load: () => import('@/features/blog/blog-edit.page'),
    prefetch: (_search, params) =>
      import('@/services/blog/blog-query').then((module) => module.prefetchBlogEdit(params)),
  },
  {
    path: '/pages/profile',
    titleKey: 'routes.profile',
    icon: 'pi pi-id-card',
    layout: 'app',
    menu: 'pages',
    namespaces: ['profile'],
    load: () => import('@/features/profile/profile.page'),
    prefetch: () =>
      import('@/services/profile/profile-query').then((module) => module.prefetchProfilePage()),
  },
  {
    path: '/pages/account-settings',
    pattern: '/pages/account-settings/:tab?',
    titleKey: 'routes.accountSettings',
    icon: 'pi pi-cog',
    layout: 'app',
    menu: 'pages',
    access: accountSettingsAdmin,
    namespaces: ['account'],
    load: () => import('@/features/account-settings/account-settings.page'),
    prefetch: (_search, params) =>
      import('@/services/account-settings/account-settings-query').then((module) =>
        module.prefetchAccountSettingsPage(params),
      ),
  },
  {
    path: '/apps/settings/notification',
    titleKey: 'routes.notification',
    icon: 'pi pi-bell',
    layout: 'app',
    menu: 'settings',
    access: adminOnly,
    load: () => import('@/features/settings/notification.page'),
    prefetch: () =>
      import('@/services/settings/settings-query').then((module) =>
        module.prefetchAccountSettings(),
      ),
  },
  {
    path: '/apps/settings/role-permissions',
    titleKey: 'routes.rolePermissions',
    icon: 'pi pi-shield',
    layout: 'app',
    menu: 'settings',
    access: adminOnly,
    load: () => import('@/features/settings/role-permissions.page'),
    prefetch: () =>
      import('@/services/settings/settings-query').then((module) => module.prefetchPermissions()),
  },
  {
    path: '/datatables',
    titleKey: 'routes.dataTable',
    icon: 'pi pi-server',
    layout: 'app',
    menu: 'tables',
    access: tablesAdmin,
    namespaces: ['datatable', 'table'],
    load: () => import('@/features/datatable/datatables.page'),
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
    load: () => import('@/features/datatable/tables.page'),
    prefetch: () =>
      import('@/services/datatable/datatable-query').then((module) => module.prefetchTables()),
  },
  // The UI kit: a gallery of the product's own components, in the menu and the page search. Each
  // family is one chunk: its pages share one module, which shows the part its path names.
  ...uiKitPages(
    [
      ['/ui-element', 'uiElement', 'pi pi-objects-column'],
      ['/ui-element/typography', 'typography', 'pi pi-align-left'],
      ['/ui-element/avatars', 'avatars', 'pi pi-user'],
      ['/ui-element/buttons', 'buttons', 'pi pi-stop'],
      ['/ui-element/badges', 'badges', 'pi pi-tag'],
      ['/ui-element/list-groups', 'listGroups', 'pi pi-list'],
    ],
    () => import('@/features/ui-kit/ui-element.page'),
  ),
  ...uiKitPages(
    [['/colors', 'colors', 'pi pi-palette']],
    () => import('@/features/ui-kit/colors.page'),
  ),
  ...uiKitPages([['/icons', 'icons', 'pi pi-star']], () => import('@/features/ui-kit/icons.page')),
  ...uiKitPages(
    [
      ['/extensions', 'extensions', 'pi pi-box'],
      ['/extensions/autocomplete', 'autocomplete', 'pi pi-search'],
    ],
    () => import('@/features/ui-kit/extensions.page'),
    {
      prefetch: () =>
        import('@/services/ui-kit/autocomplete-query').then((module) =>
          module.prefetchAutocompleteMovies(),
        ),
    },
  ),
  ...uiKitPages(
    [
      ['/extensions/toasts', 'toastsAndConfirmations', 'pi pi-bell'],
      ['/extensions/drag-and-drop', 'dragAndDrop', 'pi pi-arrows-alt'],
      ['/extensions/i18n', 'i18n', 'pi pi-language'],
      ['/extensions/pickers', 'pickers', 'pi pi-calendar'],
      ['/extensions/file-upload', 'fileUpload', 'pi pi-upload'],
      ['/extensions/tour', 'tour', 'pi pi-directions'],
    ],
    () => import('@/features/ui-kit/extensions.page'),
  ),
  ...uiKitPages(
    [
      ['/page-layout', 'pageLayout', 'pi pi-desktop'],
      ['/page-layout/collapsed-menu', 'collapsedMenu', 'pi pi-bars'],
      ['/page-layout/horizontal', 'horizontalMenu', 'pi pi-window-maximize'],
      ['/page-layout/content-width', 'contentWidth', 'pi pi-arrows-h'],
      ['/page-layout/without-navbar', 'withoutNavbar', 'pi pi-minus'],
      ['/page-layout/without-footer', 'withoutFooter', 'pi pi-stop'],
    ],
    () => import('@/features/ui-kit/page-layout.page'),
  ),
  ...uiKitPages(
    [['/charts', 'charts', 'pi pi-chart-line']],
    () => import('@/features/ui-kit/charts.page'),
    {
      // chart.js starts loading beside the page's code, as the home's does.
      prefetch: () =>
        import('@/components/chart/chart-loader').then((module) => ({
          alsoNeeded: module.loadChartCanvas(),
        })),
    },
  ),
  // The cards show the analytics cards with the admin's figures, which only the admin may read.
  ...uiKitPages(
    [
      ['/cards', 'cards', 'pi pi-id-card'],
      ['/cards/basic', 'cardsBasic', 'pi pi-id-card'],
    ],
    () => import('@/features/ui-kit/cards.page'),
    { access: analytics },
  ),
  ...uiKitPages(
    [
      ['/cards/advanced', 'cardsAdvanced', 'pi pi-chart-pie'],
      ['/cards/statistics', 'cardsStatistics', 'pi pi-chart-bar'],
      ['/cards/analytics', 'cardsAnalytics', 'pi pi-chart-line'],
      ['/cards/actions', 'cardsActions', 'pi pi-sliders-h'],
    ],
    () => import('@/features/ui-kit/cards.page'),
    {
      access: analytics,
      prefetch: () =>
        import('@/features/analytics/card-prefetch').then((module) => module.prefetchAnalytics('')),
    },
  ),
  ...uiKitPages(
    [
      ['/components', 'components', 'pi pi-th-large'],
      ['/components/alerts', 'alerts', 'pi pi-exclamation-circle'],
      ['/components/accordion', 'accordion', 'pi pi-bars'],
      ['/components/tabs', 'tabs', 'pi pi-folder'],
      ['/components/breadcrumbs', 'breadcrumbs', 'pi pi-angle-double-right'],
      ['/components/dropdowns', 'dropdowns', 'pi pi-chevron-circle-down'],
      ['/components/dialogs', 'dialogs', 'pi pi-window-maximize'],
      ['/components/pagination', 'pagination', 'pi pi-ellipsis-h'],
      ['/components/progress', 'progress', 'pi pi-percentage'],
      ['/components/spinners', 'spinners', 'pi pi-spinner'],
      ['/components/tooltips', 'tooltips', 'pi pi-comment'],
      ['/components/toasts', 'toasts', 'pi pi-bell'],
      ['/components/timeline', 'timeline', 'pi pi-history'],
    ],
    () => import('@/features/ui-kit/components.page'),
    { namespaces: uiKitListWords },
  ),
  ...uiKitPages(
    [
      ['/forms', 'forms', 'pi pi-pen-to-square'],
      ['/forms/elements', 'formElements', 'pi pi-check-square'],
      ['/forms/layouts', 'formLayouts', 'pi pi-objects-column'],
      ['/forms/validation', 'formValidation', 'pi pi-verified'],
      ['/forms/wizard', 'formWizard', 'pi pi-directions'],
    ],
    () => import('@/features/ui-kit/forms.page'),
  ),
  {
    path: '/access-control',
    titleKey: 'routes.accessControl',
    icon: 'pi pi-lock',
    layout: 'app',
    menu: 'pages',
    load: () => import('@/features/access-control/access-control.page'),
  },
  ...templateAuthPages([
    [
      '/pages/login-basic',
      'loginBasic',
      'pi pi-sign-in',
      () => import('@/features/auth/login-basic.page'),
    ],
    [
      '/pages/login-cover',
      'loginCover',
      'pi pi-sign-in',
      () => import('@/features/auth/login-cover.page'),
    ],
    [
      '/pages/register-basic',
      'registerBasic',
      'pi pi-user-plus',
      () => import('@/features/auth/register-basic.page'),
    ],
    [
      '/pages/register-cover',
      'registerCover',
      'pi pi-user-plus',
      () => import('@/features/auth/register-cover.page'),
    ],
    [
      '/pages/forgot-password-basic',
      'forgotPasswordBasic',
      'pi pi-question-circle',
      () => import('@/features/auth/forgot-password-basic.page'),
    ],
    [
      '/pages/forgot-password-cover',
      'forgotPasswordCover',
      'pi pi-question-circle',
      () => import('@/features/auth/forgot-password-cover.page'),
    ],
    [
      '/pages/reset-password-basic',
      'resetPasswordBasic',
      'pi pi-key',
      () => import('@/features/auth/reset-password-basic.page'),
    ],
    [
      '/pages/reset-password-cover',
      'resetPasswordCover',
      'pi pi-key',
      () => import('@/features/auth/reset-password-cover.page'),
    ],
    [
      '/pages/verify-email-basic',
      'verifyEmailBasic',
      'pi pi-envelope',
      () => import('@/features/auth/verify-email-basic.page'),
    ],
    [
      '/pages/verify-email-cover',
      'verifyEmailCover',
      'pi pi-envelope',
      () => import('@/features/auth/verify-email-cover.page'),
    ],
    [
      '/pages/two-steps-basic',
      'twoStepsBasic',
      'pi pi-mobile',
      () => import('@/features/auth/two-steps-basic.page'),
    ],
    [
      '/pages/two-steps-cover',
      'twoStepsCover',
      'pi pi-mobile',
      () => import('@/features/auth/two-steps-cover.page'),
    ],
  ]),
  {
    path: '/misc/coming-soon',
    titleKey: 'routes.comingSoon',
    icon: 'pi pi-clock',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    load: () => import('@/features/misc/coming-soon.page'),
  },
  {
    path: '/misc/not-authorized',
    titleKey: 'routes.notAuthorized',
    icon: 'pi pi-ban',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    load: () => import('@/features/misc/not-authorized.page'),
  },
  {
    path: '/misc/maintenance',
    titleKey: 'routes.maintenance',
    icon: 'pi pi-wrench',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    load: () => import('@/features/misc/maintenance.page'),
  },
  {
    path: '/misc/error',
    titleKey: 'routes.error',
    icon: 'pi pi-exclamation-triangle',
    layout: 'blank',
    menu: 'misc',
    access: anyone,
    load: () => import('@/features/misc/error.page'),
  },
]

/** What an unknown route shows. */
export const notFoundRoute: RouteEntry = {
  path: '*',
  titleKey: 'routes.error',
  icon: 'pi pi-exclamation-triangle',
  layout: 'blank',
  access: anyone,
  searchable: false,
  load: () => import('@/features/misc/error.page'),
}

export const menuGroups: MenuGroup[] = [
  'dashboards',
  'apps',
  'settings',
  'pages',
  'uiKit',
  'tables',
  'auth',
  'misc',
]

export function findRoute(path: string): RouteEntry | undefined {
  return routeTable.find((route) => route.path === path)
}

/** Whether `pathname` (normalised) fits `pattern`'s segments; `:name?` may be left out. */
function fitsPattern(pattern: string, pathname: string): boolean {
  const wanted = pathname.split('/')
  const parts = routePath(pattern).split('/')
  if (wanted.length > parts.length) return false
  return parts.every((part, index) => {
    const segment = wanted[index]
    if (part.endsWith('?')) return segment === undefined || segment !== ''
    if (segment === undefined) return false
    return part.startsWith(':') ? segment !== '' : part === segment
  })
}

/**
 * The named segments of `pathname` under `route`'s pattern (`{ id: '3', tab: 'billing' }`), as
 * they were written; a `:name?` left out is absent.
 */
export function routeParams(route: RouteEntry, pathname: string): Record<string, string> {
  if (!route.pattern) return {}
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/')
  const params: Record<string, string> = {}
  route.pattern.split('/').forEach((part, index) => {
    const segment = segments[index]
    if (part.startsWith(':') && segment) params[part.slice(1).replace(/\?$/, '')] = segment
  })
  return params
}

/** Whether `route` shows `pathname` (without search or hash). */
export function routeShows(route: RouteEntry, pathname: string): boolean {
  const wanted = routePath(pathname)
  return route.pattern ? fitsPattern(route.pattern, wanted) : routePath(route.path) === wanted
}

/** The route that shows `pathname` (without search or hash): the error page when none does. */
export function routeAt(pathname: string): RouteEntry {
  return routeTable.find((route) => routeShows(route, pathname)) ?? notFoundRoute
}
