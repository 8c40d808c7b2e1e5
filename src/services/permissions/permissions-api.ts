import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import {
  permissionAnswerSchema,
  permissionListSchema,
  type Permission,
} from '@models/roles/permissions'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/**
 * One page of the permissions that match (`GET /apps/permissions/data`: q on the name and the
 * creation date, assignedTo, page and perPage). The server does not sort: no sort is sent.
 */
export async function fetchPermissionPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<Permission>> {
  const searchParams = requestParams(params)
  delete searchParams.sort
  delete searchParams.sortColumn
  const body = await http.get('apps/permissions/data', { signal, searchParams }).json()
  const { permissions, total } = parseResponse(permissionListSchema, body, 'permissions')
  return { rows: permissions, total }
}

/**
 * Adds a permission (`POST /apps/permissions/add-permission`): the server assigns it to the
 * administrator only and puts it first (SPEC.md section 4).
 */
export async function addPermission(name: string, signal?: AbortSignal): Promise<Permission> {
  const body = await http
    .post('apps/permissions/add-permission', { json: { permission: { name } }, signal })
    .json()
  return parseResponse(permissionAnswerSchema, body, 'permission').permission
}

/** Renames a permission (`POST /apps/permissions/update-permission`). */
export async function renamePermission(
  id: number,
  name: string,
  signal?: AbortSignal,
): Promise<Permission> {
  const body = await http
    .post('apps/permissions/update-permission', { json: { id, name }, signal })
    .json()
  return parseResponse(permissionAnswerSchema, body, 'permission').permission
}

/** Deletes a permission (`DELETE /apps/permissions/delete?id=`). */
export async function deletePermission(id: number, signal?: AbortSignal): Promise<void> {
  await http.delete('apps/permissions/delete', { searchParams: { id: String(id) }, signal })
}
