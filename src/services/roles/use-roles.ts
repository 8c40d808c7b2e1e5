import { useCallback } from 'react'
import type { PendingRow } from '@models/lists/list-change'
import { listChangesOf } from '@/services/list/list-changes'
import { useChangedQuery } from '@/services/list/use-changed-query'
import { roleList, type RoleChange, type RoleRow } from './role-list'
import { rolesQuery } from './roles-query'

export type ShownRole = RoleRow & PendingRow

/**
 * The permission roles on screen: the server's (the last ones at once while fresh ones load),
 * with the changes on their way laid over them; a role being added shows last, where the server
 * will put it. `change` starts one and resolves with how it ended.
 */
export function useRoles() {
  // A saved change drops the cached roles; the last ones stay on screen until the new ones come.
  const { page, error, loading, retry } = useChangedQuery(roleList, rolesQuery)

  // The server puts an added role last: it shows there from the start.
  const roles: ShownRole[] | null = page
    ? [...page.rows.filter((role) => !role.draft), ...page.rows.filter((role) => role.draft)]
    : null
  const changes = listChangesOf(roleList)
  return {
    roles,
    /** The first load failed (nothing to show), or the last refresh did. */
    error,
    loading,
    retry,
    change: useCallback((change: RoleChange) => changes.start(change), [changes]),
  }
}
