import { useCallback, useState } from 'react'
import type { ListChange, PendingRow } from '@models/list-change'
import type { ListPage } from '@models/list-params'
import { useQuery } from '@/services/use-query'
import { listChangesOf } from '@/services/list/list-changes'
import { useChangedPage } from '@/services/list/use-changed-page'
import { roleList, type RoleRow } from './role-list'
import { rolesQuery } from './roles-query'

export type ShownRole = RoleRow & PendingRow

/**
 * The permission roles on screen: the server's (the last ones at once while fresh ones load),
 * with the changes on their way laid over them; a role being added shows last, where the server
 * will put it. `change` starts one and resolves with how it ended.
 */
export function useRoles() {
  const { state, retry } = useQuery(rolesQuery)
  // A saved change drops the cached roles; the last ones stay on screen until the new ones come.
  const [last, setLast] = useState<ListPage<RoleRow> | null>(null)
  const fresh = state.status === 'ready' ? state.data : null
  if (fresh && fresh !== last) setLast(fresh)
  const page = useChangedPage(roleList, fresh ?? last)

  // The server puts an added role last: it shows there from the start.
  const roles: ShownRole[] | null = page
    ? [...page.rows.filter((role) => !role.draft), ...page.rows.filter((role) => role.draft)]
    : null
  const changes = listChangesOf(roleList)
  return {
    roles,
    /** The first load failed (nothing to show), or the last refresh did. */
    error: state.status === 'error' ? state.error : null,
    loading: state.status === 'loading' && !page,
    retry,
    change: useCallback((change: ListChange) => changes.start(change), [changes]),
  }
}
