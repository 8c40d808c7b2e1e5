import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadRoute, visitor } from '@/app/routes/route-preload'
import { routeAt, type RouteEntry } from '@/app/routes/route-table'
import { loadBookmarks } from '@/services/bookmarks-store'

// The navbar's bookmarks, which every page of the shell asks for: watched, never fetched here.
vi.mock('@/services/bookmarks-store', () => ({ loadBookmarks: vi.fn(() => Promise.resolve()) }))

const admin = { signedIn: true, ability: [{ action: 'manage', subject: 'all' }] }
const client = {
  signedIn: true,
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}

/** Watches what preloading a route starts, without loading anything. */
function watch(path: string) {
  const route = routeAt(path) as RouteEntry & { prefetch: () => Promise<unknown> }
  const load = vi.spyOn(route, 'load').mockResolvedValue({ default: () => null })
  const prefetch = vi.spyOn(route, 'prefetch').mockResolvedValue(undefined)
  return { load, prefetch }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('preloading a route', () => {
  it("starts a page's code and its data together for a user who may open it", () => {
    const kanban = watch('/apps/kanban')
    preloadRoute('/apps/kanban', client)
    expect(kanban.load).toHaveBeenCalledTimes(1)
    expect(kanban.prefetch).toHaveBeenCalledTimes(1)
  })

  it("gives the route's prefetch the query of the address (the chat open in it)", () => {
    const whatsapp = watch('/apps/message/whatsapp')
    preloadRoute('/apps/message/whatsapp', client, '?contact=19')
    expect(whatsapp.prefetch).toHaveBeenCalledWith('?contact=19', {})
  })

  it('asks for nothing the user may not see', () => {
    const kanban = watch('/apps/kanban')
    preloadRoute('/apps/kanban', visitor)
    const settings = watch('/apps/settings/notification')
    preloadRoute('/apps/settings/notification', client)
    for (const spy of [kanban.load, kanban.prefetch, settings.load, settings.prefetch]) {
      expect(spy).not.toHaveBeenCalled()
    }
  })

  it("gives the prefetch the URL's search and the named segments of its path", () => {
    const view = watch('/apps/user/view')
    preloadRoute('/apps/user/view/7/billing', admin, '?from=list')
    expect(view.prefetch).toHaveBeenCalledWith('?from=list', { id: '7', tab: 'billing' })
    preloadRoute('/apps/user/view', admin)
    expect(view.prefetch).toHaveBeenLastCalledWith('', {})
    const list = watch('/apps/user/list')
    preloadRoute('/apps/user/list', admin, '?role=editor')
    expect(list.prefetch).toHaveBeenCalledWith('?role=editor', {})
  })

  it('matches the path as the router does: any letter case, with or without a trailing slash', () => {
    const home = watch('/')
    preloadRoute('/', admin)
    const tickets = watch('/apps/tickets')
    preloadRoute('/Apps/Tickets/', admin)
    expect(home.prefetch).toHaveBeenCalledTimes(1)
    expect(tickets.prefetch).toHaveBeenCalledTimes(1)
  })

  it('resolves when the page code is here, and when it could not load, so the first render goes on', async () => {
    const login = routeAt('/login')
    let arrive = (_module: { default: () => null }) => {}
    vi.spyOn(login, 'load').mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    let here = false
    const code = preloadRoute('/login', visitor).code.then(() => (here = true))
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)
    arrive({ default: () => null })
    await code
    expect(here).toBe(true)

    vi.spyOn(login, 'load').mockRejectedValue(new Error('The chunk is gone'))
    await expect(preloadRoute('/login', visitor).code).resolves.toBeUndefined()
  })

  it("waits at boot for the page's own words too, so that its first render does not suspend", async () => {
    // Before i18next has started, as at boot: the page of the user list needs two namespaces.
    expect(i18next.isInitialized).toBeFalsy()
    watch('/apps/user/list')
    let words = (_: unknown) => {}
    const loadNamespaces = vi
      .spyOn(i18next, 'loadNamespaces')
      .mockReturnValue(new Promise((resolve) => (words = resolve)) as never)
    let here = false
    const code = preloadRoute('/apps/user/list', admin).code.then(() => (here = true))

    // Fetched at once by the browser, as index.html does the common words.
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
    expect(preloaded.map((link) => new URL(link.href).pathname)).toEqual(
      expect.arrayContaining(['/locales/en/users.json', '/locales/en/table.json']),
    )
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)

    i18next.emit('initialized')
    expect(loadNamespaces).toHaveBeenCalledWith(['users', 'table'])
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)
    words(undefined)
    await code
    expect(here).toBe(true)
  })

  it("settles its data once the answers the route's prefetch asked for are in, or could not be had", async () => {
    const { queryCache } = await import('@/services/app-query-cache')
    const list = watch('/apps/user/list')
    let answer = (_: string) => {}
    list.prefetch.mockImplementation(() => {
      queryCache.prefetch({
        key: ['route-preload-test'],
        load: () => new Promise<string>((resolve) => (answer = resolve)),
      })
      return Promise.resolve()
    })
    let here = false
    const { data } = preloadRoute('/apps/user/list', admin)
    const settled = data.then(() => (here = true))
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)
    answer('ten users')
    await settled
    expect(queryCache.peek(['route-preload-test'])).toBe('ten users')

    list.prefetch.mockRejectedValue(new Error('The chunk is gone'))
    await expect(preloadRoute('/apps/user/list', admin).data).resolves.toBeUndefined()
  })

  it('settles its data only once what else the prefetch handed back is here too (a read from this device)', async () => {
    const messaging = watch('/apps/message/whatsapp')
    let read = () => {}
    const local = new Promise<void>((resolve) => (read = resolve))
    messaging.prefetch.mockResolvedValue({ alsoNeeded: local })
    let here = false
    const settled = preloadRoute('/apps/message/whatsapp', admin, '?contact=7').data.then(
      () => (here = true),
    )
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)
    read()
    await settled

    // A read that fails is the page's to meet: the first render goes on.
    messaging.prefetch.mockResolvedValue({ alsoNeeded: Promise.reject(new Error('disk full')) })
    await expect(preloadRoute('/apps/message/whatsapp', admin).data).resolves.toBeUndefined()
  })

  it("asks for the navbar's bookmarks right after the page's own data, never before them", async () => {
    vi.mocked(loadBookmarks).mockClear()
    const users = watch('/apps/user/list')
    let asked = () => {}
    users.prefetch.mockReturnValue(new Promise<void>((resolve) => (asked = resolve)))
    preloadRoute('/apps/user/list', admin)
    await new Promise((wait) => setTimeout(wait, 10))
    expect(loadBookmarks).not.toHaveBeenCalled()
    asked()
    await vi.waitFor(() => expect(loadBookmarks).toHaveBeenCalled())
  })

  it("starts loading the bookmarks' module with the page's own, before the page's data have left", async () => {
    // In the browser a module import settles in a task of its own, and the app's module graph
    // evaluating (some 30 ms) can run before it: asked for only once the page's data had left, the
    // bookmarks would leave after those data had come back.
    vi.resetModules()
    const bookmarksModuleLoaded = vi.fn()
    vi.doMock('@/services/bookmarks-store', () => {
      bookmarksModuleLoaded()
      return { loadBookmarks: vi.fn(() => Promise.resolve()) }
    })
    const fresh = await import('@/app/routes/route-preload')
    const route = (await import('@/app/routes/route-table')).routeAt(
      '/apps/user/list',
    ) as RouteEntry & { prefetch: () => Promise<unknown> }
    vi.spyOn(route, 'load').mockResolvedValue({ default: () => null })
    // The shell's code, which imports the bookmarks' module too, is not loaded here.
    vi.spyOn(fresh.shell, 'preload').mockResolvedValue(undefined)
    // The page's prefetch never gets to ask.
    vi.spyOn(route, 'prefetch').mockReturnValue(new Promise(() => {}))
    expect(bookmarksModuleLoaded).not.toHaveBeenCalled()
    fresh.preloadRoute('/apps/user/list', admin)
    await vi.waitFor(() => expect(bookmarksModuleLoaded).toHaveBeenCalled())
  })
})
