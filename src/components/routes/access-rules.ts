import type { AbilityRule } from '@models/session/abilities'

// The access rules the routes of several areas share; a rule of one area is in its routes file.

/** Only the admin's `manage all`. */
export const adminOnly: AbilityRule = { action: 'manage', subject: 'all' }
/** The analytics home; only the admin's `manage all` covers it. */
export const analytics: AbilityRule = { action: 'read', subject: 'Analytics' }
/** Pages every visitor may see, signed in or not. */
export const anyone: AbilityRule = { action: 'read', subject: 'Auth' }
