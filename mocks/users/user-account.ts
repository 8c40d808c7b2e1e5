import type {
  NotificationChannels,
  UserNotifications,
  UserSecurity,
} from '../../models/users/user-account.ts'
import { defineStore } from '../server/store.ts'
import { seededRandom } from '../server/seeded-random.ts'

/**
 * What the demo server keeps of a user beyond the list's fields, for the user view's Security and
 * Notifications tabs: two-step verification, when the password last changed, and the
 * notifications. Seeded per user id from a fixed seed, on first use, so a user added later gets
 * settings too. The password itself is not kept: nothing signs in with it in the demo.
 */
interface UserAccount {
  security: UserSecurity
  notifications: UserNotifications
}

const channels = (email: boolean, browser: boolean, app: boolean): NotificationChannels => ({
  email,
  browser,
  app,
})

/** The settings a user starts with: the same for the same id on every machine. */
function seedAccount(id: number): UserAccount {
  const random = seededRandom(0x5ec0 + id)
  const coin = (odds: number) => random() < odds
  return {
    // About a third set up two-step verification.
    security: { twoStepEnabled: coin(0.35), passwordChangedAt: null },
    notifications: {
      newForYou: channels(true, coin(0.7), coin(0.5)),
      accountActivity: channels(true, coin(0.6), coin(0.3)),
      // Sign-ins from a new browser are mailed to everyone: a safety default.
      newBrowserSignIn: channels(true, coin(0.5), false),
      newDeviceLinked: channels(coin(0.8), false, coin(0.3)),
    },
  }
}

/** Each user's settings by id, made when first asked for. */
export const userAccountStore = defineStore(() => new Map<number, UserAccount>())

function accountOf(id: number): UserAccount {
  const accounts = userAccountStore.get()
  let account = accounts.get(id)
  if (!account) accounts.set(id, (account = seedAccount(id)))
  return account
}

const copyNotifications = (notifications: UserNotifications): UserNotifications =>
  structuredClone(notifications)

export function securityOf(id: number): UserSecurity {
  return { ...accountOf(id).security }
}

/** Notes that the user's password was changed at `at`. */
export function recordPasswordChange(id: number, at: Date): UserSecurity {
  const account = accountOf(id)
  account.security = { ...account.security, passwordChangedAt: at.toISOString() }
  return { ...account.security }
}

export function notificationsOf(id: number): UserNotifications {
  return copyNotifications(accountOf(id).notifications)
}

/** Sets the channels of the types given; the others stay as they were. */
export function updateNotifications(
  id: number,
  changes: Partial<Record<keyof UserNotifications, Partial<NotificationChannels>>>,
): UserNotifications {
  const account = accountOf(id)
  for (const [type, given] of Object.entries(changes)) {
    const key = type as keyof UserNotifications
    account.notifications[key] = { ...account.notifications[key], ...given }
  }
  return copyNotifications(account.notifications)
}
