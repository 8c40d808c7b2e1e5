/**
 * Where the session lives in localStorage, shared by every tab. A module of its own so that the
 * first screen can look for a stored session without loading the schemas that check it.
 */
export const USER_DATA_KEY = 'userData'
/** The role of the last login, kept after logout (SPEC.md section 4). */
export const LAST_ROLE_KEY = 'session.lastRole'
/**
 * Tokens of ended sessions that the server has not yet been told to refuse (a sign-out call that
 * was lost). Kept after logout, so that the next page load can still tell it.
 */
export const PENDING_REVOCATIONS_KEY = 'session.pendingRevocations'
