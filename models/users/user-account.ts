import * as z from 'zod/mini'

/*
 * What the user view's Security and Notifications tabs show of a user beyond the list's fields
 * (SPEC.md section 3 has neither): whether two-step verification is on, when the password was
 * last changed, and which notifications reach them on which channel. Demo endpoints:
 * GET /apps/users/security?id=, POST /apps/users/change-password,
 * GET /apps/users/notifications?id=, POST /apps/users/update-notifications.
 */

/** What the Security tab shows. */
export const userSecuritySchema = z.object({
  /** Two-step verification is set up by the user on their own device; the admin only sees it. */
  twoStepEnabled: z.boolean(),
  /** When the password was last changed (ISO 8601), null when never since the account began. */
  passwordChangedAt: z.nullable(z.string()),
})
export type UserSecurity = z.infer<typeof userSecuritySchema>

/** `GET /apps/users/security` and `POST /apps/users/change-password`. */
export const userSecurityAnswerSchema = z.object({ security: userSecuritySchema })

/** The fewest characters a new password may have. */
export const minPasswordLength = 8
/** The most characters a new password may have. */
export const maxPasswordLength = 128

/** What is wrong with a new password and its confirmation: translation keys, by field. */
export interface PasswordProblems {
  password?: 'required' | 'tooShort' | 'tooLong'
  confirm?: 'required' | 'mismatch'
}

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => [...text].length

/**
 * The problems of a new password before it is sent: it is given, has 8 characters or more (and
 * no more than 128), and the confirmation is the same. Spaces count: a pass phrase may have them.
 */
export function checkNewPassword(password: string, confirm: string): PasswordProblems {
  const problems: PasswordProblems = {}
  const length = characterCount(password)
  if (length === 0) problems.password = 'required'
  else if (length < minPasswordLength) problems.password = 'tooShort'
  else if (length > maxPasswordLength) problems.password = 'tooLong'
  if (confirm === '') problems.confirm = 'required'
  else if (confirm !== password) problems.confirm = 'mismatch'
  return problems
}

/** What a user may be told about, in the order the Notifications tab lists them. */
export const notificationTypes = [
  'newForYou',
  'accountActivity',
  'newBrowserSignIn',
  'newDeviceLinked',
] as const
export type NotificationType = (typeof notificationTypes)[number]

/** Where a notification reaches them. */
export const notificationChannels = ['email', 'browser', 'app'] as const
export type NotificationChannel = (typeof notificationChannels)[number]

const channelsSchema = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() })
export type NotificationChannels = z.infer<typeof channelsSchema>

/** Each notification type with the channels it is sent on. */
export const userNotificationsSchema = z.object({
  newForYou: channelsSchema,
  accountActivity: channelsSchema,
  newBrowserSignIn: channelsSchema,
  newDeviceLinked: channelsSchema,
})
export type UserNotifications = z.infer<typeof userNotificationsSchema>

/** `GET /apps/users/notifications` and `POST /apps/users/update-notifications`. */
export const userNotificationsAnswerSchema = z.object({ notifications: userNotificationsSchema })

/** Whether two sets of notifications say the same. */
export function sameNotifications(a: UserNotifications, b: UserNotifications): boolean {
  return notificationTypes.every((type) =>
    notificationChannels.every((channel) => a[type][channel] === b[type][channel]),
  )
}
