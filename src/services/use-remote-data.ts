import { useCallback, useEffect, useState } from 'react'

/**
 * Where a load stands. While a load for another `key` runs, `previous` keeps the last data on
 * screen, so a screen can dim it rather than flash back to a skeleton. A retry after a failure
 * has no `previous`: there is nothing to keep.
 */
export type RemoteState<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown }

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown }

/**
 * Loads data when the screen mounts and whenever `key` changes, cancels a load the screen no
 * longer needs (unmount, another key, a retry), and loads again on `retry`.
 * `load` must keep its identity for one `key` (a module-level function, or `useCallback` on what
 * `key` describes); a new function on every render would load on every render.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, key = '') {
  const [attempt, setAttempt] = useState(0)
  // The outcome remembers which question it answers; a newer question (another key, a retry)
  // makes it stale, which is how the screen shows loading without setting state in the effect.
  const [result, setResult] = useState<{
    key: string
    attempt: number
    outcome: Outcome<T>
  } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const answer = (outcome: Outcome<T>) => {
      // An aborted load belongs to a question nobody asks any more; it is not a failure either.
      if (!controller.signal.aborted) setResult({ key, attempt, outcome })
    }
    load(controller.signal).then(
      (data) => answer({ ok: true, data }),
      (error: unknown) => answer({ ok: false, error }),
    )
    return () => controller.abort()
  }, [load, key, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  let state: RemoteState<T>
  if (result?.key === key && result.attempt === attempt) {
    state = result.outcome.ok
      ? { status: 'ready', data: result.outcome.data }
      : { status: 'error', error: result.outcome.error }
  } else {
    state = result?.outcome.ok
      ? { status: 'loading', previous: result.outcome.data }
      : { status: 'loading' }
  }
  return { state, retry }
}
