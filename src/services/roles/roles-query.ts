import { defaultListParams, type ListPage } from '@models/lists/list-params'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { userList } from '@/services/users/user-list'
import { roleList, type RoleRow } from './role-list'

/** Every permission role, under the roles' area: a saved role change drops it. */
export const rolesQuery: Query<ListPage<RoleRow>> = {
  key: [roleList.area, 'all'],
  load: (signal) => roleList.fetchPage(defaultListParams(roleList.shape), signal),
}

/** The roles route's prefetch: the roles' cards, and the page of users its URL asks for. */
export function prefetchRoles(search: string): void {
  queryCache.prefetch(rolesQuery)
  prefetchList(userList, search)
}
