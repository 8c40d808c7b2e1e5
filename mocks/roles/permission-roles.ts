import {
  rolePermissionNames,
  type PermissionAccess,
  type PermissionRoleDetails,
} from '../../models/roles/permission-role.ts'
import { permissionRoles, type PermissionRole } from '../../models/roles/permissions.ts'
import type { User, UserRole } from '../../models/users/users.ts'
import { defineStore } from '../server/store.ts'
import { allUsers } from '../users/users.ts'

/**
 * The permission roles of /apps/roles (SPEC.md section 6: administrator, manager, user, support,
 * restricted-user, and any the admin adds) with what each may do with every permission.
 */

export type RolePermissionName = (typeof rolePermissionNames)[number]
export type PermissionMatrix = Record<RolePermissionName, PermissionAccess>

/**
 * Who holds a built-in role. The spec does not say, so this is the demo's choice: each user of
 * the list holds the permission role that goes with their list role (admin → administrator,
 * maintainer → manager, editor → user, author → support, subscriber → restricted-user). The
 * counts follow the user list as it is now: a deleted user leaves their role.
 */
const holdersOf: Record<PermissionRole, UserRole> = {
  administrator: 'admin',
  manager: 'maintainer',
  user: 'editor',
  support: 'author',
  'restricted-user': 'subscriber',
}

/** "rwc" → read, write and create; "r" → read only; "" → nothing. */
const access = (letters: string): PermissionAccess => ({
  read: letters.includes('r'),
  write: letters.includes('w'),
  create: letters.includes('c'),
})

const matrix = (rows: Partial<Record<RolePermissionName, string>>): PermissionMatrix =>
  Object.fromEntries(
    rolePermissionNames.map((name) => [name, access(rows[name] ?? '')]),
  ) as PermissionMatrix

/**
 * Each built-in role's matrix. A role reads exactly the permissions it is assigned in the
 * permission list (mocks/roles/permissions.ts); what more it may do is the demo's plausible choice.
 * The administrator may do everything.
 */
const builtInMatrices: Record<PermissionRole, PermissionMatrix> = {
  administrator: matrix(Object.fromEntries(rolePermissionNames.map((name) => [name, 'rwc']))),
  manager: matrix({
    Management: 'rw',
    'Add & Remove Users': 'rwc',
    'Project Planning': 'rwc',
    'Client Communication': 'rw',
    'Only View': 'r',
    'Financial Management': 'rw',
    "Manage Others' Tasks": 'rwc',
  }),
  user: matrix({
    'Project Planning': 'rw',
    'Manage Email Sequences': 'rwc',
    'Only View': 'r',
  }),
  support: matrix({
    'Project Planning': 'r',
    'Manage Email Sequences': 'rw',
    'Client Communication': 'rwc',
    'Only View': 'r',
    "Manage Others' Tasks": 'rw',
  }),
  'restricted-user': matrix({ 'Only View': 'r' }),
}

interface StoredRole {
  name: string
  /** The list role whose users hold it: built-in roles only, whatever their name is now. */
  holders?: UserRole
  permissions: PermissionMatrix
}

const copyMatrix = (permissions: PermissionMatrix): PermissionMatrix =>
  Object.fromEntries(
    rolePermissionNames.map((name) => [name, { ...permissions[name] }]),
  ) as PermissionMatrix

/** The five built-in roles in the spec's order, then the ones the admin added. */
export const permissionRoleStore = defineStore((): StoredRole[] =>
  permissionRoles.map((name) => ({
    name,
    holders: holdersOf[name],
    permissions: copyMatrix(builtInMatrices[name]),
  })),
)

/** How many members a role's card shows. */
const shownMembers = 5

function details(role: StoredRole, users: readonly User[]): PermissionRoleDetails {
  const members = role.holders ? users.filter((user) => user.role === role.holders) : []
  return {
    name: role.name,
    totalUsers: members.length,
    users: members
      .slice(0, shownMembers)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    permissions: copyMatrix(role.permissions),
  }
}

/** Every role with its user count, its first five members and its matrix. */
export function permissionRoleDetails(): PermissionRoleDetails[] {
  const users = allUsers()
  return permissionRoleStore.get().map((role) => details(role, users))
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function findRole(name: string): StoredRole | undefined {
  return permissionRoleStore.get().find((role) => sameName(role.name, name))
}

export const hasRole = (name: string): boolean => findRole(name) !== undefined

/** Whether a role other than `except` has this name, ignoring case. */
export function isRoleNameTaken(name: string, except?: string): boolean {
  const holder = findRole(name)
  return holder !== undefined && (except === undefined || !sameName(holder.name, except))
}

/** Adds a role nobody holds yet; permissions left out are not granted. */
export function addPermissionRole(
  name: string,
  permissions: Partial<PermissionMatrix>,
): PermissionRoleDetails {
  const role: StoredRole = {
    name,
    permissions: copyMatrix({ ...matrix({}), ...permissions }),
  }
  permissionRoleStore.get().push(role)
  return details(role, allUsers())
}

/**
 * Renames a role and changes the permissions given (the others stay as they were); undefined when
 * there is no role named `current`.
 */
export function updatePermissionRole(
  current: string,
  changes: { name?: string; permissions?: Partial<PermissionMatrix> },
): PermissionRoleDetails | undefined {
  const role = findRole(current)
  if (!role) return undefined
  if (changes.name !== undefined) role.name = changes.name
  if (changes.permissions) {
    role.permissions = copyMatrix({ ...role.permissions, ...changes.permissions })
  }
  return details(role, allUsers())
}

/** Removes a role the admin added; the five built-in roles stay. */
export function deletePermissionRole(name: string): 'deleted' | 'not-found' | 'built-in' {
  const roles = permissionRoleStore.get()
  const index = roles.findIndex((role) => sameName(role.name, name))
  if (index < 0) return 'not-found'
  // Only the built-in roles have holders.
  if (roles[index]?.holders) return 'built-in'
  roles.splice(index, 1)
  return 'deleted'
}
