import type { LocalDatabase } from './local-database'
import { onLocalStoreDeleted } from '@models/local-store/local-owner'
import { onUserChange } from '../session/session'

/*
 * What a screen shows in its first render, before its live query answers: what it read when it
 * was last open, else what its route's prefetch read from the store at navigation, while the
 * screen's code was on its way. The first render of the app waits for that prefetch
 * (services/prefetched.ts), so a screen the store can show is drawn once, with its data; and a
 * screen the user comes back to shows at once (an in-app navigation's prefetch reads again only
 * after the screen's first render). Its live query takes over as soon as it answers.
 *
 * Dexie is imported lazily: the routes' prefetch modules import this, and what several of them
 * import statically is loaded by every signed-in page (vite/first-visit-chunks.ts).
 */

const reads = new Map<string, unknown>()
/** Counts the ends of sessions, so that a read of one never outlives it. */
let session = 0

// A logout, another user, or a store deleted: what was read belongs to the session that ended.
const forget = () => {
  reads.clear()
  session += 1
}
onUserChange(forget)
onLocalStoreDeleted(forget)

/**
 * Reads the store for the screen of `key`; resolves once read (never rejects: a failing database
 * gives `fallback`, see readLocal). `what` names the data for the log.
 */
export function prefetchLocal<T>(
  key: string,
  read: (database: LocalDatabase) => Promise<T>,
  fallback: T,
  what: string,
): Promise<T> {
  const since = session
  return import('./local-reads')
    .then(({ readLocal }) => readLocal(read, fallback, what))
    .then(
      (value) => {
        if (since === session) reads.set(key, value)
        return value
      },
      // The database's code could not be loaded: the screen's own read meets that, and shows it.
      () => fallback,
    )
}

/** What the screen of `key` read last, or its prefetch did, if anything. */
export function prefetchedLocal<T>(key: string): T | undefined {
  return reads.get(key) as T | undefined
}

/** The session a screen opens in (see {@link noteRead}). */
export function readSession(): number {
  return session
}

/** Notes what the screen of `key`, opened in session `since`, read last. */
export function noteRead(key: string, value: unknown, since: number): void {
  if (since === session) reads.set(key, value)
}
