/**
 * Roles and abilities without their schemas, so that the first screen can check them without
 * loading the schema library.
 */

/** The roles of SPEC.md section 6. */
export const roles = ['admin', 'client', 'employee'] as const
export type Role = (typeof roles)[number]

/** One entry of the ability list, in CASL's action/subject format (`manage` and `all` are wildcards). */
export interface AbilityRule {
  action: string
  subject: string
}

/** What the login helper gives a user whose role the server does not name (SPEC.md section 6). */
export const defaultSignedInRole: Role = 'client'
export const defaultSignedInAbility: AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]
/** The ability of a visitor with no stored user data. */
export const signedOutAbility: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** Where each role lands after login (SPEC.md section 4). */
export function homeFor(role: Role): string {
  return role === 'admin' ? '/' : '/apps/dashboard/company'
}
