// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { routeAt, routeTable } from '@/app/routes/route-table'
import { patternSource } from '../../../vite/signed-in-preload.plugin'

describe('the HTML’s preload of the page at the address', () => {
  it('finds a route with a pattern by the paths the router shows it for', () => {
    const shows = new RegExp(patternSource('/apps/user/view/:id?/:tab?'))
    for (const path of ['/apps/user/view', '/apps/user/view/7', '/apps/user/view/7/billing']) {
      expect(shows.test(path), path).toBe(true)
    }
    for (const path of ['/apps/user/viewer', '/apps/user/view/7/billing/more', '/apps/user']) {
      expect(shows.test(path), path).toBe(false)
    }
    expect(new RegExp(patternSource('/apps/item/:id')).test('/apps/item')).toBe(false)
  })

  it('agrees with the router on every patterned route of the table', () => {
    for (const route of routeTable.filter((entry) => entry.pattern)) {
      const shows = new RegExp(patternSource(route.pattern!))
      for (const path of [route.path, `${route.path}/1`, `${route.path}/1/x`, `${route.path}x`]) {
        expect(shows.test(path), path).toBe(routeAt(path) === route)
      }
    }
  })
})
