// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { firstVisitChunks } from '../../../vite/first-visit-chunks'
import { routeTableFile } from '../../../vite/route-declarations'

const src = (path: string) => fileURLToPath(new URL(`../../../src/${path}`, import.meta.url))
const lib = (name: string) => `/repo/node_modules/${name}/index.js`

const main = src('main.tsx')
const routeTable = routeTableFile()
/** The areas' routes files, which the route table collects: they import the pages lazily. */
const authRoutes = src('features/auth/auth.routes.ts')
const kanbanRoutes = src('features/kanban/kanban.routes.ts')
const otherRoutes = src('features/tickets/tickets.routes.ts')
const loginPage = src('features/auth/login.page.tsx')
const appLayout = src('app/layout/app-layout.tsx')
const sessionRuntime = src('services/session/session-runtime.ts')
const bookmarks = src('services/bookmarks-store.ts')
const lostSignOut = src('services/session/pending-revocation.ts')
const kanbanPage = src('features/kanban/kanban.page.tsx')
const ticketsPage = src('features/tickets/tickets.page.tsx')
const calendarPage = src('features/calendar/calendar.page.tsx')
const kanbanQuery = src('services/kanban/kanban-query.ts')
const kanbanModel = src('services/kanban/kanban-api.ts')
const calendarQuery = src('services/calendar/calendar-query.ts')
const listParams = src('services/list/list-params.ts')
const textField = src('components/text-field.tsx')
const http = src('services/http.ts')
const useCan = src('services/use-can.ts')
const virtualList = lib('react-virtuoso')
const chatAvatar = src('components/chat/chat-avatar.tsx')
const kanbanOnly = src('features/kanban/board.tsx')
const registerBasic = src('features/auth/register-basic.page.tsx')
const registerCover = src('features/auth/register-cover.page.tsx')
const registerScreen = src('features/auth/register-screen.tsx')
/** Shared by the pages of two areas only (tickets and calendar). */
const twoAreaPiece = src('components/mail/mail-row.tsx')
/** Shared by the pages of three areas, but needs the kanban's own data. */
const kanbanDataUser = src('components/board-card.tsx')
const colorsPage = src('features/ui-kit/colors.page.tsx')
const iconsPage = src('features/ui-kit/icons.page.tsx')
const kitCard = src('features/ui-kit/kit-index.tsx')
/** PrimeReact's component base, which the pages of every area but one that use PrimeReact import. */
const primeBase = lib('primereact/componentbase')
/** A PrimeReact component that the pages of two areas of the four show. */
const primeTable = lib('primereact/datatable')

/** A module graph as Rolldown shows it to the groups: static and dynamic imports, and the code. */
function graphOf(
  modules: Record<string, { imports?: string[]; dynamic?: string[]; size?: number }>,
) {
  return {
    getModuleInfo: (id: string) => {
      const module = modules[id]
      if (!module) return null
      return {
        code: 'x'.repeat(module.size ?? 100),
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.dynamic ?? [],
      }
    },
  }
}

const graph = graphOf({
  [main]: { imports: [routeTable, lib('react')] },
  [lib('react')]: {},
  [routeTable]: { imports: [authRoutes, kanbanRoutes, otherRoutes] },
  [authRoutes]: { dynamic: [loginPage, registerBasic, registerCover] },
  [kanbanRoutes]: { dynamic: [kanbanPage, kanbanQuery] },
  [otherRoutes]: { dynamic: [ticketsPage, calendarPage, calendarQuery, colorsPage, iconsPage] },
  [loginPage]: { imports: [textField] },
  [textField]: {},
  // The template's two register pages share their form, which uses the login page's field.
  [registerBasic]: { imports: [registerScreen] },
  [registerCover]: { imports: [registerScreen] },
  [registerScreen]: { imports: [textField] },
  [appLayout]: { imports: [bookmarks] },
  [bookmarks]: { imports: [http] },
  [http]: {},
  [sessionRuntime]: {},
  [lostSignOut]: { imports: [http] },
  [kanbanQuery]: { imports: [http, kanbanModel, listParams] },
  [kanbanModel]: {},
  [calendarQuery]: { imports: [http, listParams] },
  [listParams]: {},
  [kanbanPage]: {
    imports: [kanbanQuery, textField, useCan, kanbanOnly, kanbanDataUser, primeBase],
  },
  [kanbanOnly]: {},
  [ticketsPage]: {
    imports: [useCan, virtualList, chatAvatar, twoAreaPiece, kanbanDataUser, primeTable],
  },
  [calendarPage]: {
    imports: [useCan, textField, chatAvatar, twoAreaPiece, kanbanDataUser, primeTable],
  },
  [twoAreaPiece]: {},
  [kanbanDataUser]: { imports: [kanbanModel] },
  [useCan]: {},
  // The UI kit's pages share the gallery's pieces, and the product's own small modules.
  [colorsPage]: { imports: [kitCard, useCan, primeBase] },
  [iconsPage]: { imports: [kitCard] },
  [kitCard]: {},
  [virtualList]: { size: 85_000 },
  [primeBase]: { size: 25_000 },
  [primeTable]: { imports: [primeBase], size: 316_000 },
  // Small, but it needs the big shared library on one page of two: it must not bring it along.
  [chatAvatar]: { imports: [virtualList] },
})

/** The chunk each module is put in, as Rolldown would ask the groups in order. */
function chunkOf(id: string): string | null {
  for (const group of firstVisitChunks()) {
    const name = typeof group.name === 'function' ? group.name(id, graph as never) : group.name
    if (name) return name
  }
  return null
}

describe('the chunks of a first visit', () => {
  it('puts the entry and what the login page shares with signed-in pages in the boot chunk', () => {
    expect(chunkOf(main)).toBe('boot')
    expect(chunkOf(lib('react'))).toBe('boot')
    expect(chunkOf(textField)).toBe('boot')
    expect(chunkOf(loginPage)).toBe('login')
  })

  it('keeps what starts the first requests apart from the shell, in the data chunk', () => {
    expect(chunkOf(bookmarks)).toBe('data')
    expect(chunkOf(http)).toBe('data')
    expect(chunkOf(lostSignOut)).toBe('data')
    // What the prefetches of two areas share.
    expect(chunkOf(listParams)).toBe('data')
  })

  it('puts what one area’s prefetch alone needs in that area’s data chunk', () => {
    expect(chunkOf(kanbanQuery)).toBe('data-kanban')
    expect(chunkOf(kanbanModel)).toBe('data-kanban')
    expect(chunkOf(calendarQuery)).toBe('data-calendar')
  })

  it('puts the shell, the session machine and the small pieces pages share in signed-in', () => {
    expect(chunkOf(appLayout)).toBe('signed-in')
    expect(chunkOf(sessionRuntime)).toBe('signed-in')
    expect(chunkOf(useCan)).toBe('signed-in')
  })

  it('leaves pages, one page’s own code and big shared libraries to automatic splitting', () => {
    expect(chunkOf(kanbanPage)).toBeNull()
    expect(chunkOf(kanbanOnly)).toBeNull()
    expect(chunkOf(virtualList)).toBeNull()
    expect(chunkOf(chatAvatar)).toBeNull()
  })

  it('keeps what only two areas share, or what needs one area’s data, out of signed-in', () => {
    expect(chunkOf(twoAreaPiece)).toBeNull()
    expect(chunkOf(kanbanDataUser)).toBeNull()
  })

  it('keeps the UI kit’s own pieces out of the signed-in chunk, and so out of other first visits', () => {
    expect(chunkOf(kitCard)).toBeNull()
    expect(chunkOf(colorsPage)).toBeNull()
    expect(chunkOf(useCan)).toBe('signed-in')
  })

  it('puts PrimeReact’s base in a chunk of its own, not the components only some areas show', () => {
    // The pages of the four areas that use PrimeReact import its base, two of them through the table.
    expect(chunkOf(primeBase)).toBe('prime')
    expect(chunkOf(primeTable)).toBeNull()
  })

  it('keeps what only the visitors’ pages share out of the signed-in chunk', () => {
    expect(chunkOf(registerScreen)).toBeNull()
  })
})
