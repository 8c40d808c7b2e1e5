import * as z from 'zod/mini'
import { userDataSchema, type UserData } from '@models/session/session'
import { log } from '@models/log/log'
import { LAST_ROLE_KEY, PENDING_REVOCATIONS_KEY, USER_DATA_KEY } from './session-keys'

/** Display preferences (`ui.*`) belong to the browser, not to the session: logout keeps them. */
const keptPrefixes = ['ui.']
/** The last role (SPEC.md section 4), and the revocations a logout still owes the server. */
const keptKeys = [LAST_ROLE_KEY, PENDING_REVOCATIONS_KEY]

/** Validates stored user data; anything malformed counts as no session, and is logged. */
export function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null
  try {
    const parsed = z.safeParse(userDataSchema, JSON.parse(raw))
    if (parsed.success) return parsed.data
    log.error('session', 'The stored user data is malformed; signing out.', parsed.error)
  } catch (error) {
    log.error('session', 'The stored user data is not JSON; signing out.', error)
  }
  return null
}

export function readStoredUser(): UserData | null {
  try {
    return parseUserData(localStorage.getItem(USER_DATA_KEY))
  } catch (error) {
    log.error('session', 'localStorage cannot be read.', error)
    return null
  }
}

/** Stores the session; a full or blocked storage is logged and the session goes on in memory. */
export function storeUser(user: UserData): void {
  try {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
    localStorage.setItem(LAST_ROLE_KEY, user.role)
  } catch (error) {
    log.error('session', 'The session could not be stored; it lasts until this tab closes.', error)
  }
}

/**
 * Clears what the session wrote: all of session storage, and every localStorage key except the
 * display preferences, the last role used and the revocations still owed to the server.
 */
export function clearSessionStorage(): void {
  try {
    sessionStorage.clear()
    for (const key of Object.keys(localStorage)) {
      if (keptKeys.includes(key) || keptPrefixes.some((prefix) => key.startsWith(prefix))) continue
      localStorage.removeItem(key)
    }
  } catch (error) {
    log.error('session', 'Clearing the stored session failed.', error)
  }
}
