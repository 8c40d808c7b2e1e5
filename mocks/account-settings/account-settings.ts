import { defineStore } from '../server/store.ts'

/** The profile block of the account settings. */
export interface AccountGeneral {
  /** Public path of the avatar image. */
  avatar: string
  username: string
  fullName: string
  email: string
  company: string
}

/** The personal details block. */
export interface AccountInfo {
  bio: string
  /** YYYY-MM-DD, or null until the user gives one. */
  dob: string | null
  country: string
  website: string
  phone: string
}

/** A connected account on another network; null when it is not connected. */
export type AccountConnection = { id: string; profileImg: string } | null

export interface AccountSocial {
  socialLinks: {
    twitter: string
    facebook: string
    google: string
    linkedIn: string
    instagram: string
    quora: string
  }
  connections: {
    twitter: AccountConnection
    google: AccountConnection
    facebook: AccountConnection
    github: AccountConnection
  }
}

/** Which e-mails the user wants (SPEC section 3, "notification flags"). */
export interface NotificationSettings {
  commentOnArticle: boolean
  answerOnForm: boolean
  followMe: boolean
  newAnnouncements: boolean
  productUpdates: boolean
  blogDigest: boolean
}

/** The whole answer of `GET /account-setting/data`. */
export interface AccountSettings {
  general: AccountGeneral
  info: AccountInfo
  social: AccountSocial
  notification: NotificationSettings
}

/** The flag names, so a handler can check that a body carries every one of them. */
export const notificationFlags: (keyof NotificationSettings)[] = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
]

// The demo account is the demo admin the shell stands in with (same name and avatar), so the
// settings and the user menu agree.
const seed = (): AccountSettings => ({
  general: {
    avatar: '/images/avatars/1.svg',
    username: 'johndoe',
    fullName: 'John Doe',
    email: 'john.doe@example.com',
    company: 'Northwind Traders',
  },
  info: {
    bio: 'Operations lead. I keep the support queue short and the customers happy.',
    dob: null,
    country: 'United States',
    website: 'https://example.com',
    phone: '+1 656 254 2568',
  },
  social: {
    socialLinks: {
      twitter: 'https://twitter.com/johndoe',
      facebook: '',
      google: '',
      linkedIn: 'https://www.linkedin.com/in/johndoe',
      instagram: '',
      quora: '',
    },
    connections: {
      twitter: { id: 'johndoe', profileImg: '/images/avatars/11.svg' },
      google: { id: 'john.doe', profileImg: '/images/avatars/12.svg' },
      facebook: null,
      github: null,
    },
  },
  // A mix of on and off, so that the screen shows both states from the start.
  notification: {
    commentOnArticle: true,
    answerOnForm: true,
    followMe: false,
    newAnnouncements: false,
    productUpdates: true,
    blogDigest: false,
  },
})

/** The demo account's settings, changed in memory by the notification update. */
export const accountSettingsStore = defineStore(seed)

/** Replaces the notification flags and returns what is stored now. */
export function saveNotificationSettings(notification: NotificationSettings): NotificationSettings {
  const settings = accountSettingsStore.get()
  // A copy, so that a caller holding the argument cannot change the store behind its back.
  settings.notification = { ...notification }
  return { ...settings.notification }
}

/** Replaces one block of the account settings and returns a copy of what is stored now. */
export function saveAccountBlock<K extends 'general' | 'info'>(
  block: K,
  value: AccountSettings[K],
): AccountSettings[K] {
  const settings = accountSettingsStore.get()
  settings[block] = { ...value }
  return { ...settings[block] }
}

/** Replaces the social links and returns what is stored now. */
export function saveSocialLinks(links: AccountSocial['socialLinks']): AccountSocial['socialLinks'] {
  const settings = accountSettingsStore.get()
  settings.social.socialLinks = { ...links }
  return { ...settings.social.socialLinks }
}

/** Connects (with a demo handle) or disconnects one network; returns every connection. */
export function setConnection(
  network: keyof AccountSocial['connections'],
  connected: boolean,
): AccountSocial['connections'] {
  const settings = accountSettingsStore.get()
  const { username } = settings.general
  settings.social.connections[network] = connected
    ? { id: username, profileImg: settings.general.avatar }
    : null
  return { ...settings.social.connections }
}

/** The account's security: its password and whether two-step verification is on. */
export interface AccountSecurity {
  password: string
  twoStepEnabled: boolean
}

/** The demo admin's password is the one it signs in with (mocks/session/accounts.ts). */
export const accountSecurityStore = defineStore<AccountSecurity>(() => ({
  password: 'admin',
  twoStepEnabled: false,
}))
