import type { ComponentType } from 'react'
import type { AbilityRule } from '@models/session/abilities'

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
  /**
   * The page's module, as `load` imports it: the build reads it as data (vite/route-declarations.ts)
   * to start the page's code from the HTML, and fails when it is not what the area's routes import.
   */
  page: string
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
  /** The module `prefetch` imports, as data for the build, like `page`. */
  prefetchModule?: string
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
