import type { AbilityRule } from './abilities'

export type Role = 'admin' | 'client' | 'employee'

export interface CurrentUser {
  fullName: string
  role: Role
  avatar: string
  ability: AbilityRule[]
}

/**
 * The signed-in user. Until the session issue lands this reads the stored `userData` when there is
 * one and otherwise stands in with the demo admin; the menu and route guards already filter by it.
 */
const demoAdmin: CurrentUser = {
  fullName: 'John Doe',
  role: 'admin',
  avatar: '/images/avatars/1.svg',
  ability: [{ action: 'manage', subject: 'all' }],
}

function readStoredUser(): CurrentUser {
  try {
    const stored = localStorage.getItem('userData')
    if (!stored) return demoAdmin
    const parsed = JSON.parse(stored) as Partial<CurrentUser>
    return {
      fullName: parsed.fullName ?? demoAdmin.fullName,
      role: parsed.role ?? 'client',
      avatar: parsed.avatar ?? demoAdmin.avatar,
      ability: Array.isArray(parsed.ability)
        ? parsed.ability
        : [{ action: 'read', subject: 'Auth' }],
    }
  } catch {
    return demoAdmin
  }
}

const current = readStoredUser()

/** A hook already, so that callers need no change when the session makes the user change. */
export function useCurrentUser(): CurrentUser {
  return current
}
