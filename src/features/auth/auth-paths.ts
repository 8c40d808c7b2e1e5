/** The two looks of each template page: a centred card, or a form beside an illustration. */
export type AuthVariant = 'basic' | 'cover'

export type AuthKind =
  'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps'

/** Where a template page of the same look lives, so each look links within itself. */
export function authPath(kind: AuthKind, variant: AuthVariant): string {
  return `/pages/${kind}-${variant}`
}
