/**
 * Runs a token refresh under a lock shared by every tab of the browser (Web Locks), so that two
 * tabs needing a refresh at once make one call between them: the second tab, once it holds the
 * lock, finds the token the first one stored. A refresh cancelled (`signal`) while it waits for
 * the lock leaves the queue. Where Web Locks are missing (old browsers, jsdom) it runs unlocked;
 * within one tab the session machine already allows one refresh at a time.
 */
export function withRefreshLock<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'object' ? navigator.locks : undefined
  if (!locks) return work()
  return locks.request('workdesk.session.refresh', { signal }, work) as Promise<T>
}
