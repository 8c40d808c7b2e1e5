import { useCallback, useEffect, useState } from 'react'

/** Where a screen's data load stands. */
export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown }

/**
 * Loads a screen's data once on mount, cancels it on unmount, and loads again on `retry`.
 * `load` must be stable (a module-level function), or the effect would load on every render.
 */
export function useSettingsData<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        // A load that finished after its screen moved on must not overwrite the newer state.
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        // An aborted load belongs to a screen that is gone or reloading; it is not a failure.
        if (!controller.signal.aborted) setState({ status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((count) => count + 1)
  }, [])

  return { state, retry }
}
