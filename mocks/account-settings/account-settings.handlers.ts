import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { notificationSettingsSchema } from '../../models/account-settings/account-settings.ts'
import {
  accountSecurityStore,
  accountSettingsStore,
  saveAccountBlock,
  saveNotificationSettings,
  saveSocialLinks,
  setConnection,
  type AccountSocial,
  type NotificationSettings,
} from './account-settings.ts'
import { accounts } from '../session/accounts.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import { readJsonObject } from '../server/read-json.ts'
import { passwordErrors } from '../users/user-account.handlers.ts'

// The body may be anything a client sends, so read it as unknown and narrow it.
async function readNotification(request: Request): Promise<NotificationSettings | undefined> {
  const body: unknown = await request.json().catch(() => undefined)
  if (typeof body !== 'object' || body === null || !('notification' in body)) return undefined
  // Every flag must be there: a partial body would leave the stored settings half old, half new.
  // Only the flags are kept: the schema drops any other key.
  const parsed = z.safeParse(notificationSettingsSchema, body.notification)
  return parsed.success ? parsed.data : undefined
}

/** The notification settings are an admin page: `manage Settings`, which only `manage all` covers. */
const manageSettings: Need = { action: 'manage', subject: 'Settings' }

/**
 * Account settings (SPEC section 7, "Cards and settings"). The spec has no update call; the
 * notification page needs one, so `POST /account-setting/notification` stores the flags in memory.
 * /pages/account-settings saves each of its sections the same way: `POST /account-setting/general`
 * `{general}`, `/info` `{info}`, `/social` `{socialLinks}`, `/connection` `{network, connected}`,
 * `/change-password` `{currentPassword, newPassword}`, `/two-step` `{enabled}`, and reads
 * `GET /account-setting/security`; each answers what it stored, or a 400 with field errors.
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

  http.post('*/account-setting/general', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const general = objectIn(await readJsonObject(request), 'general')
    const errors = generalErrors(general, auth.userId)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    return HttpResponse.json({
      general: saveAccountBlock('general', {
        avatar: text(general.avatar),
        username: text(general.username).trim(),
        fullName: text(general.fullName).trim(),
        email: text(general.email).trim(),
        company: text(general.company).trim(),
      }),
    })
  }),

  http.post('*/account-setting/info', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const info = objectIn(await readJsonObject(request), 'info')
    const errors = infoErrors(info)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    return HttpResponse.json({
      info: saveAccountBlock('info', {
        bio: text(info.bio),
        dob: text(info.dob) || null,
        country: text(info.country),
        website: text(info.website).trim(),
        phone: text(info.phone).trim(),
      }),
    })
  }),

  http.post('*/account-setting/social', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const links = objectIn(await readJsonObject(request), 'socialLinks')
    const errors: Record<string, string[]> = {}
    for (const network of socialNetworks) {
      if (!isWebAddress(links[network])) errors[network] = [linkMessage]
    }
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    const saved = Object.fromEntries(
      socialNetworks.map((network) => [network, text(links[network]).trim()]),
    ) as AccountSocial['socialLinks']
    return HttpResponse.json({ socialLinks: saveSocialLinks(saved) })
  }),

  http.post('*/account-setting/connection', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const network = connectionNetworks.find((name) => name === body.network)
    if (!network) return fieldError('network', 'Choose twitter, google, facebook or github.')
    if (typeof body.connected !== 'boolean') {
      return fieldError('connected', 'connected must be true or false.')
    }
    return HttpResponse.json({ connections: setConnection(network, body.connected) })
  }),

  http.get('*/account-setting/security', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    return HttpResponse.json({ twoStepEnabled: accountSecurityStore.get().twoStepEnabled })
  }),

  http.post('*/account-setting/change-password', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const security = accountSecurityStore.get()
    const errors: Record<string, string[]> = {}
    if (body.currentPassword !== security.password) {
      errors.currentPassword = ['The current password is not right.']
    }
    const problems = passwordErrors(body.newPassword)
    if (problems.length > 0) errors.newPassword = problems
    else if (body.newPassword === body.currentPassword) {
      errors.newPassword = ['The new password must differ from the current one.']
    }
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    security.password = text(body.newPassword)
    return HttpResponse.json({ twoStepEnabled: security.twoStepEnabled })
  }),

  http.post('*/account-setting/two-step', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    if (typeof body.enabled !== 'boolean') {
      return fieldError('enabled', 'enabled must be true or false.')
    }
    const security = accountSecurityStore.get()
    security.twoStepEnabled = body.enabled
    return HttpResponse.json({ twoStepEnabled: security.twoStepEnabled })
  }),

  // The geo-lookup (SPEC section 7, real calls): the visitor's country, for the phone prefix.
  // A third-party service that needs no token.
  http.get('*/geo', () => HttpResponse.json({ countryCode: 'US' })),
]

const socialNetworks = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
const connectionNetworks = ['twitter', 'google', 'facebook', 'github'] as const
const linkMessage = 'The link must be an http or https address.'

/** The object under `key` of a body, or an empty one: the checks then name what is missing. */
function objectIn(body: Record<string, unknown> | undefined, key: string): Record<string, unknown> {
  const value = body?.[key]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Empty, or an http(s) address. */
function isWebAddress(value: unknown): boolean {
  if (value === undefined || value === '') return true
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** An avatar is one of the demo's images, or an uploaded JPG, GIF or PNG of 800 KB or less. */
const maxAvatarBytes = 800 * 1024
function isAvatar(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value.startsWith('/images/')) return true
  const match = /^data:image\/(png|jpeg|gif);base64,([A-Za-z0-9+/=]+)$/.exec(value)
  return match !== null && (match[2]!.length * 3) / 4 <= maxAvatarBytes
}

function generalErrors(general: Record<string, unknown>, userId: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const username = text(general.username).trim()
  const email = text(general.email).trim()
  const others = accounts.get().filter((account) => account.id !== userId)
  if (!isAvatar(general.avatar)) {
    errors.avatar = ['The avatar must be a JPG, GIF or PNG image of 800 KB or less.']
  }
  if (!/^[A-Za-z0-9._-]{3,30}$/.test(username)) {
    errors.username = [
      'The username may have 3 to 30 letters, digits, dots, dashes or underscores.',
    ]
  } else if (others.some((account) => account.username.toLowerCase() === username.toLowerCase())) {
    errors.username = ['This username is already in use.']
  }
  if (!text(general.fullName).trim()) errors.fullName = ['The full name is required.']
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = ['The email is not valid.']
  else if (others.some((account) => account.email.toLowerCase() === email.toLowerCase())) {
    errors.email = ['This email is already in use.']
  }
  if (typeof general.company !== 'string') errors.company = ['The company must be text.']
  return errors
}

function infoErrors(info: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (text(info.bio).length > 500) errors.bio = ['The bio may have at most 500 characters.']
  const dob = text(info.dob)
  if (dob && (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || Number.isNaN(Date.parse(dob)))) {
    errors.dob = ['The date of birth must be a day (YYYY-MM-DD).']
  } else if (dob && dob > new Date().toISOString().slice(0, 10)) {
    errors.dob = ['The date of birth cannot be in the future.']
  }
  if (!isWebAddress(info.website))
    errors.website = ['The website must be an http or https address.']
  const phone = text(info.phone).trim()
  if (phone && !/^\+?[0-9 ()-]{6,20}$/.test(phone)) {
    errors.phone = ['The phone number may have only digits, spaces, dashes and brackets.']
  }
  return errors
}
