/*
 * Whose data the local store may show, and when it is deleted. Whose: the signed-in user's. The
 * session sets it as users come and go (src/services/session/session.ts); the store claims itself
 * for that user before its first read (src/services/local-store/local-database.ts), so that one
 * user never sees what another left on the browser. A module without Dexie, so that the session,
 * loaded with every page, does not bring Dexie along.
 */

let owner: number | null = null
const listeners = new Set<() => void>()

/** The signed-in user's id, null while nobody is signed in. */
export function localOwner(): number | null {
  return owner
}

/** Tells the store who is signed in now. */
export function setLocalOwner(userId: number | null): void {
  if (userId === owner) return
  owner = userId
  listeners.forEach((listener) => listener())
}

/** Calls `listener` when the signed-in user changes. */
export function onLocalOwnerChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const deletedListeners = new Set<() => void>()

/**
 * Calls `listener` when the local store is about to be deleted (a logout): what was read from it
 * or asked for it belongs to the session that ended.
 */
export function onLocalStoreDeleted(listener: () => void): () => void {
  deletedListeners.add(listener)
  return () => deletedListeners.delete(listener)
}

/** Tells the listeners that the local store is about to be deleted (deleteLocalDatabase). */
export function announceLocalStoreDeleted(): void {
  deletedListeners.forEach((listener) => listener())
}
