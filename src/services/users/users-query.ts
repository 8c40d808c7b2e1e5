import type { User } from '@models/users'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchAllUsers, fetchUser } from './users-api'
import { userList } from './user-list'

/** Every user, for the statistics cards; under the list's area, so a saved change drops it. */
export const allUsersQuery: Query<User[]> = {
  key: [userList.area, 'all'],
  load: fetchAllUsers,
}

/** One user, for the view page. */
export function userQuery(id: number): Query<User> {
  return { key: [userList.area, 'user', id], load: (signal) => fetchUser(id, signal) }
}

/** The list route's prefetch: the page its URL asks for and the statistics. */
export function prefetchUserList(search: string): void {
  prefetchList(userList, search)
  queryCache.prefetch(allUsersQuery)
}
