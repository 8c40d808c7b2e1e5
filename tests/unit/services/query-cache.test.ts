import { describe, expect, it, vi } from 'vitest'
import { createQueryCache, type Query, type QueryKey } from '@/services/query-cache'

/** A server whose answers the test gives, one request at a time, in any order. */
function fakeServer<T>() {
  const requests: {
    signal: AbortSignal
    answer: (data: T) => Promise<void>
    fail: (error: unknown) => Promise<void>
  }[] = []
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        requests.push({
          signal,
          // Settles, then lets every waiting `then` run, as a real answer arriving would.
          answer: async (data) => {
            resolve(data)
            await flush()
          },
          fail: async (error) => {
            reject(error)
            await flush()
          },
        })
        signal.addEventListener('abort', () => reject(signal.reason))
      }),
  )
  return { load, requests, query: (key: QueryKey): Query<T> => ({ key, load }) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('query cache', () => {
  it('asks once for a question asked twice while the first request is on its way', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const first = cache.fetch(server.query(['tickets', 'all']))
    const second = cache.fetch(server.query(['tickets', 'all']))
    await server.requests[0]!.answer('list')
    expect(await first).toBe('list')
    expect(await second).toBe('list')
    expect(server.load).toHaveBeenCalledTimes(1)
  })

  it('asks separately for different keys', () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    void cache.fetch(server.query(['tickets', 'all']))
    void cache.fetch(server.query(['tickets', 'New']))
    expect(server.load).toHaveBeenCalledTimes(2)
  })

  it('gives a prefetched answer to the first reader without a second request', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    cache.prefetch(server.query(['home']))
    cache.prefetch(server.query(['home']))
    await server.requests[0]!.answer('cards')
    expect(await cache.fetch(server.query(['home']))).toBe('cards')
    expect(server.load).toHaveBeenCalledTimes(1)
  })

  it('shares a prefetch still on its way with the screen that comes for it', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    cache.prefetch(server.query(['home']))
    const read = cache.fetch(server.query(['home']))
    await server.requests[0]!.answer('cards')
    expect(await read).toBe('cards')
    expect(server.load).toHaveBeenCalledTimes(1)
  })

  it('shows an answer already read at once and fetches a fresh one behind it', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const first = cache.fetch(server.query(['kanban']))
    await server.requests[0]!.answer('board v1')
    await first

    // Back on the screen: the old board is there to show, and a new request is on its way.
    const again = cache.fetch(server.query(['kanban']))
    expect(cache.peek(['kanban'])).toBe('board v1')
    expect(cache.snapshot(['kanban'])).toEqual({ data: 'board v1', hasData: true, fetching: true })
    await server.requests[1]!.answer('board v2')
    expect(await again).toBe('board v2')
    expect(cache.snapshot(['kanban'])).toEqual({ data: 'board v2', hasData: true, fetching: false })
  })

  it('tells subscribers when a request starts and when its answer arrives', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const heard: boolean[] = []
    cache.subscribe(['pricing'], () => heard.push(cache.snapshot(['pricing']).fetching))
    void cache.fetch(server.query(['pricing']))
    await server.requests[0]!.answer('plans')
    expect(heard).toEqual([true, false])
  })

  it('cancels a request once its only reader gives up, and says the reader was cancelled', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const controller = new AbortController()
    const read = cache.fetch(server.query(['calendar']), { signal: controller.signal })
    controller.abort()
    await expect(read).rejects.toMatchObject({ name: 'AbortError' })
    await flush()
    expect(server.requests[0]!.signal.aborted).toBe(true)
    expect(cache.snapshot(['calendar']).fetching).toBe(false)
  })

  it('keeps a request another reader or a prefetch still waits for', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const leaving = new AbortController()
    const left = cache.fetch(server.query(['tickets']), { signal: leaving.signal })
    const staying = cache.fetch(server.query(['tickets']), { signal: new AbortController().signal })
    leaving.abort()
    await expect(left).rejects.toMatchObject({ name: 'AbortError' })
    await flush()
    expect(server.requests[0]!.signal.aborted).toBe(false)
    await server.requests[0]!.answer('list')
    expect(await staying).toBe('list')

    const prefetched = createQueryCache()
    const other = fakeServer<string>()
    prefetched.prefetch(other.query(['home']))
    const screen = new AbortController()
    const read = prefetched.fetch(other.query(['home']), { signal: screen.signal })
    screen.abort()
    await expect(read).rejects.toMatchObject({ name: 'AbortError' })
    await flush()
    expect(other.requests[0]!.signal.aborted).toBe(false)
    await other.requests[0]!.answer('cards')
    expect(prefetched.peek(['home'])).toBe('cards')
  })

  it('joins the same request when a screen leaves and comes back at once', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const first = new AbortController()
    const left = cache.fetch(server.query(['pricing']), { signal: first.signal })
    first.abort()
    const back = cache.fetch(server.query(['pricing']), { signal: new AbortController().signal })
    await expect(left).rejects.toMatchObject({ name: 'AbortError' })
    await flush()
    expect(server.requests[0]!.signal.aborted).toBe(false)
    await server.requests[0]!.answer('plans')
    expect(await back).toBe('plans')
    expect(server.load).toHaveBeenCalledTimes(1)
  })

  it('never lets a late answer replace what a mutation stored after the request left', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const revalidation = cache.fetch(server.query(['kanban']))
    cache.set(['kanban'], 'board with the card moved')
    await server.requests[0]!.answer('board before the move')
    expect(cache.peek(['kanban'])).toBe('board with the card moved')
    // Who waited gets the newest answer too.
    expect(await revalidation).toBe('board with the card moved')
  })

  it('never lets an answer to an older request replace one to a newer request', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    void cache.fetch(server.query(['tickets']))
    cache.invalidate(['tickets'])
    void cache.fetch(server.query(['tickets']))
    await server.requests[1]!.answer('newer')
    await server.requests[0]!.answer('older')
    expect(cache.peek(['tickets'])).toBe('newer')
  })

  it('drops every answer under a key after a mutation, and ignores those still on the way', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    cache.set(['calendar', 'Personal'], 'personal events')
    cache.set(['calendar', 'Personal,Family'], 'both')
    cache.set(['kanban'], 'board')
    const onTheWay = cache.fetch(server.query(['calendar', 'Family']))

    cache.invalidate(['calendar'])
    expect(cache.peek(['calendar', 'Personal'])).toBeUndefined()
    expect(cache.peek(['calendar', 'Personal,Family'])).toBeUndefined()
    expect(cache.peek(['kanban'])).toBe('board')

    // The request that left before the change answers without it: not kept, and asked again.
    await server.requests[0]!.answer('family events before the change')
    await onTheWay
    expect(cache.peek(['calendar', 'Family'])).toBeUndefined()
    void cache.fetch(server.query(['calendar', 'Family']))
    expect(server.load).toHaveBeenCalledTimes(2)
  })

  it('asks again at once for an invalidated key a screen is showing', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const read = cache.fetch(server.query(['settings']))
    await server.requests[0]!.answer('old flags')
    await read
    cache.subscribe(['settings'], () => undefined)
    cache.invalidate(['settings'])
    expect(server.load).toHaveBeenCalledTimes(2)
    await server.requests[1]!.answer('new flags')
    expect(cache.peek(['settings'])).toBe('new flags')
  })

  it('forgets everything on clear without asking again', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    cache.set(['home'], 'admin cards')
    cache.subscribe(['home'], () => undefined)
    const onTheWay = cache.fetch(server.query(['pricing']))
    cache.clear()
    await server.requests[0]!.answer('plans')
    await onTheWay
    expect(cache.peek(['home'])).toBeUndefined()
    expect(cache.peek(['pricing'])).toBeUndefined()
    expect(server.load).toHaveBeenCalledTimes(1)
  })

  it('passes a failure to the readers and asks again for the next one', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    const read = expect(cache.fetch(server.query(['pricing']))).rejects.toThrow('500')
    await server.requests[0]!.fail(new Error('500'))
    await read
    void cache.fetch(server.query(['pricing']))
    expect(server.load).toHaveBeenCalledTimes(2)

    // A failed prefetch is no unhandled rejection; the screen meets the failure with its own read.
    cache.prefetch(server.query(['home']))
    await server.requests[2]!.fail(new Error('offline'))
    expect(cache.snapshot(['home'])).toEqual({ data: undefined, hasData: false, fetching: false })
  })

  it('tells when the requests on their way have settled, with their answers stored', async () => {
    const cache = createQueryCache()
    const server = fakeServer<string>()
    cache.prefetch(server.query(['users', 'page', 1]))
    cache.prefetch(server.query(['users', 'all']))
    let settled = false
    void cache.settled().then(() => (settled = true))
    await server.requests[0]!.answer('ten users')
    expect(settled).toBe(false)
    // A failed request settles too: the screen meets the failure itself.
    await server.requests[1]!.fail(new Error('offline'))
    expect(settled).toBe(true)
    expect(cache.snapshot(['users', 'page', 1])).toMatchObject({ data: 'ten users', hasData: true })
    await expect(createQueryCache().settled()).resolves.toBeUndefined()
  })
})
