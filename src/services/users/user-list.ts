import type { ListChange } from '@models/lists/list-change'
import { standardPageSizes } from '@models/lists/list-params'
import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type NewUser,
  type User,
  type UserDraft,
} from '@models/users/users'
import type { EditableListSource } from '@/services/list/list-source'
import { addUser, deleteUsers, fetchUserPage, updateUser } from './users-api'

/** A user added from the drawer's fields, or some of a user's fields changed. */
export type UserChange = ListChange<UserDraft, Partial<NewUser>>

const asUserId = (id: number | string) => Number(id)

async function sendUserChange(change: UserChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addUser(change.draft, signal)
    case 'update':
      return updateUser(asUserId(change.id), change.patch, signal)
    case 'delete':
      return deleteUsers(change.ids.map(asUserId), signal)
  }
}

/**
 * The user list (/apps/user/list and the roles page): 10 a page by default, sorted by full name
 * (SPEC.md section 9), filtered by role, plan and status.
 */
export const userList: EditableListSource<User, UserChange> = {
  area: 'users',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'fullName',
    sort: 'asc',
    sortColumns: userSortColumns,
    filters: { role: userRoles, currentPlan: userPlans, status: userStatuses },
  },
  fetchPage: fetchUserPage,
  sendChange: sendUserChange,
  rowId: (user) => user.id,
  draftRow: (draft, id) => ({
    avatar: '',
    billing: 'Manual - Credit Card',
    status: 'pending',
    ...draft,
    id,
  }),
  // The roles page counts each role's users and shows the first of them.
  alsoStale: [['roles']],
  messages: {
    deleted: 'users:toast.deleted',
    refused: {
      add: 'users:toast.addRefused',
      update: 'users:toast.updateRefused',
      delete: 'users:toast.deleteRefused',
    },
  },
}
