import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import {
  localDatabaseGeneration,
  onLocalDatabaseSwitch,
  type LocalDatabase,
} from './local-database'
import { readLocal } from './local-reads'

/**
 * Changes when a failing local database is replaced. A number rather than the database itself, so
 * that rendering never opens it: after a logout deleted it, a render must not create it again.
 */
function useLocalDatabaseGeneration(): number {
  return useSyncExternalStore(onLocalDatabaseSwitch, localDatabaseGeneration)
}

/**
 * A live query of the local store, the way every view reads it: the view updates whenever what it
 * read changes, in this tab or another. `initial` (what the route's prefetch read, say) until the
 * first answer, else undefined; a failing database gives `fallback` (see readLocal). `what` names
 * the data for the log.
 */
export function useLocalQuery<T>(
  query: (database: LocalDatabase) => Promise<T>,
  dependencies: unknown[],
  fallback: T,
  what: string,
  initial?: T,
): T | undefined {
  const generation = useLocalDatabaseGeneration()
  return useLiveQuery(
    () => readLocal(query, fallback, what),
    [generation, ...dependencies],
    initial,
  )
}
