import type { EndReason } from '@machines/session/session.types'
import type { UserData } from '@models/session/session'
import { parseUserData } from './session-storage'
import { USER_DATA_KEY } from './session-keys'

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
 * arrives as a `storage` event (a login or a rotated token). An ending is announced on a
 * BroadcastChannel, which tells a logout from an expiry; where there is no BroadcastChannel, the
 * removed `userData` signs the tab out as a logout.
 */
export function listenToOtherTabs(handlers: TabSyncHandlers): () => void {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null

  const onMessage = (event: MessageEvent<TabMessage>) => {
    if (event.data?.type === 'ended') handlers.onEnded(event.data.reason)
  }
  const onStorage = (event: StorageEvent) => {
    // localStorage.clear() in another tab reports a null key.
    if (event.key !== USER_DATA_KEY && event.key !== null) return
    const user = parseUserData(event.newValue)
    if (user) handlers.onAdopted(user)
    else if (!channel) handlers.onEnded('logout')
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
