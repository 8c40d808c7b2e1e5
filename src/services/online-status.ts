import { useSyncExternalStore } from 'react'

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed)
  window.addEventListener('offline', changed)
  return () => {
    window.removeEventListener('online', changed)
    window.removeEventListener('offline', changed)
  }
}

/**
 * Whether the browser has a network connection, as it says itself (`navigator.onLine`), kept
 * current by its online and offline events. "Online" may still be a network that reaches nothing;
 * "offline" is certain, which is what the screens say.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}
