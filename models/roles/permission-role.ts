import * as z from 'zod/mini'
import { trimInvisible } from '../format/visible-text.ts'

/*
 * The permission roles the admin edits in /apps/roles (SPEC.md section 6: administrator, manager,
 * user, support, restricted-user, and any the admin adds): who holds each, and what each may do
 * with every permission.
 */

/** The nine permissions of SPEC.md section 6, in its order: the rows of every role's matrix. */
export const rolePermissionNames = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
] as const

/** What a role may do with one permission: the three columns of the permission matrix. */
export const permissionAccessKinds = ['read', 'write', 'create'] as const
export type PermissionAccessKind = (typeof permissionAccessKinds)[number]

export const permissionAccessSchema = z.object({
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
})
export type PermissionAccess = z.infer<typeof permissionAccessSchema>

/** A few of the role's users, for the avatars on its card. */
export const roleMemberSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
})
export type RoleMember = z.infer<typeof roleMemberSchema>

export const permissionRoleSchema = z.object({
  name: z.string(),
  /** How many users hold the role. */
  totalUsers: z.number(),
  /** The first of them (at most 5), for the card's avatars. */
  users: z.array(roleMemberSchema),
  /** Permission name (SPEC.md section 6) → what the role may do with it. */
  permissions: z.record(z.string(), permissionAccessSchema),
})
export type PermissionRoleDetails = z.infer<typeof permissionRoleSchema>

/** `GET /apps/roles/data`: every permission role. */
export const permissionRoleListSchema = z.object({ roles: z.array(permissionRoleSchema) })

/** `POST /apps/roles/add-role` and `POST /apps/roles/update-role`: the role as saved. */
export const permissionRoleAnswerSchema = z.object({ role: permissionRoleSchema })

/** What the role dialog sends: the name and the matrix. */
export interface PermissionRoleDraft {
  name: string
  permissions: Record<string, PermissionAccess>
}

/** A matrix where the role may do nothing: every permission, read, write and create all false. */
export function emptyPermissionMatrix(): Record<string, PermissionAccess> {
  return Object.fromEntries(
    rolePermissionNames.map((name) => [name, { read: false, write: false, create: false }]),
  )
}

/**
 * The matrix of the role dialog: every permission of SPEC.md section 6, from what `permissions`
 * says (a permission it leaves out grants nothing), in the spec's order.
 */
export function fullPermissionMatrix(
  permissions: Readonly<Record<string, PermissionAccess>>,
): Record<string, PermissionAccess> {
  return Object.fromEntries(
    rolePermissionNames.map((name) => {
      const row = permissions[name]
      return [name, { read: !!row?.read, write: !!row?.write, create: !!row?.create }]
    }),
  )
}

/** How many boxes of a matrix are checked, of how many. */
export function matrixChecks(permissions: Readonly<Record<string, PermissionAccess>>): {
  checked: number
  total: number
} {
  let checked = 0
  for (const name of rolePermissionNames) {
    for (const kind of permissionAccessKinds) if (permissions[name]?.[kind]) checked += 1
  }
  return { checked, total: rolePermissionNames.length * permissionAccessKinds.length }
}

/** Every box of the matrix checked (`true`) or none. */
export function matrixOfAll(value: boolean): Record<string, PermissionAccess> {
  return Object.fromEntries(
    rolePermissionNames.map((name) => [name, { read: value, write: value, create: value }]),
  )
}

/** What is wrong with a role's name as typed, before it is sent. */
export type RoleNameProblem = 'required' | 'taken'

/**
 * Checks a role's name the way the server does (SPEC.md section 6 roles and the demo server): it
 * must show something, and no other role may have it, ignoring case. `current` is the name of
 * the role being edited, which may keep its name.
 */
export function checkRoleName(
  name: string,
  existing: readonly string[],
  current?: string,
): RoleNameProblem | undefined {
  const wanted = trimInvisible(name)
  if (wanted === '') return 'required'
  const same = (other: string) => other.toLowerCase() === wanted.toLowerCase()
  const holder = existing.find(same)
  if (holder !== undefined && (current === undefined || !same(current))) return 'taken'
  return undefined
}
