import { useEffect, useState } from 'react'
import type { LocalDatabase } from './local-database'
import { noteRead, prefetchedLocal, readSession } from './local-prefetch'
import { useLocalQuery } from './use-local-query'

/**
 * A screen's live query of the local store (`useLocalQuery`), which starts from what the screen
 * read when it was last open, or what its route's prefetch read (local-prefetch.ts), so that the
 * screen shows its data in its first render. `key` names the read: the screen and its prefetch
 * read the same thing under it.
 */
export function useScreenQuery<T>(
  key: string,
  query: (database: LocalDatabase) => Promise<T>,
  dependencies: unknown[],
  fallback: T,
  what: string,
): T | undefined {
  // Taken once: the screen shows it until its own live query answers.
  const [first] = useState(() => prefetchedLocal<T>(key))
  const [since] = useState(readSession)
  const read = useLocalQuery(query, dependencies, fallback, what, first)
  useEffect(() => {
    if (read !== undefined) noteRead(key, read, since)
  }, [key, read, since])
  return read
}
