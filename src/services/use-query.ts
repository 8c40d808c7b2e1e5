import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { queryCache } from './app-query-cache'
import type { Query, QueryCache, QueryKey } from './query-cache'
import type { RemoteState } from './use-remote-data'

/**
 * What a screen shows of a query: its answer as soon as the cache has one, even an old one, with
 * `refreshing` while a newer one is on its way; loading (with the last answer of another key as
 * `previous`) only when there is none; the error when asking failed and there is nothing to show.
 */
export type QueryState<T> =
  Exclude<RemoteState<T>, { status: 'ready' }> | { status: 'ready'; data: T; refreshing: boolean }

/**
 * Shows `query` from `cache` and keeps it current: the cached answer at once, and, when it was
 * already read, a fresh one fetched in the background (stale-while-revalidate). A request the
 * screen no longer needs (it unmounts, the key changes) is cancelled unless someone else waits
 * for it; `retry` asks again.
 */
export function useQueryIn<T>(cache: QueryCache, query: Query<T>) {
  const id = JSON.stringify(query.key)
  const key = useMemo(() => JSON.parse(id) as QueryKey, [id])
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ id: string; attempt: number; error: unknown } | null>(
    null,
  )
  // The last answer shown, whatever its key: it stays on screen while another key loads.
  const [last, setLast] = useState<{ id: string; data: T } | null>(null)

  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(key, listener),
    [cache, key],
  )
  const snapshot = useSyncExternalStore(subscribe, () => cache.snapshot<T>(key))

  const ask = useEffectEvent((signal: AbortSignal) => {
    cache.fetch(query, { signal }).then(
      (data) => setLast({ id, data }),
      (error: unknown) => {
        // A cancelled request belongs to a question nobody asks any more: it is not a failure.
        if (!signal.aborted) setFailure({ id, attempt, error })
      },
    )
  })
  useEffect(() => {
    const controller = new AbortController()
    ask(controller.signal)
    return () => controller.abort()
  }, [id, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  let state: QueryState<T>
  if (snapshot.hasData) {
    state = { status: 'ready', data: snapshot.data as T, refreshing: snapshot.fetching }
  } else if (failure?.id === id && failure.attempt === attempt) {
    state = { status: 'error', error: failure.error }
  } else {
    state =
      last && last.id !== id ? { status: 'loading', previous: last.data } : { status: 'loading' }
  }
  return { state, retry }
}

/** {@link useQueryIn} on the app's query cache, which route prefetches fill. */
export function useQuery<T>(query: Query<T>) {
  return useQueryIn(queryCache, query)
}
