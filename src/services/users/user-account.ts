import type { UserNotifications, UserSecurity } from '@models/users/user-account'
import { queryCache } from '@/services/app-query-cache'
import { changeUserPassword, updateUserNotifications } from './users-api'
import { userNotificationsQuery, userSecurityQuery } from './users-query'

/**
 * Gives a user a new password; their security as the server now holds it (when the password
 * changed) is what the Security tab shows next. Rejects with the server's refusal.
 */
export async function changePassword(id: number, password: string): Promise<UserSecurity> {
  const security = await changeUserPassword(id, password)
  queryCache.set(userSecurityQuery(id).key, security)
  return security
}

/** Saves a user's notifications; the server's answer is what the tab shows next. */
export async function saveNotifications(
  id: number,
  notifications: UserNotifications,
): Promise<UserNotifications> {
  const saved = await updateUserNotifications(id, notifications)
  queryCache.set(userNotificationsQuery(id).key, saved)
  return saved
}
