import type { User } from '@models/users/users'
import type { UserNotifications, UserSecurity } from '@models/users/user-account'
import { userIdOf, userViewTabOf } from '@models/users/user-view'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchAllUsers, fetchUser, fetchUserNotifications, fetchUserSecurity } from './users-api'
import { userList } from './user-list'

/** Every user, for the statistics cards; under the list's area, so a saved change drops it. */
export const allUsersQuery: Query<User[]> = {
  key: [userList.area, 'all'],
  load: fetchAllUsers,
}

/** One user, for the view page; under the list's area, so a saved change drops it. */
export function userQuery(id: number): Query<User> {
  return { key: [userList.area, 'user', id], load: (signal) => fetchUser(id, signal) }
}

/**
 * A user's security, for the view's Security tab. Not under the list's area: a change to the
 * user's fields does not change it, and the tab's form must not flash while the user is saved.
 */
export function userSecurityQuery(id: number): Query<UserSecurity> {
  return { key: ['userSecurity', id], load: (signal) => fetchUserSecurity(id, signal) }
}

/** A user's notifications, for the view's Notifications tab (outside the list's area too). */
export function userNotificationsQuery(id: number): Query<UserNotifications> {
  return { key: ['userNotifications', id], load: (signal) => fetchUserNotifications(id, signal) }
}

/** The list route's prefetch: the page its URL asks for and the statistics. */
export function prefetchUserList(search: string): void {
  prefetchList(userList, search)
  queryCache.prefetch(allUsersQuery)
}

/** Asks for `query` unless the cache holds its answer: the page shows that and refreshes it. */
function prefetchMissing(query: Query<unknown>): void {
  if (queryCache.peek(query.key) === undefined) queryCache.prefetch(query)
}

/**
 * The view route's prefetch (`/apps/user/view/:id?/:tab?`): the user the URL names, and what
 * their tab shows beyond them; with no id, every user, to open the first one. A move between two
 * tabs of a user already here asks for nothing again.
 */
export function prefetchUserView(params: Readonly<Record<string, string>>): void {
  if (params.id === undefined) return prefetchMissing(allUsersQuery)
  const id = userIdOf(params.id)
  if (id === null) return
  prefetchMissing(userQuery(id))
  const tab = params.tab === undefined ? null : userViewTabOf(params.tab)
  if (tab === 'security') prefetchMissing(userSecurityQuery(id))
  if (tab === 'notifications') prefetchMissing(userNotificationsQuery(id))
}
