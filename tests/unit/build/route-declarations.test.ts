// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { routeTable } from '@/app/routes/route-table'
import {
  checkDeclaredModules,
  readRouteTable,
  routeSources,
  routeTableFile,
} from '../../../vite/route-declarations'
import { mayBeFirstPage } from '../../../vite/signed-in-preload.plugin'

const routes = routeSources(routeTable)
const route = (path: string) => routes.find((entry) => entry.path === path)

describe('the routes as the build reads them', () => {
  it('finds each route’s page, its prefetch and who may open it, as data', () => {
    expect(route('/')).toMatchObject({
      page: '@/features/home/home.page',
      prefetch: '@/services/analytics/card-prefetch',
      access: { action: 'read', subject: 'Analytics' },
    })
    expect(route('/apps/message/whatsapp')).toEqual({
      path: '/apps/message/whatsapp',
      page: '@/features/messaging/messaging.page',
      prefetch: '@/services/chat/chat-page-query',
      menu: 'apps',
    })
    expect(route('/apps/settings/notification')?.access).toEqual({
      action: 'manage',
      subject: 'all',
    })
    expect(route('/apps/user/view')).toMatchObject({
      pattern: '/apps/user/view/:id?/:tab?',
      namespaces: ['users'],
    })
    expect(route('/apps/email')?.namespaces).toEqual(['email', 'mail'])
  })

  it('reads the app’s own table, with its aliases, without loading a page', async () => {
    const read = await readRouteTable()
    expect(read.routes).toEqual(routes)
    expect(read.notFound.page).toBe('@/features/misc/error.page')
  })

  it('preloads from the HTML every page a signed-in user may land on first', () => {
    const first = routes.filter(mayBeFirstPage).map((entry) => entry.path)
    expect(first).toContain('/apps/kanban')
    expect(first).toContain('/misc/error')
    // The login is for visitors; the template's sign-in pages and the UI kit are not landed on.
    expect(first).not.toContain('/login')
    expect(first).not.toContain('/pages/login-basic')
    expect(first).not.toContain('/ui-element')
  })
})

describe('the check of the declared modules against the routes files', () => {
  const routesFile = '/repo/src/features/kanban/kanban.routes.ts'
  const graph = (dynamic: string[]) => ({
    getModuleInfo: (id: string) =>
      id === routeTableFile()
        ? {
            importedIds: [routesFile, '/repo/src/app/routes/route-path.ts'],
            dynamicallyImportedIds: [],
          }
        : id === routesFile
          ? { importedIds: [], dynamicallyImportedIds: dynamic }
          : null,
  })

  it('passes when the routes import lazily exactly what they declare', () => {
    expect(() =>
      checkDeclaredModules(graph(['/page.tsx', '/query.ts']), ['/query.ts', '/page.tsx']),
    ).not.toThrow()
  })

  it('fails the build on a module imported and not declared, or declared and not imported', () => {
    expect(() => checkDeclaredModules(graph(['/page.tsx', '/query.ts']), ['/page.tsx'])).toThrow(
      /import lazily \/query\.ts/,
    )
    expect(() => checkDeclaredModules(graph(['/page.tsx']), ['/page.tsx', '/other.ts'])).toThrow(
      /routes name \/other\.ts/,
    )
  })
})
