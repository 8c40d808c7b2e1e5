import { describe, expect, it, vi } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createQueryCache, type Query } from '@/services/query-cache'
import { useQueryIn } from '@/services/use-query'

/** A question whose answers the test gives, and the signals the screen asked with. */
function question<T>(key: string) {
  const pending: { resolve: (data: T) => void; reject: (error: unknown) => void }[] = []
  const signals: AbortSignal[] = []
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        signals.push(signal)
        pending.push({ resolve, reject })
      }),
  )
  const query: Query<T> = { key: [key], load }
  const answer = (data: T) => act(async () => pending.shift()!.resolve(data))
  const fail = (error: unknown) => act(async () => pending.shift()!.reject(error))
  return { query, load, signals, answer, fail }
}

describe('useQuery', () => {
  it('loads, then shows the answer', async () => {
    const cache = createQueryCache()
    const plans = question<string>('pricing')
    const { result } = renderHook(() => useQueryIn(cache, plans.query))
    expect(result.current.state).toEqual({ status: 'loading' })
    await plans.answer('three plans')
    expect(result.current.state).toEqual({
      status: 'ready',
      data: 'three plans',
      refreshing: false,
    })
  })

  it('shows what the screen showed last time at once, and the fresh answer behind it', async () => {
    const cache = createQueryCache()
    const plans = question<string>('pricing')
    const first = renderHook(() => useQueryIn(cache, plans.query))
    await plans.answer('old plans')
    first.unmount()

    const back = renderHook(() => useQueryIn(cache, plans.query))
    expect(back.result.current.state).toEqual({
      status: 'ready',
      data: 'old plans',
      refreshing: true,
    })
    await plans.answer('new plans')
    expect(back.result.current.state).toEqual({
      status: 'ready',
      data: 'new plans',
      refreshing: false,
    })
    expect(plans.load).toHaveBeenCalledTimes(2)
  })

  it('takes a prefetched answer without asking again', async () => {
    const cache = createQueryCache()
    const plans = question<string>('pricing')
    cache.prefetch(plans.query)
    await plans.answer('prefetched plans')
    const { result } = renderHook(() => useQueryIn(cache, plans.query))
    expect(result.current.state).toMatchObject({ status: 'ready', data: 'prefetched plans' })
    await act(async () => undefined)
    expect(plans.load).toHaveBeenCalledTimes(1)
  })

  it('keeps the last answer as `previous` while another key loads', async () => {
    const cache = createQueryCache()
    const month = question<number>('month')
    const year = question<number>('year')
    const { result, rerender } = renderHook(({ query }) => useQueryIn(cache, query), {
      initialProps: { query: month.query },
    })
    await month.answer(28)
    rerender({ query: year.query })
    expect(result.current.state).toEqual({ status: 'loading', previous: 28 })
    await year.answer(365)
    expect(result.current.state).toMatchObject({ status: 'ready', data: 365 })
  })

  it('shows a failure, and asks again on retry', async () => {
    const cache = createQueryCache()
    const plans = question<string>('pricing')
    const { result } = renderHook(() => useQueryIn(cache, plans.query))
    const failure = new Error('500')
    await plans.fail(failure)
    expect(result.current.state).toEqual({ status: 'error', error: failure })
    act(() => result.current.retry())
    expect(result.current.state).toEqual({ status: 'loading' })
    await plans.answer('plans')
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready' }))
  })

  it('cancels the request of a screen that closes before the answer', async () => {
    const cache = createQueryCache()
    const plans = question<string>('pricing')
    const { unmount } = renderHook(() => useQueryIn(cache, plans.query))
    unmount()
    await act(async () => undefined)
    expect(plans.signals[0]!.aborted).toBe(true)
  })

  it('shows a change stored by a mutation at once', async () => {
    const cache = createQueryCache()
    const settings = question<{ digest: boolean }>('settings')
    const { result } = renderHook(() => useQueryIn(cache, settings.query))
    await settings.answer({ digest: false })
    act(() => cache.set(['settings'], { digest: true }))
    expect(result.current.state).toMatchObject({ status: 'ready', data: { digest: true } })
  })
})
