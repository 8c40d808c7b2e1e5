import * as z from 'zod/mini'

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
