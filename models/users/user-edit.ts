import { trimInvisible } from '../format/visible-text.ts'
import type { NewUser, User } from './users.ts'

/** The fields the view page's Edit drawer changes (plan and status have their own actions). */
export const userEditFields = [
  'fullName',
  'username',
  'email',
  'contact',
  'company',
  'country',
  'role',
  'billing',
] as const
export type UserEditField = (typeof userEditFields)[number]

/** The Edit drawer's fields, as typed. */
export type UserEdit = Record<UserEditField, string>

/** What the drawer starts from: the user as they are. */
export function userEditOf(user: User): UserEdit {
  return Object.fromEntries(userEditFields.map((field) => [field, user[field]])) as UserEdit
}

/**
 * What to send for `edit`: only the fields that differ from `user` once trimmed of invisible
 * ends, so that the server checks (and the screen marks pending) just what changed. Empty when
 * nothing did.
 */
export function changedFields(user: User, edit: UserEdit): Partial<NewUser> {
  const patch: Partial<NewUser> = {}
  for (const field of userEditFields) {
    const value = trimInvisible(edit[field])
    if (value !== user[field]) patch[field] = value
  }
  return patch
}
