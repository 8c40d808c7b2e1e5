import {
  permissionRoleAnswerSchema,
  permissionRoleListSchema,
  type PermissionRoleDetails,
  type PermissionRoleDraft,
} from '@models/roles/permission-role'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** Every permission role with its user count, first users and matrix (`GET /apps/roles/data`). */
export async function fetchRoles(signal?: AbortSignal): Promise<PermissionRoleDetails[]> {
  const body = await http.get('apps/roles/data', { signal }).json()
  return parseResponse(permissionRoleListSchema, body, 'roles').roles
}

/** Adds a role (`POST /apps/roles/add-role`); answers the role as saved. */
export async function addRole(
  role: PermissionRoleDraft,
  signal?: AbortSignal,
): Promise<PermissionRoleDetails> {
  const body = await http.post('apps/roles/add-role', { json: { role }, signal }).json()
  return parseResponse(permissionRoleAnswerSchema, body, 'role').role
}

/**
 * Renames the role called `name` and sets its matrix (`POST /apps/roles/update-role`); answers
 * the role as saved.
 */
export async function updateRole(
  name: string,
  role: Partial<PermissionRoleDraft>,
  signal?: AbortSignal,
): Promise<PermissionRoleDetails> {
  const body = await http.post('apps/roles/update-role', { json: { name, role }, signal }).json()
  return parseResponse(permissionRoleAnswerSchema, body, 'role').role
}

/** Deletes a role the admin added (`DELETE /apps/roles/delete?name=`); a 409 for a built-in one. */
export async function deleteRole(name: string, signal?: AbortSignal): Promise<void> {
  await http.delete('apps/roles/delete', { searchParams: { name }, signal })
}
