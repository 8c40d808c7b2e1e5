import { createQueryCache } from './query-cache'
import { onUserChange } from './session/session'

/**
 * The app's one query cache: route prefetches and screens read through it. What one user was
 * shown is never shown to the next: it is emptied whenever the signed-in user changes.
 */
export const queryCache = createQueryCache()

onUserChange(() => queryCache.clear())
