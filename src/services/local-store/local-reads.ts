import Dexie from 'dexie'
import { getLocalDatabase, switchLocalDatabaseToMemory, type LocalDatabase } from './local-database'
import { LOCAL_DATABASE_LOG_SCOPE, log } from '@models/log/log'

/**
 * True for a database the app closed itself (a logout's deletion, or the move of a failing one to
 * memory) rather than one that failed. Dexie wraps the closing in another DatabaseClosedError when
 * a read was waiting for the database to open, so the whole chain is looked at: any other cause
 * in it (a database that failed to open is "closed" with that failure inside) is a real failure.
 */
export function closedOnPurpose(error: unknown): boolean {
  let closed = error
  while (closed instanceof Dexie.DatabaseClosedError) {
    if (!closed.inner) return true
    closed = closed.inner
  }
  return false
}

/**
 * Reads the local store, or gives `fallback` when the database fails (SPEC.md section 8: "Local
 * database failure: Logged. Reads then return empty lists."). A failure is logged and the store
 * moves to memory for the visit, where the network's answers land next. A database a logout
 * closed is no failure: the read simply finds nothing. `what` names the data for the log.
 */
export async function readLocal<T>(
  read: (database: LocalDatabase) => Promise<T>,
  fallback: T,
  what: string,
): Promise<T> {
  try {
    // Looked up inside the read, so that even a failure to create the database is caught.
    return await read(getLocalDatabase())
  } catch (error) {
    if (closedOnPurpose(error)) return fallback
    log.error(LOCAL_DATABASE_LOG_SCOPE, `Reading ${what} failed; showing nothing.`, error)
    void switchLocalDatabaseToMemory()
    return fallback
  }
}
