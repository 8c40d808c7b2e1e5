import { describe, expect, it } from 'vitest'
import { seedSearchArr } from '@mocks/data/search'
import { notFoundRoute, routeAt, routeTable } from '@/app/routes/route-table'

/*
 * The UI kit in the page search: the server's search data (`GET /api/main-search/data`) and the
 * route table agree on the UI-kit pages the product has (tests/unit/app/page-search-routes.test.ts
 * checks every page).
 */
const builtFamilies = [
  '/ui-element',
  '/colors',
  '/icons',
  '/charts',
  '/cards',
  '/components',
  '/forms',
  '/extensions',
  '/page-layout',
]
const builtPages: string[] = []
const inBuiltFamily = (link: string) =>
  builtPages.includes(link) ||
  builtFamilies.some((family) => link === family || link.startsWith(`${family}/`))

describe('the UI kit in the page search', () => {
  const pages = seedSearchArr()[0].data

  it('offers no UI-kit link of a built family that opens no page', () => {
    const links = pages.map((page) => page.link).filter(inBuiltFamily)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(routeAt(link), link).not.toBe(notFoundRoute)
  })

  it('offers every UI-kit page of the menu', () => {
    const offered = new Set(pages.map((page) => page.link))
    const kit = routeTable.filter((route) => route.menu === 'uiKit')
    expect(kit.length).toBeGreaterThan(0)
    for (const route of kit) expect(offered, route.path).toContain(route.path)
  })
})
