import { fileURLToPath } from 'node:url'
import type { CodeSplittingGroup } from 'rolldown'
import { routeImportsOf } from './route-declarations.ts'

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url))

const entry = source('main.tsx')
const loginPage = source('features/auth/login.page.tsx')
const authPages = source('features/auth/')

/** What every signed-in page loads beside its own code: the shell and the running session. */
const shellRoots = [
  source('app/layout/app-layout.tsx'),
  source('services/session/session-runtime.ts'),
]
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
 * ...and when the pages of this many areas use it (an area is a folder of `src/features`): the
 * list pattern, the fields and the dialogs, not what one area's pages share (the invoice form,
 * the shop's buttons) nor what two areas share (the chat views of the messaging and the chat
 * pages, the mail views of email and tickets), which every other page would download for nothing.
 */
const sharedModuleMinAreas = 3
const features = source('features/')

/** A page's area: its folder of `src/features`, or the page itself. */
const areaOf = (page: string) =>
  page.startsWith(features) ? page.slice(features.length).split('/')[0]! : page
const services = source('services/')

/** A prefetch module's area: its folder of `src/services` or `src/features`, or the module itself. */
const prefetchAreaOf = (prefetch: string) =>
  prefetch.startsWith(services) ? prefetch.slice(services.length).split('/')[0]! : areaOf(prefetch)

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

/** For each module that `pages` import, the areas whose pages import it. */
function areasImporting(graph: ModuleGraph, pages: readonly string[]) {
  const areasUsing = new Map<string, Set<string>>()
  for (const page of pages) {
    for (const id of staticClosure(graph, [page])) {
      const areas = areasUsing.get(id) ?? new Set<string>()
      areasUsing.set(id, areas.add(areaOf(page)))
    }
  }
  return areasUsing
}

/**
 * The small modules that the pages of three areas or more import, none of which imports a module
 * left out or in a chunk that only some pages load (`available` are those in one every page loads).
 */
function sharedByPages(
  graph: ModuleGraph,
  pages: readonly string[],
  placed: Set<string>,
  available: Set<string>,
) {
  const shared = new Set(
    [...areasImporting(graph, pages)]
      .filter(([, areas]) => areas.size >= sharedModuleMinAreas)
      .filter(([id]) => !placed.has(id) && !pages.includes(id))
      .filter(([id]) => (graph.getModuleInfo(id)?.code?.length ?? 0) <= sharedModuleMaxLength)
      .map(([id]) => id),
  )
  // Taking a module takes what it imports: drop those that would bring a module left out.
  for (let dropped = true; dropped;) {
    dropped = false
    for (const id of shared) {
      const imports = graph.getModuleInfo(id)?.importedIds ?? []
      if (imports.every((imported) => available.has(imported) || shared.has(imported))) continue
      shared.delete(id)
      dropped = true
    }
  }
  return shared
}

/** PrimeReact's own modules: its components, and the base they are built on. */
const primeReact = '/node_modules/primereact/'
/**
 * A PrimeReact module is part of its base when the pages of at least this share of the areas that
 * use PrimeReact import it: the component base, its utilities, the ripple, the portal, the
 * overlay service. Not a component that some of them show (the table, the date picker).
 */
const primeBaseMinShare = 0.75

/**
 * PrimeReact's base, in one chunk: automatic splitting made some six of a few KB each, which a
 * page with a table or a date picker loaded one after another on HTTP/1.1's six connections.
 */
function primeBase(graph: ModuleGraph, pages: readonly string[], placed: Set<string>) {
  const prime = [...areasImporting(graph, pages)].filter(([id]) => id.includes(primeReact))
  const primeAreas = new Set(prime.flatMap(([, areas]) => [...areas]))
  return prime
    .filter(([id, areas]) => !placed.has(id) && areas.size >= primeBaseMinShare * primeAreas.size)
    .map(([id]) => id)
}

const chunkNames = ['boot', 'login', 'data', 'signed-in', 'prime'] as const
type ChunkName = (typeof chunkNames)[number]
/** One of ours, or the data of one area: `data-users` (a chunk of the `data` group). */
type ChunkOfModule = ChunkName | `data-${string}`

/** The chunks that every signed-in page loads, whatever the page. */
export const signedInChunkNames: readonly string[] = ['data', 'signed-in'] satisfies ChunkName[]

/** Which of our chunks each module goes to; a module not in the map is split automatically. */
function chunkOfModules(graph: ModuleGraph): Map<string, ChunkOfModule> {
  // The pages and the routes' prefetch modules: what the areas' routes files import lazily.
  const routeImports = routeImportsOf(graph)
  const pages = routeImports.filter((id) => id.endsWith('.page.tsx'))
  const prefetches = routeImports.filter((id) => !id.endsWith('.page.tsx'))
  const login = staticClosure(graph, [loginPage])
  // The template's sign-in pages are for visitors, like the login page: what they share with it
  // stays in the login chunk, not in the boot chunk that every signed-in visit loads, and what
  // they share with each other (the register and reset forms) stays out of the signed-in chunk,
  // which would otherwise import the login chunk for them.
  const memberPages = pages.filter((id) => !id.startsWith(authPages))
  const signedInPages = staticClosure(graph, [...shellRoots, ...memberPages])

  const chunks = new Map<string, ChunkOfModule>()
  const put = (modules: Iterable<string>, chunk: ChunkOfModule) => {
    for (const id of modules) if (!chunks.has(id)) chunks.set(id, chunk)
  }
  put(staticClosure(graph, [entry]), 'boot')
  // What the login page shares with signed-in pages loads at boot: the login page loads it anyway.
  put(
    [...login].filter((id) => signedInPages.has(id)),
    'boot',
  )
  put(login, 'login')
  // The data every signed-in page loads: the shell's, and what the prefetches of two areas or
  // more share (the HTTP client, the query cache, the list's query). What one area's prefetches
  // alone need (its API, its models and their schemas) is that area's own data chunk, which its
  // pages load with their code and the HTML preloads on their first visit (signed-in-preload).
  const shell = staticClosure(graph, shellRoots)
  const prefetchAreas = new Map<string, Set<string>>()
  for (const prefetch of prefetches) {
    for (const id of staticClosure(graph, [prefetch])) {
      const areas = prefetchAreas.get(id) ?? new Set<string>()
      prefetchAreas.set(id, areas.add(prefetchAreaOf(prefetch)))
    }
  }
  put(staticClosure(graph, [shellData, lostSignOut]), 'data')
  put(
    [...prefetchAreas].filter(([id, areas]) => areas.size >= 2 || shell.has(id)).map(([id]) => id),
    'data',
  )
  for (const [id, areas] of prefetchAreas) put([id], `data-${[...areas][0]!}`)
  put(shell, 'signed-in')
  const everyPage = new Set(
    [...chunks].filter(([, chunk]) => !chunk.startsWith('data-')).map(([id]) => id),
  )
  put(sharedByPages(graph, memberPages, new Set(chunks.keys()), everyPage), 'signed-in')
  put(primeBase(graph, memberPages, new Set(chunks.keys())), 'prime')
  return chunks
}

/**
 * Four chunks for the code that every first visit needs, and one for PrimeReact's base, where
 * automatic splitting made some 35 of a few KB each. They queued on HTTP/1.1's six connections: a
 * signed-in first visit waited 250 ms longer for them than for their bytes.
 *  - `boot`: the entry's code, and what the login page shares with signed-in pages;
 *  - `login`: the rest of the login page, where every visitor starts;
 *  - `data`: what starts a page's first requests (the HTTP client, the query cache, what the
 *    routes' prefetch modules of several areas share): no style sheet, so that Vite's loader runs
 *    it without waiting for one; each area's own prefetch modules, API and models are a chunk of
 *    their own beside it (`data-users`), which only that area's pages load;
 *  - `signed-in`: the shell (menu, navbar, page search, bookmarks), the session's machine and the
 *    small pieces the pages of several areas share;
 *  - `prime`: PrimeReact's base, which only the pages that show a PrimeReact component load.
 * The login page loads none of the last three: its weight is unchanged. Each group is one chunk
 * with one style sheet, and every module is in one group only (the first above that takes it): a
 * module shared by two of them and left to automatic splitting would be merged into one of them
 * by Rolldown, and the login page could end up loading the shell.
 */
export function firstVisitChunks(): CodeSplittingGroup[] {
  // The graph is the same for every module of one build: the map is made once per build.
  let made: { graph: ModuleGraph; chunks: Map<string, ChunkOfModule> } | undefined
  const chunkOf = (id: string, graph: ModuleGraph) => {
    if (made?.graph !== graph) made = { graph, chunks: chunkOfModules(graph) }
    return made.chunks.get(id)
  }
  return chunkNames.map((name) => ({
    debugName: name,
    // Rolldown asks once for every module; `null` leaves it to automatic splitting.
    // The `data` group's chunks are `data` and one per area (`data-users`).
    name: (id, graph) => {
      const chunk = chunkOf(id, graph)
      return chunk === name || (name === 'data' && chunk?.startsWith('data-')) ? chunk! : null
    },
  }))
}
