import { http, HttpResponse } from 'msw'
import {
  accountSettingsStore,
  notificationFlags,
  saveNotificationSettings,
  type NotificationSettings,
} from '../data/account-settings.ts'

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

/**
 * Account settings (SPEC section 7, "Cards and settings"). The spec has no update call; the
 * notification page needs one, so `POST /account-setting/notification` stores the flags in memory.
 */
export const accountSettingsHandlers = [
  http.get('*/account-setting/data', () => HttpResponse.json(accountSettingsStore.get())),

  http.post('*/account-setting/notification', async ({ request }) => {
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
