import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { permissionAccessSchema, rolePermissionNames } from '../../models/roles/permission-role.ts'
import { trimInvisible } from '../../models/format/visible-text.ts'
import {
  addPermissionRole,
  deletePermissionRole,
  hasRole,
  isRoleNameTaken,
  permissionRoleDetails,
  updatePermissionRole,
  type PermissionMatrix,
  type RolePermissionName,
} from './permission-roles.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'

/** Roles are part of user management: `read Users` to see them, `manage Users` to change them. */
const readUsers: Need = { action: 'read', subject: 'Users' }
const manageUsers: Need = { action: 'manage', subject: 'Users' }

const roleNotFound = () => HttpResponse.json({ message: 'Role not found' }, { status: 404 })

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPermissionName = (name: string): name is RolePermissionName =>
  (rolePermissionNames as readonly string[]).includes(name)

type Errors = Record<string, string[]>

/**
 * A role's name as sent: trimmed (a name of only invisible characters is empty), required, and not
 * the name of another role than `current`, ignoring case.
 */
function checkName(sent: unknown, errors: Errors, current?: string): string | undefined {
  const name = typeof sent === 'string' ? trimInvisible(sent) : ''
  if (sent !== undefined && sent !== null && typeof sent !== 'string') {
    errors.name = ['Role name must be text.']
  } else if (name === '') {
    errors.name = ['Role name is required.']
  } else if (isRoleNameTaken(name, current)) {
    errors.name = ['This role name is already in use.']
  } else {
    return name
  }
  return undefined
}

/**
 * A matrix as sent: permission name → {read, write, create}, each a boolean. Rows may be left
 * out; an unknown permission or a malformed row is an error on `permissions`.
 */
function checkPermissions(sent: unknown, errors: Errors): Partial<PermissionMatrix> | undefined {
  if (sent === undefined || sent === null) return {}
  if (!isObject(sent)) {
    errors.permissions = [
      'Permissions must map each permission name to its read, write and create.',
    ]
    return undefined
  }
  const messages: string[] = []
  const permissions: Partial<PermissionMatrix> = {}
  for (const [name, value] of Object.entries(sent)) {
    const row = z.safeParse(permissionAccessSchema, value)
    if (!isPermissionName(name)) messages.push(`Unknown permission: ${name}.`)
    else if (!row.success) {
      messages.push(`${name} needs read, write and create, each true or false.`)
    } else {
      const { read, write, create } = row.data
      permissions[name] = { read, write, create }
    }
  }
  if (messages.length > 0) {
    errors.permissions = messages
    return undefined
  }
  return permissions
}

const hasErrors = (errors: Errors) => Object.keys(errors).length > 0

/**
 * The permission roles of /apps/roles (not in the spec's endpoints; SPEC.md section 6 names the
 * roles and permissions): every role with its user count, first members and permission matrix,
 * adding and changing a role, and deleting one the admin added (the five built-in roles stay).
 *
 * Access: admin-only. Reading needs `read Users`, every change `manage Users`: 401 without a valid
 * token, 403 for a client or an employee.
 */
export const roleHandlers = [
  http.get('*/apps/roles/data', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    return auth instanceof Response ? auth : HttpResponse.json({ roles: permissionRoleDetails() })
  }),

  http.post('*/apps/roles/add-role', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const role = (await readJsonObject(request))?.role
    const sent = isObject(role) ? role : {}
    const errors: Errors = {}
    const name = checkName(sent.name, errors)
    const permissions = checkPermissions(sent.permissions, errors)
    if (hasErrors(errors) || name === undefined || permissions === undefined) {
      return fieldErrors(errors)
    }
    return HttpResponse.json({ role: addPermissionRole(name, permissions) }, { status: 201 })
  }),

  http.post('*/apps/roles/update-role', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const current = typeof body?.name === 'string' ? trimInvisible(body.name) : ''
    if (!current || !hasRole(current)) return roleNotFound()
    const sent = isObject(body?.role) ? body.role : {}
    const errors: Errors = {}
    // A role sent without a name keeps its name.
    const name = sent.name === undefined ? current : checkName(sent.name, errors, current)
    const permissions = checkPermissions(sent.permissions, errors)
    if (hasErrors(errors) || name === undefined || permissions === undefined) {
      return fieldErrors(errors)
    }
    const role = updatePermissionRole(current, {
      ...(sent.name === undefined ? {} : { name }),
      permissions,
    })
    return role ? HttpResponse.json({ role }, { status: 201 }) : roleNotFound()
  }),

  http.delete('*/apps/roles/delete', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const name = trimInvisible(new URL(request.url).searchParams.get('name') ?? '')
    if (!name) return fieldError('name', 'Give the name of the role to delete.')
    switch (deletePermissionRole(name)) {
      case 'not-found':
        return roleNotFound()
      case 'built-in':
        return HttpResponse.json(
          { message: 'The five built-in roles cannot be deleted.' },
          { status: 409 },
        )
      case 'deleted':
        return HttpResponse.json({ name })
    }
  }),
]
