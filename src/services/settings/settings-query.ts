import type {
  AccountSettings,
  NotificationSettings,
} from '@models/account-settings/account-settings'
import type { PermissionList } from '@models/roles/permissions'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchAccountSettings, fetchPermissions, postNotificationSettings } from './settings-api'

export const accountSettingsQuery: Query<AccountSettings> = {
  key: ['account-settings'],
  load: fetchAccountSettings,
}

/** The notification route's prefetch. */
export function prefetchAccountSettings(): void {
  queryCache.prefetch(accountSettingsQuery)
}

/** The saved flags go into the cached settings, so the page shows them when the user comes back. */
function rememberNotification(notification: NotificationSettings): void {
  const settings = queryCache.peek<AccountSettings>(accountSettingsQuery.key)
  if (settings) queryCache.set(accountSettingsQuery.key, { ...settings, notification })
  else queryCache.invalidate(accountSettingsQuery.key)
}

/** Stores the notification flags and returns them as the server kept them. */
export async function saveNotificationSettings(
  notification: NotificationSettings,
): Promise<NotificationSettings> {
  const stored = await postNotificationSettings(notification)
  rememberNotification(stored)
  return stored
}

/** The roles screen's list: the default page, whose `allData` is every permission. */
export const permissionsQuery: Query<PermissionList> = {
  key: ['permissions'],
  load: (signal) => fetchPermissions(signal),
}

/** The roles route's prefetch. */
export function prefetchPermissions(): void {
  queryCache.prefetch(permissionsQuery)
}
