import { describe, expect, it } from 'vitest'
import { seedSearchArr } from '@mocks/search/search'
import { searchGroups, type SearchPage } from '@models/search/page-search'
import { notFoundRoute, routeAt, routeTable } from '@/app/routes/route-table'
import { allowedRoutes } from '@/app/routes/route-access'
import { createTestI18n } from '../../support/test-kit'
import { demoAdminSession } from '../../support/session-fixtures'

/*
 * The page search and the route table agree. The palette's Pages are the route table's (for the
 * user's abilities); the server's search data (`GET /api/main-search/data`, whose pages the
 * bookmark bar offers) must only link to pages that exist, and offer every page of the menu.
 */

/** SPEC.md section 2, "Page-search index routes". */
const specIndexRoutes = [
  '/dashboard/analytics',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/kanban',
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/edit',
  '/apps/invoice/add',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/product-detail',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/apps/user/view',
  '/apps/roles',
  '/apps/permissions',
  '/pages/login-basic',
  '/pages/login-cover',
  '/pages/register-basic',
  '/pages/register-cover',
  '/pages/forgot-password-basic',
  '/pages/forgot-password-cover',
  '/pages/reset-password-basic',
  '/pages/reset-password-cover',
  '/pages/verify-email-basic',
  '/pages/verify-email-cover',
  '/pages/two-steps-basic',
  '/pages/two-steps-cover',
  '/pages/account-settings',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/pages/blog/list',
  '/pages/blog/detail',
  '/pages/blog/edit',
  '/pages/license',
  '/pages/api-key',
  '/pages/modal-examples',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  '/access-control',
]

const serverPages = seedSearchArr()[0].data
const serverLinks = new Set(serverPages.map((page) => page.link))
const menuRoutes = routeTable.filter((route) => route.menu && route.searchable !== false)

describe('the server search data and the route table', () => {
  it('links only to real pages', () => {
    for (const link of serverLinks)
      expect(routeAt(link), `${link} opens no page`).not.toBe(notFoundRoute)
  })

  it('offers every page of the menu', () => {
    expect(menuRoutes.length).toBeGreaterThan(50)
    for (const route of menuRoutes) expect(serverLinks, route.path).toContain(route.path)
  })

  it('offers every page-search route of SPEC.md section 2', () => {
    for (const link of specIndexRoutes) expect(serverLinks, link).toContain(link)
  })

  it('keeps the three groups, each shown up to 4 results', () => {
    expect(seedSearchArr().map((group) => [group.groupTitle, group.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ])
  })
})

describe('the page search palette', () => {
  const i18n = createTestI18n()
  // The palette's pages, as src/app/search/search-palette.tsx builds them for an admin.
  const pages: SearchPage[] = allowedRoutes(demoAdminSession.ability)
    .filter((route) => route.searchable !== false)
    .map((route) => ({ link: route.path, title: i18n.t(route.titleKey), icon: route.icon }))
  const find = (query: string) =>
    searchGroups({ pages, files: [], contacts: [] }, query).pages.map((page) => page.link)

  it('finds every page of the menu by its title or its address, within the 4 it shows', () => {
    for (const route of menuRoutes) {
      const title = i18n.t(route.titleKey)
      const found = find(title).includes(route.path) || find(route.path).includes(route.path)
      expect(found, `${route.path} (${title})`).toBe(true)
    }
  })

  it('finds every SPEC.md page-search route', () => {
    for (const link of specIndexRoutes) {
      const route = routeAt(link)
      expect(find(route.path), link).toContain(route.path)
    }
  })
})
