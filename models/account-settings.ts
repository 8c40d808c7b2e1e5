import * as z from 'zod/mini'

/**
 * Schemas of the account-settings payloads (SPEC.md section 3 "Account settings", section 7
 * "Cards and settings"). The notification page reads only the flags, but the whole answer is
 * checked so that a changed server shape fails loudly instead of half-rendering.
 */
export const accountGeneralSchema = z.object({
  avatar: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  company: z.string(),
})

export const accountInfoSchema = z.object({
  bio: z.string(),
  // The template leaves the birth date empty until the user picks one.
  dob: z.nullable(z.string()),
  country: z.string(),
  website: z.string(),
  phone: z.string(),
})

/** The networks a profile may link to. */
export const socialLinkKeys = [
  'twitter',
  'facebook',
  'google',
  'linkedIn',
  'instagram',
  'quora',
] as const

/** The networks an account may be connected with. */
export const connectionKeys = ['twitter', 'google', 'facebook', 'github'] as const

const connectionSchema = z.nullable(z.object({ id: z.string(), profileImg: z.string() }))

export const accountSocialSchema = z.object({
  socialLinks: z.object({
    twitter: z.string(),
    facebook: z.string(),
    google: z.string(),
    linkedIn: z.string(),
    instagram: z.string(),
    quora: z.string(),
  }),
  connections: z.object({
    twitter: connectionSchema,
    google: connectionSchema,
    facebook: connectionSchema,
    github: connectionSchema,
  }),
})

/** The six notification flags, in the order the settings page lists them. */
export const notificationKeys = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const

export type NotificationKey = (typeof notificationKeys)[number]

export const notificationSettingsSchema = z.object({
  commentOnArticle: z.boolean(),
  answerOnForm: z.boolean(),
  followMe: z.boolean(),
  newAnnouncements: z.boolean(),
  productUpdates: z.boolean(),
  blogDigest: z.boolean(),
})

/** `GET /account-setting/data`. */
export const accountSettingsSchema = z.object({
  general: accountGeneralSchema,
  info: accountInfoSchema,
  social: accountSocialSchema,
  notification: notificationSettingsSchema,
})

/** `POST /account-setting/notification`: the flags as the server stored them. */
export const notificationUpdateSchema = z.object({ notification: notificationSettingsSchema })

export type AccountGeneral = z.infer<typeof accountGeneralSchema>
export type AccountInfo = z.infer<typeof accountInfoSchema>
export type AccountSocial = z.infer<typeof accountSocialSchema>
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>
export type AccountSettings = z.infer<typeof accountSettingsSchema>

/** True when both sets of flags say the same thing, so a form knows whether it has changes. */
export function sameNotificationSettings(
  a: NotificationSettings,
  b: NotificationSettings,
): boolean {
  return notificationKeys.every((key) => a[key] === b[key])
}
