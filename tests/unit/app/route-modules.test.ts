import { afterEach, describe, expect, it, vi } from 'vitest'
import { notFoundRoute, routeTable } from '@/app/routes/route-table'

// Every page and prefetch module is replaced by a stand-in that says which module it is: a route
// is checked to load what it declares (`page`, `prefetchModule`) without loading any page.
const called: string[] = []

/**
 * A module whose default export is `specifier` and every other export a function recording it
 * (not thenable: it is awaited).
 */
function moduleNamed(specifier: string) {
  return new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'default'
          ? specifier
          : name === 'then' || typeof name === 'symbol'
            ? undefined
            : () => {
                called.push(specifier)
                return Promise.resolve()
              },
      has: (_target, name) => name !== 'then',
    },
  )
}

const routes = [...routeTable, notFoundRoute]
for (const specifier of new Set(routes.flatMap((route) => [route.page, route.prefetchModule]))) {
  if (!specifier) continue
  vi.doMock(specifier, () => moduleNamed(specifier))
}

afterEach(() => {
  called.length = 0
})

describe('the modules each route declares for the build', () => {
  it('are the page its `load` imports', async () => {
    for (const route of routes) {
      const module = (await route.load()) as unknown as { default: string }
      expect(module.default, route.path).toBe(route.page)
    }
  })

  it('are the module its `prefetch` imports, and a route that prefetches declares it', async () => {
    for (const route of routes) {
      called.length = 0
      await route.prefetch?.('', {})
      expect(called, route.path).toEqual(route.prefetchModule ? [route.prefetchModule] : [])
      expect(Boolean(route.prefetch), route.path).toBe(Boolean(route.prefetchModule))
    }
  })
})
