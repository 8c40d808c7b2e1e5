import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadRoute, visitor } from '@/app/routes/route-preload'
import { routeAt, type RouteEntry } from '@/app/routes/route-table'

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
    const code = preloadRoute('/login', visitor).then(() => (here = true))
    await new Promise((wait) => setTimeout(wait, 10))
    expect(here).toBe(false)
    arrive({ default: () => null })
    await code
    expect(here).toBe(true)

    vi.spyOn(login, 'load').mockRejectedValue(new Error('The chunk is gone'))
    await expect(preloadRoute('/login', visitor)).resolves.toBeUndefined()
  })
})
