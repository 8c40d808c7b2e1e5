import { useCallback, useEffect, useState } from 'react'
import type * as z from 'zod/mini'
import type { AnalyticsPeriod } from '@models/analytics-cards'
import { fetchCard, type CardRequest } from './home-api'

/**
 * Where one card's load stands. While another period loads, `previous` keeps the figures on
 * screen (dimmed), so switching periods does not flash every card back to a skeleton.
 */
export type CardState<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown }

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown }

/**
 * Loads one card for the chosen period, cancels a load the card no longer needs, and loads again
 * on `retry`. Each card calls it on its own, so one slow or broken card never holds up the others.
 * `request` must be stable (a module-level constant).
 */
export function useCardData<Schema extends z.ZodMiniType>(
  request: CardRequest<Schema>,
  period: AnalyticsPeriod,
) {
  type T = z.infer<Schema>
  const [attempt, setAttempt] = useState(0)
  // The outcome remembers which question it answers; a newer question makes it stale, which is
  // how the card knows it is loading without setting state inside the effect.
  const [result, setResult] = useState<{ key: string; outcome: Outcome<T> } | null>(null)
  const key = `${period}#${attempt}`

  useEffect(() => {
    const controller = new AbortController()
    const answer = `${period}#${attempt}`
    fetchCard(request, period, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key: answer, outcome: { ok: true, data } })
      },
      (error: unknown) => {
        // An aborted load belongs to a period the user already left; it is not a failure.
        if (!controller.signal.aborted) setResult({ key: answer, outcome: { ok: false, error } })
      },
    )
    return () => controller.abort()
  }, [request, period, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  let state: CardState<T>
  if (result?.key === key) {
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
