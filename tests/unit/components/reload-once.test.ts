import { describe, expect, it, vi } from 'vitest'
import { autoReloadFlag, reloadOncePerSession } from '@/components/reload-once'

describe('reload once per session', () => {
  it('reloads the first time and never again in the same session', () => {
    const reload = vi.fn()
    expect(reloadOncePerSession(reload)).toBe(true)
    expect(reloadOncePerSession(reload)).toBe(false)
    expect(reloadOncePerSession(reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(autoReloadFlag)).not.toBeNull()
  })

  it('does not reload when session storage cannot remember it', () => {
    const reload = vi.fn()
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(reloadOncePerSession(reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    spy.mockRestore()
  })
})
