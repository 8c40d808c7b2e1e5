import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'
import { demoAdminSession } from '../../support/session-fixtures'

/**
 * The session module as a new page load starts it, with `stored` in localStorage and the
 * session's own code (XState, the schemas) never arriving: the first screen must not wait for it.
 */
async function pageLoadWith(stored: string | null) {
  vi.resetModules()
  if (stored !== null) localStorage.setItem('userData', stored)
  vi.doMock('@/services/session/session-runtime', () => new Promise(() => undefined))
  return import('@/services/session/session')
}

afterEach(() => {
  vi.doUnmock('@/services/session/session-runtime')
  vi.resetModules()
})

describe('restoring a stored session', () => {
  it('uses it at once, before the session code has loaded', async () => {
    const { appSession, useSessionState } = await pageLoadWith(JSON.stringify(demoAdminSession))
    const { result } = renderHook(() => useSessionState())
    expect(result.current.status).toBe('signedIn')
    expect(appSession.currentUser()?.jwt).toBe(demoAdminSession.jwt)
    // A request waits for no code: only a refresh in flight would hold it.
    await expect(appSession.settled()).resolves.toBeUndefined()
  })

  it('waits for the session code when what is stored is not a usable session', async () => {
    const tampered = { ...demoAdminSession, role: 'root', ability: 'everything' }
    const { appSession, useSessionState } = await pageLoadWith(JSON.stringify(tampered))
    const { result } = renderHook(() => useSessionState())
    expect(result.current.status).toBe('restoring')
    expect(appSession.currentUser()).toBeNull()
  })

  it('starts signed out when nothing is stored', async () => {
    const { useSessionState } = await pageLoadWith(null)
    const { result } = renderHook(() => useSessionState())
    expect(result.current.status).toBe('signedOut')
  })
})
