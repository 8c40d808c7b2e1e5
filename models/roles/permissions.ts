import * as z from 'zod/mini'
import { trimInvisible } from '../format/visible-text.ts'

/** The roles a permission can be assigned to (SPEC.md section 6), in the order screens show them. */
export const permissionRoles = [
  'administrator',
  'manager',
  'user',
  'support',
  'restricted-user',
] as const

export type PermissionRole = (typeof permissionRoles)[number]

/**
 * A permission (SPEC.md section 3). `assignedTo` stays a list of plain strings: a role this client
 * does not know yet must not make the whole list unreadable. `createdDate` is a local date and
 * time without a zone ("2021-04-14T20:43:00"), so it names the same day wherever it is shown.
 */
export const permissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.string()),
  createdDate: z.string(),
})

/** `GET /apps/permissions/data`: one page of matches, their total, and every permission. */
export const permissionListSchema = z.object({
  params: z.object({
    q: z.string(),
    perPage: z.number(),
    page: z.number(),
    assignedTo: z.nullable(z.string()),
  }),
  allData: z.array(permissionSchema),
  total: z.number(),
  permissions: z.array(permissionSchema),
})

export type Permission = z.infer<typeof permissionSchema>
export type PermissionList = z.infer<typeof permissionListSchema>

/** How many of the permissions each role holds; every known role is present, even at zero. */
export function countPermissionsByRole(
  permissions: readonly Permission[],
): Record<PermissionRole, number> {
  const counts = Object.fromEntries(permissionRoles.map((role) => [role, 0])) as Record<
    PermissionRole,
    number
  >
  for (const permission of permissions) {
    for (const role of permissionRoles) {
      if (permission.assignedTo.includes(role)) counts[role] += 1
    }
  }
  return counts
}

/** The permissions whose name contains the query, ignoring case and surrounding blanks. */
export function filterPermissionsByName(
  permissions: readonly Permission[],
  query: string,
): Permission[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...permissions]
  return permissions.filter((permission) => permission.name.toLowerCase().includes(needle))
}

/** What is wrong with a permission's name as typed, before it is sent. */
export type PermissionNameProblem = 'required'

/** A permission needs a name that shows something (the demo server refuses an empty one too). */
export function checkPermissionName(name: string): PermissionNameProblem | undefined {
  return trimInvisible(name) === '' ? 'required' : undefined
}

/** `POST /apps/permissions/add-permission` and `update-permission`: the permission as saved. */
export const permissionAnswerSchema = z.object({ permission: permissionSchema })
