import { describe, expect, it } from 'vitest'
import { menuGroups, notFoundRoute, routeAt, routeTable } from '@/app/routes/route-table'
import { allowedRoutes, mayOpen } from '@/app/routes/route-access'

const admin = [{ action: 'manage', subject: 'all' }]
const client = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]

describe('route table', () => {
  it('has one entry per path', () => {
    const paths = routeTable.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('has the misc pages and access control of the spec', () => {
    const paths = routeTable.map((route) => route.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/misc/coming-soon',
        '/misc/not-authorized',
        '/misc/maintenance',
        '/misc/error',
        '/access-control',
      ]),
    )
  })

  it('keeps Notification, Getting Started and Roles & Permissions for admins', () => {
    const adminOnly = [
      '/apps/settings/notification',
      '/apps/dashboard/getting-started',
      '/apps/settings/role-permissions',
    ]
    const clientPaths = allowedRoutes(client).map((route) => route.path)
    const adminPaths = allowedRoutes(admin).map((route) => route.path)
    for (const path of adminOnly) {
      expect(adminPaths).toContain(path)
      expect(clientPaths).not.toContain(path)
    }
  })

  it('offers the roles and permissions pages to admins only, in the apps menu and the search', () => {
    const clientPaths = allowedRoutes(client).map((route) => route.path)
    for (const path of ['/apps/roles', '/apps/permissions']) {
      const route = routeAt(path)
      expect(route.path).toBe(path)
      expect(route.menu).toBe('apps')
      expect(route.searchable).not.toBe(false)
      expect(mayOpen(route, admin)).toBe(true)
      expect(clientPaths).not.toContain(path)
    }
    // Their words load with their code; the roles page shows the users table too.
    expect(routeAt('/apps/roles').namespaces).toEqual(['users', 'roles', 'table'])
    expect(routeAt('/apps/permissions').namespaces).toEqual(['roles', 'table'])
  })

  it('offers the UI kit to every signed-in role, in its menu group and the search, with its words', () => {
    const kit = [
      '/ui-element',
      '/ui-element/typography',
      '/ui-element/avatars',
      '/ui-element/buttons',
      '/ui-element/badges',
      '/ui-element/list-groups',
      '/colors',
      '/icons',
      '/extensions',
      '/extensions/autocomplete',
      '/charts',
    ]
    const clientPaths = allowedRoutes(client).map((route) => route.path)
    for (const path of kit) {
      const route = routeAt(path)
      expect(route.path).toBe(path)
      expect(route.menu).toBe('uiKit')
      expect(route.searchable).not.toBe(false)
      expect(route.namespaces).toEqual(['uikit'])
      expect(clientPaths).toContain(path)
    }
    expect(menuGroups).toContain('uiKit')
  })

  it('lets anyone, signed in or not, see the misc pages', () => {
    const visitor = [{ action: 'read', subject: 'Auth' }]
    expect(mayOpen(notFoundRoute, visitor)).toBe(true)
    const misc = routeTable.filter((route) => route.path.startsWith('/misc/'))
    expect(misc.every((route) => mayOpen(route, visitor))).toBe(true)
  })

  it('puts every menu entry in a known group', () => {
    for (const route of routeTable) {
      if (route.menu) expect(menuGroups).toContain(route.menu)
    }
  })

  // Importing every page (FullCalendar, chart.js, the chat database) takes a while on a busy machine.
  it('loads every page as a lazy module with a default export', { timeout: 60_000 }, async () => {
    for (const route of [...routeTable, notFoundRoute]) {
      const module = await route.load()
      expect(typeof module.default, route.path).toBe('function')
    }
  })

  it('finds the route of a path as the router does', () => {
    expect(routeAt('/apps/kanban').path).toBe('/apps/kanban')
    expect(routeAt('/Apps/Kanban/').path).toBe('/apps/kanban')
    expect(routeAt('/')).toBe(routeTable[0])
    expect(routeAt('/no/such/page')).toBe(notFoundRoute)
  })
})
