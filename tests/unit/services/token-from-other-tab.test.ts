import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeUser } from '@/services/session/session-storage'
import { USER_DATA_KEY } from '@/services/session/session-keys'
import { otherTabTokenWaitMs, tokenFromOtherTab } from '@/services/session/token-from-other-tab'
import { demoAdminSession } from '../../support/session-fixtures'

const spent = demoAdminSession.jwt

/** Another tab's refresh reaching this tab: its write, then the `storage` event it causes. */
function otherTabStores(jwt: string) {
  storeUser({ ...demoAdminSession, jwt })
  window.dispatchEvent(new StorageEvent('storage', { key: USER_DATA_KEY }))
}

afterEach(() => {
  localStorage.clear()
  vi.useRealTimers()
})

describe('the token another tab refreshed', () => {
  it('is taken at once when it is already stored', async () => {
    storeUser({ ...demoAdminSession, jwt: 'theirs' })
    await expect(tokenFromOtherTab(spent, new AbortController().signal)).resolves.toBe('theirs')
  })

  it('is waited for when this tab still sees the spent token', async () => {
    vi.useFakeTimers()
    storeUser(demoAdminSession)
    const waiting = tokenFromOtherTab(spent, new AbortController().signal)
    vi.advanceTimersByTime(otherTabTokenWaitMs / 2)
    otherTabStores('theirs')
    await expect(waiting).resolves.toBe('theirs')
  })

  it('ignores other keys and the spent token written again', async () => {
    vi.useFakeTimers()
    storeUser(demoAdminSession)
    const waiting = tokenFromOtherTab(spent, new AbortController().signal)
    window.dispatchEvent(new StorageEvent('storage', { key: 'ui.skin' }))
    otherTabStores(spent)
    vi.advanceTimersByTime(otherTabTokenWaitMs)
    await expect(waiting).resolves.toBeNull()
  })

  it('is given up when no other tab refreshed, or when the refresh is cancelled', async () => {
    vi.useFakeTimers()
    storeUser(demoAdminSession)
    const alone = tokenFromOtherTab(spent, new AbortController().signal)
    vi.advanceTimersByTime(otherTabTokenWaitMs)
    await expect(alone).resolves.toBeNull()

    const cancel = new AbortController()
    const cancelled = tokenFromOtherTab(spent, cancel.signal)
    cancel.abort()
    otherTabStores('theirs')
    await expect(cancelled).resolves.toBeNull()
  })

  it('is none after a logout in another tab', async () => {
    vi.useFakeTimers()
    storeUser(demoAdminSession)
    const waiting = tokenFromOtherTab(spent, new AbortController().signal)
    localStorage.removeItem(USER_DATA_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: USER_DATA_KEY }))
    vi.advanceTimersByTime(otherTabTokenWaitMs)
    await expect(waiting).resolves.toBeNull()
  })
})
