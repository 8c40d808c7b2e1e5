import { useCallback, useEffect, useState } from 'react'
import type { MeResponse } from '@models/session'
import { fetchProfile } from './profile-api'

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: MeResponse['data'] }
  | { status: 'error'; error: unknown }

/** Loads the profile on mount, cancels it on unmount, and loads it again on `retry`. */
export function useProfile() {
  const [attempt, setAttempt] = useState(0)
  // Each outcome remembers the attempt it answers, so a retry shows as loading at once without
  // setting state inside the effect.
  const [result, setResult] = useState<{ attempt: number; state: ProfileState } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetchProfile(controller.signal).then(
      (profile) => {
        if (!controller.signal.aborted) setResult({ attempt, state: { status: 'ready', profile } })
      },
      (error: unknown) => {
        // An aborted load belongs to a card that is gone; it is not a failure.
        if (!controller.signal.aborted) setResult({ attempt, state: { status: 'error', error } })
      },
    )
    return () => controller.abort()
  }, [attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  const state: ProfileState = result?.attempt === attempt ? result.state : { status: 'loading' }
  return { state, retry }
}
