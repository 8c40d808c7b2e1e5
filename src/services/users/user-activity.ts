import { useSyncExternalStore } from 'react'
import { onUserChange } from '@/services/session/session'

/** What was done to a user from this app, as the view's Account tab lists it. */
export type UserActivityKind =
  'edited' | 'suspended' | 'activated' | 'planChanged' | 'passwordChanged' | 'notificationsSaved'

export interface UserActivity {
  /** Tells entries apart. */
  key: number
  userId: number
  kind: UserActivityKind
  /** When the server confirmed it (epoch milliseconds). */
  at: number
  /** What it was about: the fields edited, or the new plan. */
  detail?: readonly string[]
}

// The demo server keeps no history of a user, so the Account tab shows only what this tab saw
// being saved since the page was loaded: nothing made up. Forgotten when the signed-in user changes.
let activities: readonly UserActivity[] = []
let nextKey = 1
const listeners = new Set<() => void>()

const changed = (next: readonly UserActivity[]) => {
  activities = next
  listeners.forEach((listener) => listener())
}

/** Notes a change the server saved for a user, now. */
export function recordUserActivity(
  userId: number,
  kind: UserActivityKind,
  detail?: readonly string[],
): void {
  changed([
    ...activities,
    { key: nextKey++, userId, kind, at: Date.now(), ...(detail && { detail }) },
  ])
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** What was saved for the user in this visit, newest first. */
export function useUserActivity(userId: number): readonly UserActivity[] {
  const all = useSyncExternalStore(subscribe, () => activities)
  return all.filter((activity) => activity.userId === userId).reverse()
}

onUserChange(() => changed([]))
