import { LOCAL_DATABASE_NAME } from '@models/local-store/local-database-name'
import { countOutbox } from '@models/local-store/outbox-count'

/*
 * Starts the outbox on any signed-in page when something waits in it: a change made offline is
 * sent once the network is back, whichever page the user is on by then, and after a reload. The
 * outbox's code (with Dexie) is downloaded only then; the screens that make changes start it
 * themselves.
 */

async function startIfWaiting(): Promise<void> {
  if ((await countOutbox(LOCAL_DATABASE_NAME, globalThis.indexedDB ?? null)) === 0) return
  const { startOutbox } = await import('./outbox-runtime')
  startOutbox()
}

/** Looks now and whenever the browser comes back online; returns what stops looking. */
export function wakeOutboxWhenWaiting(): () => void {
  const look = () => void startIfWaiting().catch(() => undefined)
  look()
  window.addEventListener('online', look)
  return () => window.removeEventListener('online', look)
}
