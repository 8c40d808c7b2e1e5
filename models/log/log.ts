/**
 * The one place models report failures they swallow (SPEC.md section 8: "Logged."). It is an
 * object rather than loose functions so tests can `vi.spyOn(log, 'error')`.
 */
/** The log scope of local database failures, so they are easy to find in the console. */
export const LOCAL_DATABASE_LOG_SCOPE = 'local-db'

export const log = {
  /** Writes `[scope] message` and the cause to the console as an error. */
  error(scope: string, message: string, cause?: unknown): void {
    console.error(`[${scope}] ${message}`, ...(cause === undefined ? [] : [cause]))
  },
}
