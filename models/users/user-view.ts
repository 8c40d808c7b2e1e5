import type { User } from './users.ts'

/*
 * The user view page (/apps/user/view/:id?/:tab?): which user and which tab a URL names.
 */

/** The view's tabs, in the order they are offered; each has its own URL. */
export const userViewTabs = ['account', 'security', 'billing', 'notifications'] as const
export type UserViewTab = (typeof userViewTabs)[number]

/** The tab shown when the URL names none, or one this page does not have. */
export const defaultUserViewTab: UserViewTab = 'account'

/** The tab a URL segment names; null for a segment that names no tab ("settings", "Account"). */
export function userViewTabOf(segment: string): UserViewTab | null {
  return userViewTabs.find((tab) => tab === segment) ?? null
}

/** The user id a URL segment names: a whole number above zero written in digits, else null. */
export function userIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d+$/.test(segment)) return null
  const id = Number(segment)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

// The list's default order (SPEC.md section 9: sorted by fullName), as its server sorts: letter
// case and accents aside, the lower id first between equal names.
const compareNames = new Intl.Collator('en', { sensitivity: 'base' }).compare

/** The user the list shows first in its default order; undefined when there is nobody. */
export function firstUserByName(users: readonly User[]): User | undefined {
  return users.reduce<User | undefined>((first, user) => {
    if (!first) return user
    const order = compareNames(user.fullName, first.fullName) || user.id - first.id
    return order < 0 ? user : first
  }, undefined)
}
