import type { ListChange } from '@models/lists/list-change'
import { standardPageSizes } from '@models/lists/list-params'
import { permissionRoles, type Permission } from '@models/roles/permissions'
import type { EditableListSource } from '@/services/list/list-source'
import {
  addPermission,
  deletePermission,
  fetchPermissionPage,
  renamePermission,
} from './permissions-api'

const asPermissionId = (id: number | string) => Number(id)

/** A permission added or renamed: both carry its name only. */
export type PermissionChange = ListChange<{ name: string }, { name: string }>

async function sendPermissionChange(
  change: PermissionChange,
  signal: AbortSignal,
): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addPermission(change.draft.name, signal)
    case 'update':
      return renamePermission(asPermissionId(change.id), change.patch.name, signal)
    case 'delete':
      // The page deletes one permission at a time; several are sent one after the other.
      for (const id of change.ids) await deletePermission(asPermissionId(id), signal)
      return undefined
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Now, the way the server writes `createdDate`: local wall time, no zone. */
function nowAsCreatedDate(now = new Date()): string {
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `${day}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
}

/**
 * The permissions (/apps/permissions): 10 a page by default (SPEC.md section 9), searched by name
 * and creation date, filtered by the role they are assigned to. The server has no sort, so the
 * list has none either: its rows come in the server's order, the newest additions first.
 */
export const permissionList: EditableListSource<Permission, PermissionChange> = {
  area: 'permissions',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: '',
    sort: 'asc',
    sortColumns: [],
    filters: { assignedTo: permissionRoles },
  },
  fetchPage: fetchPermissionPage,
  sendChange: sendPermissionChange,
  rowId: (permission) => permission.id,
  // A new permission is the administrator's alone and created now (SPEC.md section 4).
  draftRow: (draft, id) => ({
    id,
    name: draft.name,
    assignedTo: ['administrator'],
    createdDate: nowAsCreatedDate(),
  }),
  messages: {
    deleted: 'roles:toast.permissionDeleted',
    refused: {
      add: 'roles:toast.permissionAddRefused',
      update: 'roles:toast.permissionUpdateRefused',
      delete: 'roles:toast.permissionDeleteRefused',
    },
  },
}
