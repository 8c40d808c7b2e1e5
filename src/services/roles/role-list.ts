import type { ListChange } from '@models/lists/list-change'
import type { ListPage, ListParams } from '@models/lists/list-params'
import type { PermissionRoleDetails, PermissionRoleDraft } from '@models/roles/permission-role'
import type { EditableListSource } from '@/services/list/list-source'
import { addRole, deleteRole, fetchRoles, updateRole } from './roles-api'

/** A role added from the dialog, or some of a role's fields changed (its name is its id). */
export type RoleChange = ListChange<PermissionRoleDraft, Partial<PermissionRoleDraft>>

async function sendRoleChange(change: RoleChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addRole(change.draft, signal)
    case 'update':
      return updateRole(String(change.id), change.patch, signal)
    case 'delete':
      // The page deletes one role at a time; several are sent one after the other.
      for (const id of change.ids) await deleteRole(String(id), signal)
      return undefined
  }
}

/** The server gives every role at once: one page, whatever is asked. */
async function fetchRolePage(_params: ListParams, signal: AbortSignal): Promise<ListPage<RoleRow>> {
  const roles = await fetchRoles(signal)
  return { rows: roles, total: roles.length }
}

/** A role as the roles page lists it: `draft` while it is one being added, not yet the server's. */
export type RoleRow = PermissionRoleDetails & { draft?: true }

/**
 * The permission roles of /apps/roles as a list source, so that adding, changing and deleting a
 * role take the list pattern's one optimistic path (shown at once, taken back with the error
 * catalogue's toast when refused, a delete behind its Undo). A role is known by its name. The
 * server neither pages nor sorts them: the shape is one page of all of them.
 */
export const roleList: EditableListSource<RoleRow, RoleChange> = {
  area: 'roles',
  shape: {
    perPage: 100,
    perPageOptions: [100],
    sortColumn: 'name',
    sort: 'asc',
    sortColumns: ['name'],
    filters: {},
  },
  fetchPage: fetchRolePage,
  sendChange: sendRoleChange,
  rowId: (role) => role.name,
  // Nobody holds a role that was just added.
  draftRow: ({ name, permissions }) => ({
    name,
    permissions,
    totalUsers: 0,
    users: [],
    draft: true,
  }),
  messages: {
    deleted: 'roles:toast.roleDeleted',
    refused: {
      add: 'roles:toast.roleAddRefused',
      update: 'roles:toast.roleUpdateRefused',
      delete: 'roles:toast.roleDeleteRefused',
    },
  },
}
