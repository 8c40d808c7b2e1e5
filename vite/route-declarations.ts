import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'
import type { RouteEntry } from '../src/components/routes/route-entry.ts'

/** What the build needs of one route: its path, the modules it loads and who may open it. */
export interface RouteSource {
  path: string
  /** The paths it shows beyond `path` (`/apps/user/view/:id?/:tab?`), if it has a pattern. */
  pattern?: string
  /** The specifier of its page (`page`, which its `load` imports). */
  page: string
  /** The specifier of its prefetch module (`prefetchModule`), if it has one. */
  prefetch?: string
  /** Its `access` rule; none means every signed-in user (route-access.ts). */
  access?: { action: string; subject: string }
  /** The translation namespaces its page loads with its code, if any. */
  namespaces?: string[]
  guestOnly?: boolean
  menu?: string
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Where the app's route table is. Not `new URL(path, import.meta.url)`: Vite rewrites that form into
 * an asset address when it serves this module to a test in a browser-like environment.
 */
export const routeTableFile = () => resolve(repoRoot, 'src/app/routes/route-table.ts')

/** The data of each route of `routes` (the route table's), without its functions. */
export function routeSources(routes: readonly RouteEntry[]): RouteSource[] {
  return routes.map((route) => ({
    path: route.path,
    ...(route.pattern && { pattern: route.pattern }),
    page: route.page,
    ...(route.prefetchModule && { prefetch: route.prefetchModule }),
    ...(route.access && { access: { action: route.access.action, subject: route.access.subject } }),
    ...(route.namespaces && { namespaces: [...route.namespaces] }),
    ...(route.guestOnly && { guestOnly: true }),
    ...(route.menu && { menu: route.menu }),
  }))
}

/**
 * The app's routes, every one, and the unknown address's (`notFoundRoute`), as data: the route
 * table imported by Vite's module runner, with the app's aliases, as the app imports it. Only the
 * routes files are run, which declare data and functions: no `load` nor `prefetch` is called, so
 * no page is imported.
 */
export async function readRouteTable(): Promise<{ routes: RouteSource[]; notFound: RouteSource }> {
  const folder = (path: string) => resolve(repoRoot, path) + '/'
  const { module } = await runnerImport<{ routeTable: RouteEntry[]; notFoundRoute: RouteEntry }>(
    routeTableFile(),
    {
      configFile: false,
      root: repoRoot,
      logLevel: 'error',
      resolve: {
        alias: {
          '@/': folder('src'),
          '@models/': folder('models'),
          '@machines/': folder('machines'),
          '@mocks/': folder('mocks'),
        },
      },
    },
  )
  return {
    routes: routeSources(module.routeTable),
    notFound: routeSources([module.notFoundRoute])[0]!,
  }
}

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

/** The areas' routes files: what the route table imports from `*.routes.ts`. */
export const routesFilesOf = (graph: ModuleGraph) =>
  (graph.getModuleInfo(routeTableFile())?.importedIds ?? []).filter((id) =>
    /\.routes\.ts$/.test(id),
  )

/** What the route table and the areas' routes files import lazily: the pages and prefetch modules. */
export const routeImportsOf = (graph: ModuleGraph): string[] => [
  ...new Set(
    [routeTableFile(), ...routesFilesOf(graph)].flatMap(
      (id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
    ),
  ),
]

/**
 * Fails the build when the modules the routes declare as data (`page`, `prefetchModule`, resolved)
 * are not those their files import lazily: a route whose `load` or `prefetch` was changed and its
 * data not, or the other way round, would otherwise have its page preloaded from the HTML wrongly.
 */
export function checkDeclaredModules(graph: ModuleGraph, declared: Iterable<string>): void {
  const imported = new Set(routeImportsOf(graph))
  const named = new Set(declared)
  const undeclared = [...imported].filter((id) => !named.has(id))
  const notImported = [...named].filter((id) => !imported.has(id))
  if (undeclared.length > 0 || notImported.length > 0) {
    throw new Error(
      'route-declarations: the routes files import lazily ' +
        `${undeclared.join(', ') || 'nothing more'} that no route names as its \`page\` or ` +
        `\`prefetchModule\`, and routes name ${notImported.join(', ') || 'nothing more'} that ` +
        'no routes file imports. Keep each route’s `page` and `prefetchModule` as its `load` ' +
        'and `prefetch` import them.',
    )
  }
}
