import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryCache } from '@/services/app-query-cache'
import { prefetchUserView } from '@/services/users/users-query'
import { http } from '@/services/http'

// The user view's prefetch, without a server: which questions it puts to the query cache.
afterEach(() => {
  vi.restoreAllMocks()
  queryCache.clear()
})

/** Watches the GETs the prefetch sends; none is answered, none needs to be. */
function watchRequests() {
  return vi
    .spyOn(http, 'get')
    .mockImplementation(
      () =>
        ({ json: () => new Promise<never>(() => undefined) }) as unknown as ReturnType<
          typeof http.get
        >,
    )
}

const asked = (spy: ReturnType<typeof watchRequests>) =>
  spy.mock.calls.map(([path, options]) => {
    const search = (options as { searchParams?: Record<string, string> } | undefined)?.searchParams
    return search ? `${String(path)}?id=${search.id}` : String(path)
  })

describe('the user view route prefetch', () => {
  it('asks for the user the URL names at navigation', () => {
    const get = watchRequests()
    prefetchUserView({ id: '7' })
    expect(asked(get)).toEqual(['api/users/user?id=7'])
    expect(queryCache.snapshot(['users', 'user', 7]).fetching).toBe(true)
  })

  it('asks for what the security and notifications tabs show beside the user', () => {
    const get = watchRequests()
    prefetchUserView({ id: '7', tab: 'security' })
    prefetchUserView({ id: '8', tab: 'notifications' })
    expect(asked(get)).toEqual([
      'api/users/user?id=7',
      'apps/users/security?id=7',
      'api/users/user?id=8',
      'apps/users/notifications?id=8',
    ])
  })

  it('asks for every user when the URL names nobody: the first one opens', () => {
    const get = watchRequests()
    prefetchUserView({})
    expect(asked(get)).toEqual(['api/users/list/all-data'])
  })

  it('asks nothing for an id that is not one, and nothing again for a user already here', () => {
    const get = watchRequests()
    prefetchUserView({ id: 'abc' })
    prefetchUserView({ id: '0' })
    expect(get).not.toHaveBeenCalled()
    queryCache.set(['users', 'user', 7], { id: 7 })
    prefetchUserView({ id: '7', tab: 'billing' })
    expect(get).not.toHaveBeenCalled()
  })
})
