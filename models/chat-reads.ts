import Dexie from 'dexie'
import { getChatDatabase, switchChatDatabaseToMemory, type ChatDatabase } from './chat-database.ts'
import { LOCAL_DATABASE_LOG_SCOPE, log } from './log.ts'

/**
 * Reads the local chat history, or gives `fallback` when the database fails (SPEC.md section 8:
 * "Local database failure: Logged. Reads then return empty lists."). A failure is logged and the
 * history moves to memory for the visit, where the network's answers land next. A database a
 * logout closed is no failure: the read simply finds nothing. `what` names the data for the log.
 */
export async function readChatHistory<T>(
  read: (database: ChatDatabase) => Promise<T>,
  fallback: T,
  what: string,
): Promise<T> {
  try {
    // Looked up inside the read, so that even a failure to create the database is caught.
    return await read(getChatDatabase())
  } catch (error) {
    // Closed without a cause: a logout deleted it. (A database that failed to open is "closed"
    // too, with the failure as its inner error.)
    if (error instanceof Dexie.DatabaseClosedError && !error.inner) return fallback
    log.error(LOCAL_DATABASE_LOG_SCOPE, `Reading ${what} failed; showing nothing.`, error)
    void switchChatDatabaseToMemory()
    return fallback
  }
}
