import type { EndReason } from '@machines/session/session.types'
import type { UserData } from '@models/session'
import { parseUserData, USER_DATA_KEY } from './session-storage'

/** What one tab tells the others. */
type TabMessage = { type: 'ended'; reason: EndReason }

export interface TabSyncHandlers {
  /** Another tab stored a session: a login, or a token it refreshed. */
  onAdopted: (user: UserData) => void
  onEnded: (reason: EndReason) => void
}

const channelName = 'workdesk.session'

/**
 * Keeps the tabs of one browser in one session. A stored `userData` that changes in another tab
 * arrives as a `storage` event (a login or a rotated token); an ending is also announced on a
 * BroadcastChannel so that the other tabs know whether it was a logout or an expiry. A removed
 * `userData` without an announcement still signs the tab out.
 */
export function listenToOtherTabs(handlers: TabSyncHandlers): () => void {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null
  let announced: EndReason | null = null

  const onMessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type !== 'ended') return
    announced = event.data.reason
    handlers.onEnded(event.data.reason)
  }
  const onStorage = (event: StorageEvent) => {
    // localStorage.clear() in another tab reports a null key.
    if (event.key !== USER_DATA_KEY && event.key !== null) return
    const user = parseUserData(event.newValue)
    if (user) return handlers.onAdopted(user)
    // The announcement and the storage event race; the announcement tells the reason when it wins.
    handlers.onEnded(announced ?? 'logout')
  }

  channel?.addEventListener('message', onMessage)
  window.addEventListener('storage', onStorage)
  return () => {
    channel?.close()
    window.removeEventListener('storage', onStorage)
  }
}

/** Tells the other tabs that the session ended, and why. */
export function announceEnd(reason: EndReason): void {
  if (typeof BroadcastChannel !== 'function') return
  const channel = new BroadcastChannel(channelName)
  channel.postMessage({ type: 'ended', reason } satisfies TabMessage)
  channel.close()
}
