import { afterEach, describe, expect, it, vi } from 'vitest'
import { log } from '@models/log/log'
import { clearSessionStorage, readStoredUser, storeUser } from '@/services/session/session-storage'
import { LAST_ROLE_KEY, USER_DATA_KEY } from '@/services/session/session-keys'
import { demoAdminSession as storedUser } from '../../support/session-fixtures'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('stored session', () => {
  it('reads back what it stored, and remembers the role', () => {
    storeUser(storedUser)
    expect(readStoredUser()).toEqual(storedUser)
    expect(localStorage.getItem(LAST_ROLE_KEY)).toBe('admin')
  })

  it('treats malformed user data as no session, and logs it', () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ fullName: 'No token' }))
    expect(readStoredUser()).toBeNull()
    localStorage.setItem(USER_DATA_KEY, '{not json')
    expect(readStoredUser()).toBeNull()
    expect(logged).toHaveBeenCalledTimes(2)
  })

  it('keeps going in memory when storage is full', () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => storeUser(storedUser)).not.toThrow()
    expect(logged).toHaveBeenCalled()
  })

  it('clears what the session wrote but keeps display preferences and the last role', () => {
    storeUser(storedUser)
    localStorage.setItem('ui.skin', 'dark')
    localStorage.setItem('gettingStarted.done', '[1]')
    sessionStorage.setItem('app.autoReloaded', '1')
    clearSessionStorage()
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull()
    expect(localStorage.getItem('gettingStarted.done')).toBeNull()
    expect(localStorage.getItem('ui.skin')).toBe('dark')
    expect(localStorage.getItem(LAST_ROLE_KEY)).toBe('admin')
    expect(sessionStorage.length).toBe(0)
  })
})
