import type { RouteEntry } from '@/components/routes/route-entry'
import { analytics } from '@/components/routes/access-rules'

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
  page: RouteEntry['page'],
  load: RouteEntry['load'],
  {
    namespaces = uiKitWords,
    access,
    prefetch,
    prefetchModule,
  }: Pick<RouteEntry, 'access' | 'prefetch' | 'prefetchModule'> & {
    namespaces?: readonly string[]
  } = {},
): RouteEntry[] {
  return rows.map(([path, titleKey, icon]) => ({
    path,
    titleKey: `routes.${titleKey}`,
    icon,
    layout: 'app',
    menu: 'uiKit',
    namespaces,
    page,
    load,
    ...(access && { access }),
    ...(prefetchModule && { prefetchModule }),
    ...(prefetch && { prefetch }),
  }))
}

/** The routes of src/features/ui-kit, in the order of the menu (route-table.ts collects them). */
export const uiKitRoutes: RouteEntry[] = [
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
    '@/features/ui-kit/ui-element.page',
    () => import('@/features/ui-kit/ui-element.page'),
  ),
  ...uiKitPages(
    [['/colors', 'colors', 'pi pi-palette']],
    '@/features/ui-kit/colors.page',
    () => import('@/features/ui-kit/colors.page'),
  ),
  ...uiKitPages(
    [['/icons', 'icons', 'pi pi-star']],
    '@/features/ui-kit/icons.page',
    () => import('@/features/ui-kit/icons.page'),
  ),
  ...uiKitPages(
    [
      ['/extensions', 'extensions', 'pi pi-box'],
      ['/extensions/autocomplete', 'autocomplete', 'pi pi-search'],
    ],
    '@/features/ui-kit/extensions.page',
    () => import('@/features/ui-kit/extensions.page'),
    {
      prefetchModule: '@/services/ui-kit/autocomplete-query',
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
    '@/features/ui-kit/extensions.page',
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
    '@/features/ui-kit/page-layout.page',
    () => import('@/features/ui-kit/page-layout.page'),
  ),
  ...uiKitPages(
    [['/charts', 'charts', 'pi pi-chart-line']],
    '@/features/ui-kit/charts.page',
    () => import('@/features/ui-kit/charts.page'),
    {
      // chart.js starts loading beside the page's code, as the home's does.
      prefetchModule: '@/components/chart/chart-loader',
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
    '@/features/ui-kit/cards.page',
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
    '@/features/ui-kit/cards.page',
    () => import('@/features/ui-kit/cards.page'),
    {
      access: analytics,
      prefetchModule: '@/services/analytics/card-prefetch',
      prefetch: () =>
        import('@/services/analytics/card-prefetch').then((module) => module.prefetchAnalytics('')),
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
    '@/features/ui-kit/components.page',
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
    '@/features/ui-kit/forms.page',
    () => import('@/features/ui-kit/forms.page'),
  ),
]
