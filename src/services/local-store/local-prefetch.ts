import { onLocalDatabaseDeleted, type LocalDatabase } from '@models/local-database'
import { readLocal } from '@models/local-reads'

/*
 * What a screen shows first, read from the local store at navigation (by the route's prefetch),
 * while the screen's code is on its way: the screen's first render shows it, and the first render
 * of the app waits for it (services/prefetched.ts), so a screen the store can show is drawn once,
 * with its data. Its live query takes over as soon as it answers.
 */

const reads = new Map<string, { value: unknown }>()

// A logout: what was read belongs to the session that ended.
onLocalDatabaseDeleted(() => reads.clear())

/** Reads the store for the screen of `key`; resolves once read (never rejects). */
export function prefetchLocal<T>(
  key: string,
  read: (database: LocalDatabase) => Promise<T>,
  fallback: T,
  what: string,
): Promise<T> {
  reads.delete(key)
  return readLocal(read, fallback, what).then((value) => {
    reads.set(key, { value })
    return value
  })
}

/** What the prefetch read for `key`, if it has. */
export function prefetchedLocal<T>(key: string): T | undefined {
  return reads.get(key)?.value as T | undefined
}
