import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guardedNavigation } from '@/app/routes/guarded-navigation'
import { holdNavigation, leaveWithoutSaving } from '@/services/leave-guard'

let releases: (() => void)[] = []
const hold = (ask: (to: string) => void) => releases.push(holdNavigation(ask))

beforeEach(() => window.history.replaceState(null, '', '/pages/account-settings/account'))
afterEach(() => {
  releases.forEach((release) => release())
  releases = []
})

describe('navigation while a form has unsaved changes', () => {
  it('goes at once when no form is dirty', () => {
    const navigate = vi.fn()
    guardedNavigation(navigate, '/pages/faq', {})
    expect(navigate).toHaveBeenCalledWith('/pages/faq', {})
  })

  it('waits and asks the dirty form, then goes once the user leaves without saving', () => {
    const ask = vi.fn()
    hold(ask)
    const navigate = vi.fn()
    guardedNavigation(navigate, '/pages/faq', {})
    expect(navigate).not.toHaveBeenCalled()
    expect(ask).toHaveBeenCalledWith('/pages/faq')

    leaveWithoutSaving()
    guardedNavigation(navigate, '/pages/faq', {})
    expect(navigate).toHaveBeenCalledWith('/pages/faq', {})
    // Only that one navigation: the form is still dirty for the next.
    guardedNavigation(vi.fn(), '/pages/pricing', {})
    expect(ask).toHaveBeenLastCalledWith('/pages/pricing')
  })

  it('never holds a redirect that replaces the address (a sign-out)', () => {
    hold(vi.fn())
    const navigate = vi.fn()
    guardedNavigation(navigate, '/login', { replace: true })
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true })
  })

  it('does not ask for a change within the same address', () => {
    const ask = vi.fn()
    hold(ask)
    const navigate = vi.fn()
    guardedNavigation(navigate, '/pages/account-settings/account?x=1', {})
    expect(navigate).toHaveBeenCalled()
    expect(ask).not.toHaveBeenCalled()
  })
})
