import { http, HttpResponse } from 'msw'
import {
  accountSettingsStore,
  notificationFlags,
  saveNotificationSettings,
  type NotificationSettings,
} from '../data/account-settings.ts'
import { authorize, type Need } from '../data/tokens.ts'

// The body may be anything a client sends, so read it as unknown and narrow it.
async function readNotification(request: Request): Promise<NotificationSettings | undefined> {
  const body: unknown = await request.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null || !('notification' in body)) return undefined
  const notification: unknown = body.notification
  if (typeof notification !== 'object' || notification === null) return undefined
  const flags = notification as Record<string, unknown>
  // Every flag must be there: a partial body would leave the stored settings half old, half new.
  if (!notificationFlags.every((flag) => typeof flags[flag] === 'boolean')) return undefined
  return Object.fromEntries(
    notificationFlags.map((flag) => [flag, flags[flag]]),
  ) as unknown as NotificationSettings
}

/** The notification settings are an admin page: `manage Settings`, which only `manage all` covers. */
const manageSettings: Need = { action: 'manage', subject: 'Settings' }

/**
 * Account settings (SPEC section 7, "Cards and settings"). The spec has no update call; the
 * notification page needs one, so `POST /account-setting/notification` stores the flags in memory.
 *
 * Access: admin-only (`manage Settings`): these are the admin account's settings, read and changed
 * only by the admin-only Notification page; 401 without a valid token, 403 for anyone else.
 */
export const accountSettingsHandlers = [
  http.get('*/account-setting/data', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    return auth instanceof Response ? auth : HttpResponse.json(accountSettingsStore.get())
  }),

  http.post('*/account-setting/notification', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const notification = await readNotification(request)
    if (!notification) {
      // Field-error shape, so the client's 400 handling (SPEC section 8) can show the message.
      return HttpResponse.json(
        { errors: { notification: ['notification must give every flag as true or false'] } },
        { status: 400 },
      )
    }
    return HttpResponse.json({ notification: saveNotificationSettings(notification) })
  }),
]
