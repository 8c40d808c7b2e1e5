import { log } from './log'

/** The log scope of local database failures, so they are easy to find in the console. */
export const LOCAL_DATABASE_LOG_SCOPE = 'local-db'

/**
 * Runs a local database read; if it fails, logs why and returns an empty list instead
 * (SPEC.md section 8: "Local database failure: Logged. Reads then return empty lists.").
 * `what` names the data for the log, e.g. 'chat contacts'.
 */
export async function safeRead<T>(read: () => Promise<T[]>, what: string): Promise<T[]> {
  try {
    // Awaited here so that a rejection, not only a synchronous throw, lands in the catch.
    return await read()
  } catch (error) {
    log.error(LOCAL_DATABASE_LOG_SCOPE, `Reading ${what} failed; showing an empty list.`, error)
    return []
  }
}
