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

/** `POST /account-setting/general`: the block as the server stored it. */
export const generalUpdateSchema = z.object({ general: accountGeneralSchema })
/** `POST /account-setting/info`. */
export const infoUpdateSchema = z.object({ info: accountInfoSchema })
/** `POST /account-setting/social`. */
export const socialLinksUpdateSchema = z.object({
  socialLinks: accountSocialSchema.shape.socialLinks,
})
/** `POST /account-setting/connection`: every connection after the change. */
export const connectionsUpdateSchema = z.object({
  connections: accountSocialSchema.shape.connections,
})
/** `GET /account-setting/security`, `POST /account-setting/two-step` and `/change-password`. */
export const accountSecuritySchema = z.object({ twoStepEnabled: z.boolean() })
/** The geo-lookup's answer (SPEC section 7): the visitor's country. */
export const geoLookupSchema = z.object({ countryCode: z.string() })

export type SocialLinks = AccountSocial['socialLinks']
export type SocialLinkKey = (typeof socialLinkKeys)[number]
export type ConnectionKey = (typeof connectionKeys)[number]
export type AccountSecurity = z.infer<typeof accountSecuritySchema>

/** The avatar types an upload may have, and its largest size (800 KB). */
export const avatarTypes = ['image/jpeg', 'image/png', 'image/gif'] as const
export const maxAvatarBytes = 800 * 1024

/** What is wrong with a chosen avatar file, if anything: a translation key. */
export function avatarProblem(file: { type: string; size: number }): 'type' | 'size' | undefined {
  if (!(avatarTypes as readonly string[]).includes(file.type)) return 'type'
  if (file.size > maxAvatarBytes) return 'size'
  return undefined
}

/** True when two blocks of settings give the same value for every field. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key])
}
