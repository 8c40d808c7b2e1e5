import {
  accountSettingsSchema,
  notificationUpdateSchema,
  type AccountSettings,
  type NotificationSettings,
} from '@models/account-settings/account-settings'
import { permissionListSchema, type PermissionList } from '@models/roles/permissions'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The account settings of the signed-in user (`GET /account-setting/data`). */
export async function fetchAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  const body = await http.get('account-setting/data', { signal }).json()
  return parseResponse(accountSettingsSchema, body, 'account settings')
}

/** Stores the notification flags and returns them as the server kept them. */
export async function postNotificationSettings(
  notification: NotificationSettings,
): Promise<NotificationSettings> {
  const body = await http.post('account-setting/notification', { json: { notification } }).json()
  return parseResponse(notificationUpdateSchema, body, 'notification settings').notification
}

/**
 * The permission list (`GET /apps/permissions/data`). The settings overview reads `allData`, so
 * the default page is enough; /apps/permissions pages through the list on its own
 * (`src/services/permissions`).
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
