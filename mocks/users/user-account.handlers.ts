import { http, HttpResponse } from 'msw'
import {
  characterCount,
  maxPasswordLength,
  minPasswordLength,
  notificationChannels,
  notificationTypes,
  type NotificationChannels,
  type UserNotifications,
} from '../../models/users/user-account.ts'
import { findUser } from './users.ts'
import {
  notificationsOf,
  recordPasswordChange,
  securityOf,
  updateNotifications,
} from './user-account.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'

/** As for the user list: reading needs `read Users`, every change `manage Users`. */
const readUsers: Need = { action: 'read', subject: 'Users' }
const manageUsers: Need = { action: 'manage', subject: 'Users' }

const userNotFound = () => HttpResponse.json({ message: 'User not found' }, { status: 404 })

/** The `?id=` of a request as a whole number, or undefined. */
function idParam(request: Request): number | undefined {
  const value = new URL(request.url).searchParams.get('id')
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : undefined
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The id a body names, or the 400 or 404 to answer instead. */
function bodyUserId(body: Record<string, unknown>): number | Response {
  const { id } = body
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
    return fieldError('id', 'The user id must be a whole number.')
  }
  return findUser(id) ? id : userNotFound()
}

/** What is wrong with a new password, in the server's words; empty when nothing is. */
export function passwordErrors(password: unknown): string[] {
  if (password === undefined || password === null || password === '') {
    return ['The password is required.']
  }
  if (typeof password !== 'string') return ['The password must be text.']
  const length = characterCount(password)
  if (length < minPasswordLength) {
    return [`The password must be at least ${minPasswordLength} characters.`]
  }
  if (length > maxPasswordLength) {
    return [`The password must be at most ${maxPasswordLength} characters.`]
  }
  return []
}

type NotificationChanges = Partial<Record<keyof UserNotifications, Partial<NotificationChannels>>>

/** The notifications a body changes, or what is wrong with them (every problem named). */
function readNotifications(sent: unknown): { changes: NotificationChanges; errors: string[] } {
  const changes: NotificationChanges = {}
  const errors: string[] = []
  if (!isObject(sent)) return { changes, errors: ['Give the notifications to change.'] }
  for (const [type, given] of Object.entries(sent)) {
    if (!notificationTypes.some((known) => known === type)) {
      errors.push(`${type} is not a notification type.`)
      continue
    }
    if (!isObject(given)) {
      errors.push(`${type} must give its channels.`)
      continue
    }
    const channels: Partial<NotificationChannels> = {}
    for (const [channel, on] of Object.entries(given)) {
      if (!notificationChannels.some((known) => known === channel)) {
        errors.push(`${channel} is not a channel (email, browser or app).`)
      } else if (typeof on !== 'boolean') {
        errors.push(`${type}.${channel} must be true or false.`)
      } else {
        channels[channel as keyof NotificationChannels] = on
      }
    }
    changes[type as keyof UserNotifications] = channels
  }
  return { changes, errors }
}

/**
 * The user view's Security and Notifications tabs (demo extras beside SPEC.md section 7's
 * users): a user's two-step verification state and when their password last changed, a new
 * password (at least 8 characters; only the time of the change is kept), and which notification
 * reaches them on which channel (email, browser, app).
 *
 * - `GET /apps/users/security?id=` answers `{security}`, 404 for an unknown user.
 * - `POST /apps/users/change-password {id, password}` answers 200 `{security}`; a 400 with
 *   `errors.password` for a password too short, too long or missing.
 * - `GET /apps/users/notifications?id=` answers `{notifications}`.
 * - `POST /apps/users/update-notifications {id, notifications}` sets the channels given (the
 *   others stay) and answers 201 `{notifications}`, all of them; a 400 with `errors.notifications`
 *   names every unknown type or channel and every value that is not true or false.
 *
 * Access as for the list: 401 without a valid token, 403 for a role without `read Users` (the
 * GETs) or `manage Users` (the POSTs).
 */
export const userAccountHandlers = [
  http.get('*/apps/users/security', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    if (auth instanceof Response) return auth
    const id = idParam(request)
    if (id === undefined || !findUser(id)) return userNotFound()
    return HttpResponse.json({ security: securityOf(id) })
  }),

  http.post('*/apps/users/change-password', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const id = bodyUserId(body)
    if (id instanceof Response) return id
    const errors = passwordErrors(body.password)
    if (errors.length > 0) return fieldErrors({ password: errors })
    return HttpResponse.json({ security: recordPasswordChange(id, new Date()) })
  }),

  http.get('*/apps/users/notifications', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    if (auth instanceof Response) return auth
    const id = idParam(request)
    if (id === undefined || !findUser(id)) return userNotFound()
    return HttpResponse.json({ notifications: notificationsOf(id) })
  }),

  http.post('*/apps/users/update-notifications', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const id = bodyUserId(body)
    if (id instanceof Response) return id
    const { changes, errors } = readNotifications(body.notifications)
    if (errors.length > 0) return fieldErrors({ notifications: errors })
    return HttpResponse.json({ notifications: updateNotifications(id, changes) }, { status: 201 })
  }),
]
