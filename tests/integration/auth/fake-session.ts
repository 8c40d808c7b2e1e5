import { useSyncExternalStore } from 'react'
import { vi } from 'vitest'
import type { SessionView } from '@/services/session/session'

/**
 * Stands in for `@/services/session/session` in the /login tests: the page is tested against the
 * session's contract (what `useSession` says, what `login` receives), not against the real one.
 */
const signedOut: SessionView = { status: 'signedOut', user: null, loginError: null, notice: null }

let view = signedOut
const listeners = new Set<() => void>()

export function setSession(change: Partial<SessionView>): void {
  view = { ...view, ...change }
  listeners.forEach((listener) => listener())
}

export function resetSession(): void {
  view = signedOut
  login.mockReset()
  logout.mockReset()
}

export function useSession(): SessionView {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => view,
  )
}

export const login = vi.fn<(credentials: { email: string; password: string }) => void>()
export const logout = vi.fn<() => void>()
