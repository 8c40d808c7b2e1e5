import { fileURLToPath } from 'node:url'
import type { CodeSplittingGroup } from 'rolldown'

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))

const entry = source('main.tsx')
const loginPage = source('features/auth/login.page.tsx')
const authPages = source('features/auth/')

/** What every signed-in page loads beside its own code: the shell and the running session. */
const shellRoots = [
  source('app/layout/app-layout.tsx'),
  source('services/session/session-runtime.ts'),
]
/** Its dynamic imports are the pages and the routes' prefetch modules (route-table.ts). */
const routeTable = source('app/routes/route-table.ts')
/** The data the shell asks for with every signed-in page's own. */
const shellData = source('services/bookmarks-store.ts')
/** What tells the server about a sign-out an earlier page lost (revocation-boot.ts). */
const lostSignOut = source('services/session/pending-revocation.ts')
/**
 * A module that several pages share goes to the `signed-in` chunk when its source is at most this
 * long: the small pieces (fields, hooks, the XState bindings), not a library that two pages use
 * (the virtual list, the chat's database), which the other pages would download for nothing.
 */
const sharedModuleMaxLength = 16_000
/**
 * The UI kit's own pieces (its cards, its copy button, its styles) are shared by its pages only:
 * they never go to the `signed-in` chunk, so the gallery never reaches another page's first visit.
 */
const galleryCode = source('features/ui-kit/')

interface ModuleGraph {
  getModuleInfo(id: string): {
    code: string | null
    importedIds: readonly string[]
    dynamicallyImportedIds: readonly string[]
  } | null
}

/** Every module `roots` import statically, the roots included. */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>()
  const pending = [...roots]
  while (pending.length > 0) {
    const id = pending.pop()!
    if (found.has(id)) continue
    found.add(id)
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []))
  }
  return found
}

/** The small modules that two pages or more import, none of which imports a module left out. */
function sharedByPages(graph: ModuleGraph, pages: readonly string[], placed: Set<string>) {
  const pagesUsing = new Map<string, number>()
  for (const page of pages) {
    for (const id of staticClosure(graph, [page])) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1)
  }
  const shared = new Set(
    [...pagesUsing]
      .filter(([id, count]) => count >= 2 && !placed.has(id) && !pages.includes(id))
      .filter(([id]) => !id.startsWith(galleryCode))
      .filter(([id]) => (graph.getModuleInfo(id)?.code?.length ?? 0) <= sharedModuleMaxLength)
      .map(([id]) => id),
  )
  // Taking a module takes what it imports: drop those that would bring a module left out.
  for (let dropped = true; dropped;) {
    dropped = false
    for (const id of shared) {
      const imports = graph.getModuleInfo(id)?.importedIds ?? []
      if (imports.every((imported) => placed.has(imported) || shared.has(imported))) continue
      shared.delete(id)
      dropped = true
    }
  }
  return shared
}

const chunkNames = ['boot', 'login', 'data', 'signed-in'] as const
type ChunkName = (typeof chunkNames)[number]

/** The chunks that every signed-in page loads, whatever the page. */
export const signedInChunkNames: readonly string[] = ['data', 'signed-in'] satisfies ChunkName[]

/** Which of our chunks each module goes to; a module not in the map is split automatically. */
function chunkOfModules(graph: ModuleGraph): Map<string, ChunkName> {
  const routeImports = graph.getModuleInfo(routeTable)?.dynamicallyImportedIds ?? []
  const pages = routeImports.filter((id) => id.endsWith('.page.tsx'))
  const prefetches = routeImports.filter((id) => !id.endsWith('.page.tsx'))
  const login = staticClosure(graph, [loginPage])
  // The template's sign-in pages are for visitors, like the login page: what they share with it
  // stays in the login chunk, not in the boot chunk that every signed-in visit loads, and what
  // they share with each other (the register and reset forms) stays out of the signed-in chunk,
  // which would otherwise import the login chunk for them.
  const memberPages = pages.filter((id) => !id.startsWith(authPages))
  const signedInPages = staticClosure(graph, [...shellRoots, ...memberPages])

  const chunks = new Map<string, ChunkName>()
  const put = (modules: Iterable<string>, chunk: ChunkName) => {
    for (const id of modules) if (!chunks.has(id)) chunks.set(id, chunk)
  }
  put(staticClosure(graph, [entry]), 'boot')
  // What the login page shares with signed-in pages loads at boot: the login page loads it anyway.
  put(
    [...login].filter((id) => signedInPages.has(id)),
    'boot',
  )
  put(login, 'login')
  put(staticClosure(graph, [...prefetches, shellData, lostSignOut]), 'data')
  put(staticClosure(graph, shellRoots), 'signed-in')
  put(sharedByPages(graph, memberPages, new Set(chunks.keys())), 'signed-in')
  return chunks
}

/**
 * Four chunks for the code that every first visit needs, where automatic splitting made some 35
 * of a few KB each. They queued on HTTP/1.1's six connections: a signed-in first visit waited
 * 250 ms longer for them than for their bytes.
 *  - `boot`: the entry's code, and what the login page shares with signed-in pages;
 *  - `login`: the rest of the login page, where every visitor starts;
 *  - `data`: what starts a page's first requests (the routes' prefetch modules, the HTTP client,
 *    the query cache): no style sheet, so that Vite's loader runs it without waiting for one;
 *  - `signed-in`: the shell (menu, navbar, page search, bookmarks), the session's machine and the
 *    small pieces the pages share.
 * The login page loads neither of the last two: its weight is unchanged. Each group is one chunk
 * with one style sheet, and every module is in one group only (the first above that takes it): a
 * module shared by two of them and left to automatic splitting would be merged into one of them
 * by Rolldown, and the login page could end up loading the shell.
 */
export function firstVisitChunks(): CodeSplittingGroup[] {
  // The graph is the same for every module of one build: the map is made once per build.
  let made: { graph: ModuleGraph; chunks: Map<string, ChunkName> } | undefined
  const chunkOf = (id: string, graph: ModuleGraph) => {
    if (made?.graph !== graph) made = { graph, chunks: chunkOfModules(graph) }
    return made.chunks.get(id)
  }
  return chunkNames.map((name) => ({
    debugName: name,
    // Rolldown asks once for every module; `null` leaves it to automatic splitting.
    name: (id, graph) => (chunkOf(id, graph) === name ? name : null),
  }))
}
