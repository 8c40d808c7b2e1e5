// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { routeTable } from '@/app/routes/route-table'
import { readRouteTable, routeTableSource } from '../../../vite/route-table-source'

describe('reading the route table for the build', () => {
  const routes = readRouteTable()
  const route = (path: string) => routes.find((entry) => entry.path === path)

  it('finds each route’s page, its prefetch and who may open it', () => {
    expect(route('/')).toEqual({
      path: '/',
      page: '@/features/home/home.page',
      prefetch: '@/features/analytics/card-prefetch',
      access: { action: 'read', subject: 'Analytics' },
    })
    expect(route('/dashboard/analytics')).toEqual({
      path: '/dashboard/analytics',
      page: '@/features/analytics/analytics.page',
      prefetch: '@/features/analytics/card-prefetch',
      access: { action: 'read', subject: 'Analytics' },
    })
    expect(route('/apps/message/whatsapp')).toEqual({
      path: '/apps/message/whatsapp',
      page: '@/features/messaging/messaging.page',
      prefetch: '@/services/chat/chat-page-query',
    })
    expect(route('/apps/settings/notification')?.access).toEqual({
      action: 'manage',
      subject: 'all',
    })
    expect(route('/apps/chat')).toEqual({
      path: '/apps/chat',
      page: '@/features/chat-demo/chat-demo.page',
    })
  })

  it('finds the pattern of a route that shows more than its path', () => {
    expect(route('/apps/user/view')).toMatchObject({
      pattern: '/apps/user/view/:id?/:tab?',
      page: '@/features/users/user-view.page',
    })
    expect(route('/apps/user/list')).not.toHaveProperty('pattern')
  })

  it('finds the translation namespaces a page loads with its code, as the router does', () => {
    for (const entry of routeTable) {
      const read = route(entry.path)
      if (read) expect(read.namespaces, entry.path).toEqual(entry.namespaces)
    }
    expect(route('/apps/tickets')?.namespaces).toEqual(['mail'])
    expect(route('/apps/email')?.namespaces).toEqual(['email', 'mail'])
    expect(route('/apps/message/whatsapp')).not.toHaveProperty('namespaces')
  })

  it('leaves out the guest-only login and the template’s authentication pages', () => {
    expect(route('/login')).toBeUndefined()
    expect(route('/pages/login-basic')).toBeUndefined()
    expect(route('/misc/error')).toBeDefined()
  })

  it('fails on a table it cannot read, rather than preloading nothing', () => {
    expect(() => routeTableSource('export const routes = []')).toThrow(/routeTable/)
    expect(() =>
      routeTableSource(
        "export const routeTable = [{ path: '/x', access: rule(), load: () => import('./x') }]",
      ),
    ).toThrow(/access rule of \/x/)
    expect(() =>
      routeTableSource(
        "export const routeTable = [{ path: '/y', namespaces: words, load: () => import('./y') }]",
      ),
    ).toThrow(/namespaces of \/y/)
  })
})
