import type { Plugin, Rollup } from 'vite'
import { USER_DATA_KEY } from '../src/services/session/session-keys.ts'
import { signedInChunkNames } from './first-visit-chunks.ts'
import { routePath } from '../src/app/routes/route-path.ts'
import { beforeEntryScript } from './inline-script.ts'
import {
  checkDeclaredModules,
  readRouteTable,
  routeTableFile,
  type RouteSource,
} from './route-declarations.ts'

/** A route as the HTML's script knows it: who may open it and the modules it starts at once. */
interface FirstPage {
  /** As the router matches it (route-table.ts `routeAt`): lower case, no trailing slash. */
  path: string
  /** For a route with a pattern, the paths it shows as a regular expression's source. */
  shows?: string
  access?: { action: string; subject: string }
  /** The page, its prefetch module, and what that module (or what it imports) loads lazily. */
  modules: string[]
  /** The translation namespaces the page loads with its code. */
  namespaces?: string[]
}

/**
 * The paths a route's pattern shows, as route-table.ts `fitsPattern` reads it: `:name` is one
 * segment, `:name?` an optional one, anything else itself.
 */
export function patternSource(pattern: string): string {
  const parts = routePath(pattern).split('/').slice(1)
  const segments = parts.map((part) => {
    if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
    return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
  })
  return `^${segments.join('')}$`
}

interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

/**
 * The modules that `root`, or a module it imports, loads lazily: what a route's prefetch starts
 * beside the data (chart.js for the home's cards, say).
 */
function lazyImportsOf(graph: ModuleGraph, root: string): string[] {
  const seen = new Set<string>()
  const lazy = new Set<string>()
  const pending = [root]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const info = graph.getModuleInfo(id)
    pending.push(...(info?.importedIds ?? []))
    info?.dynamicallyImportedIds.forEach((imported) => lazy.add(imported))
  }
  return [...lazy]
}

type Bundle = Rollup.OutputBundle
type Chunk = Rollup.OutputChunk

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk')

/** A chunk and every chunk it imports statically: what must be here before it runs. */
function staticChunks(bundle: Bundle, chunk: Chunk, found = new Set<Chunk>()): Set<Chunk> {
  if (found.has(chunk)) return found
  found.add(chunk)
  for (const fileName of chunk.imports) {
    const imported = bundle[fileName]
    if (imported?.type === 'chunk') staticChunks(bundle, imported, found)
  }
  return found
}

/** The files of some chunks: their scripts and the style sheets Vite loads with them. */
function filesOf(chunks: Iterable<Chunk>): string[] {
  const files: string[] = []
  for (const chunk of chunks) {
    files.push(`/${chunk.fileName}`)
    files.push(...[...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`))
  }
  return [...new Set(files)]
}

/**
 * Whether the HTML preloads a route's page for a first visit at its address: not the guest-only
 * login, nor the template's authentication pages (the `auth` menu group) and the UI kit's gallery
 * (`uiKit`), which a signed-in user does not land on first; they would only make the HTML longer.
 */
export const mayBeFirstPage = (route: RouteSource) =>
  !route.guestOnly && route.menu !== 'auth' && route.menu !== 'uiKit'

/**
 * For a visitor with a stored session, starts downloading from the HTML, beside the entry's code,
 * what the first page needs, instead of after the entry has run (a second round) or after the
 * page's code has run (a third):
 *  - the code of every signed-in page: the shell and the data layer (first-visit-chunks.ts);
 *  - the code of the page at the address, with its style sheets, what its route's prefetch loads
 *    lazily, and its area's words (route-table.ts `namespaces`, which its first render waits
 *    for), when the stored user may open it.
 * A visitor without a session (the login page) downloads none of it. The script comes before the
 * entry's style sheet: a script after a style sheet waits for it, and so would the downloads.
 * Build only: the dev server serves modules one by one.
 */
export function signedInPreload(): Plugin {
  let firstPages: FirstPage[] = []
  return {
    name: 'signed-in-preload',
    apply: 'build',
    async buildEnd() {
      firstPages = []
      const { routes, notFound } = await readRouteTable()
      const resolve = async (specifier: string) => {
        const resolved = await this.resolve(specifier, routeTableFile())
        if (!resolved) throw new Error(`signed-in-preload: cannot resolve ${specifier}`)
        return resolved.id
      }
      const declared: string[] = []
      for (const route of [...routes, notFound]) {
        declared.push(await resolve(route.page))
        if (route.prefetch) declared.push(await resolve(route.prefetch))
      }
      checkDeclaredModules(this, declared)
      for (const route of routes.filter(mayBeFirstPage)) {
        const page = await resolve(route.page)
        const prefetch = route.prefetch && (await resolve(route.prefetch))
        firstPages.push({
          path: routePath(route.path),
          ...(route.pattern && { shows: patternSource(route.pattern) }),
          ...(route.access && { access: route.access }),
          modules: prefetch ? [page, prefetch, ...lazyImportsOf(this, prefetch)] : [page],
          ...(route.namespaces && { namespaces: route.namespaces }),
        })
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = chunksOf(bundle)
        const signedIn = chunks.filter((chunk) => signedInChunkNames.includes(chunk.name))
        if (signedIn.length !== signedInChunkNames.length) {
          throw new Error(
            `signed-in-preload: the chunks ${signedInChunkNames.join(', ')} are missing`,
          )
        }
        // What the HTML loads anyway: the entry's code and style sheets.
        const entry = new Set(
          filesOf(
            chunks.filter((chunk) => chunk.isEntry).flatMap((c) => [...staticChunks(bundle, c)]),
          ),
        )
        const signedInFiles = filesOf(signedIn).filter((file) => !entry.has(file))
        const loaded = new Set([...entry, ...signedInFiles])
        const chunkOfModule = (id: string) =>
          chunks.find((chunk) => chunk.facadeModuleId === id) ??
          chunks.find((chunk) => chunk.moduleIds.includes(id))
        const pages = firstPages.map((page) => {
          const pageChunks = new Set<Chunk>()
          for (const id of page.modules) {
            const chunk = chunkOfModule(id)
            if (chunk) staticChunks(bundle, chunk, pageChunks)
          }
          return { ...page, files: filesOf(pageChunks).filter((file) => !loaded.has(file)) }
        })
        const sizeOf = (file: string) => {
          const output = bundle[file.slice(1)]
          if (!output) return 0
          return output.type === 'chunk' ? output.code.length : String(output.source).length
        }
        return beforeEntryScript(
          html,
          preloadScript(signedInFiles, pages, sizeOf),
          'signed-in-preload',
        )
      },
    },
  }
}

/**
 * The inline script. Vite's loader finds the scripts preloaded and does not ask again; for a style
 * sheet it adds its own link, served from the cache, and waits for it to apply as always. Who may
 * open a page is checked as `mayOpen` does (route-access.ts), on the stored abilities: `manage`
 * is any action and `all` any subject.
 * The files are asked for largest first (by `sizeOf`): asking for a dozen takes the script some
 * milliseconds, in which a small file asked for first could already have come; asked for last,
 * no file waits behind it.
 */
export function preloadScript(
  signedInFiles: string[],
  pages: {
    path: string
    shows?: string
    access?: { action: string; subject: string }
    files: string[]
    namespaces?: string[]
  }[],
  sizeOf: (file: string) => number = () => 0,
): string {
  // Largest first; Array.prototype.sort is stable, so equal sizes keep their order.
  const files = [...new Set([...signedInFiles, ...pages.flatMap((page) => page.files)])].sort(
    (a, b) => sizeOf(b) - sizeOf(a),
  )
  const indexesOf = (some: string[]) => some.map((file) => files.indexOf(file))
  const withFiles = pages.filter((page) => page.files.length > 0 || page.namespaces)
  // In the table's order, as routeAt looks for the route of a path.
  const patterns = withFiles.flatMap((page) => (page.shows ? [[page.shows, page.path]] : []))
  const byPath = Object.fromEntries(
    withFiles.map((page) => [
      page.path,
      [
        page.access ? [page.access.action, page.access.subject] : null,
        indexesOf(page.files),
        page.namespaces ?? [],
      ],
    ]),
  )
  return `
      // A stored session: the code of every signed-in page, and of the page at this address, loads
      // now (vite/signed-in-preload.plugin.ts).
      try {
        var stored = localStorage.getItem(${JSON.stringify(USER_DATA_KEY)});
        if (stored !== null) {
          var early = function (href) {
            var link = document.createElement('link');
            var style = /\\.css$/.test(href);
            var words = /\\.json$/.test(href);
            link.rel = style || words ? 'preload' : 'modulepreload';
            link.as = style ? 'style' : words ? 'fetch' : 'script';
            // As i18next fetches the words (and index.html preloads the common ones).
            link.crossOrigin = words ? 'anonymous' : '';
            link.href = href;
            document.head.appendChild(link);
          };
          var files = ${JSON.stringify(files)};
          var pages = ${JSON.stringify(byPath)};
          // The page at this address, when the stored user may open it (the signed-in code loads
          // even when that cannot be read).
          var page = (function () {
            try {
              var path = (${routePath.toString()})(location.pathname);
              var found = pages[path];
              ${JSON.stringify(patterns)}.forEach(function (pattern) {
                if (!found && new RegExp(pattern[0]).test(path)) found = pages[pattern[1]];
              });
              var ability = JSON.parse(stored).ability || [];
              var may = function (access) {
                return !access || ability.some(function (rule) {
                  return (rule.action === 'manage' || rule.action === access[0]) &&
                    (rule.subject === 'all' || rule.subject === access[1]);
                });
              };
              return found && may(found[0]) ? found : null;
            } catch (error) {
              return null;
            }
          })();
          var wanted = ${JSON.stringify(indexesOf(signedInFiles))}.concat(page ? page[1] : []);
          wanted.sort(function (a, b) { return a - b; }).forEach(function (file) {
            early(files[file]);
          });
          if (page) {
            page[2].forEach(function (namespace) {
              early('/locales/' + (document.documentElement.lang || 'en') + '/' + namespace + '.json');
            });
          }
        }
      } catch (error) {}
    `
}
