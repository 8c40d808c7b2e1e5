import {
  accountSettingsSchema,
  notificationUpdateSchema,
  type AccountSettings,
  type NotificationSettings,
} from '@models/account-settings'
import { permissionListSchema, type PermissionList } from '@models/permissions'
import { queryCache } from '@/services/app-query-cache'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'
import type { Query } from '@/services/query-cache'

/** The account settings of the signed-in user (`GET /account-setting/data`). */
export async function fetchAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  const body = await http.get('account-setting/data', { signal }).json()
  return parseResponse(accountSettingsSchema, body, 'account settings')
}

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
  const body = await http.post('account-setting/notification', { json: { notification } }).json()
  const stored = parseResponse(notificationUpdateSchema, body, 'notification settings').notification
  rememberNotification(stored)
  return stored
}

/**
 * The permission list (`GET /apps/permissions/data`). The roles screen reads `allData`, so the
 * default page is enough; the paging parameters are there for the list screen to come.
 */
export async function fetchPermissions(
  signal?: AbortSignal,
  params: { q?: string; page?: number; perPage?: number; assignedTo?: string } = {},
): Promise<PermissionList> {
  const searchParams = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )
  const body = await http.get('apps/permissions/data', { signal, searchParams }).json()
  return parseResponse(permissionListSchema, body, 'permissions')
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
