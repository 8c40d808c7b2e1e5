import { USER_DATA_KEY } from './session-keys'
import { readStoredUser } from './session-storage'

/** How long a tab waits for the token another tab refreshed to reach its copy of localStorage. */
export const otherTabTokenWaitMs = 1_500

/**
 * The token another tab stored in place of `spent`, waiting for it a short while.
 *
 * The refresh lock lets one tab refresh at a time, and the tab that refreshed stores its token
 * before it lets the lock go. Yet Chromium copies a write to localStorage into the other tabs'
 * processes a moment later: the next tab in line may still read the spent token, ask to refresh
 * it and be refused, as the server takes each refresh token once. That refusal means the other
 * tab's token is on its way; this waits for it (a `storage` event), and resolves null when none
 * comes in time, or when `signal` cancels the refresh.
 */
export function tokenFromOtherTab(spent: string, signal: AbortSignal): Promise<string | null> {
  const fresh = () => {
    const jwt = readStoredUser()?.jwt
    return jwt && jwt !== spent ? jwt : null
  }
  const now = fresh()
  if (now || signal.aborted || typeof window !== 'object') return Promise.resolve(now)
  return new Promise((resolve) => {
    const finish = (token: string | null) => {
      window.removeEventListener('storage', onStorage)
      signal.removeEventListener('abort', onAbort)
      clearTimeout(timer)
      resolve(token)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_DATA_KEY) return
      const token = fresh()
      if (token) finish(token)
    }
    const onAbort = () => finish(null)
    const timer = setTimeout(() => finish(fresh()), otherTabTokenWaitMs)
    window.addEventListener('storage', onStorage)
    signal.addEventListener('abort', onAbort)
  })
}
