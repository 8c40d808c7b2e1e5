import { http, HttpResponse } from 'msw'
import {
  addPermission,
  deletePermission,
  permissionStore,
  renamePermission,
  type Permission,
} from './permissions.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError } from '../server/field-errors.ts'

const DEFAULT_PER_PAGE = 10
const DEFAULT_PAGE = 1

// A missing or nonsensical number falls back to the default instead of failing the list.
function positiveInteger(value: string | null, fallback: number): number {
  if (value === null) return fallback
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

function matches(permission: Permission, query: string, assignedTo: string | null): boolean {
  const inText =
    permission.name.toLowerCase().includes(query) ||
    permission.createdDate.toLowerCase().includes(query)
  return inText && (assignedTo === null || permission.assignedTo.includes(assignedTo))
}

const nonEmptyName = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

const notFound = () => HttpResponse.json({ message: 'Permission not found' }, { status: 404 })

/** Roles & Permissions is an admin page: `manage Settings`, which only `manage all` covers. */
const manageSettings: Need = { action: 'manage', subject: 'Settings' }

/**
 * Permissions (SPEC section 7): the paged list, and adding, renaming and deleting one.
 *
 * Access: admin-only (`manage Settings`): 401 without a valid token, 403 for a client or employee.
 */
export const permissionHandlers = [
  http.get('*/apps/permissions/data', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const q = search.get('q') ?? ''
    const perPage = positiveInteger(search.get('perPage'), DEFAULT_PER_PAGE)
    const page = positiveInteger(search.get('page'), DEFAULT_PAGE)
    // An empty value is what a cleared filter select sends: it means "any role".
    const assignedTo = search.get('assignedTo') || null

    const allData = permissionStore.get()
    const query = q.trim().toLowerCase()
    const filtered = allData.filter((permission) => matches(permission, query, assignedTo))
    return HttpResponse.json({
      params: { q, perPage, page, assignedTo },
      allData,
      total: filtered.length,
      permissions: filtered.slice((page - 1) * perPage, page * perPage),
    })
  }),

  http.post('*/apps/permissions/add-permission', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const permission = body?.permission
    const name =
      typeof permission === 'object' && permission !== null && 'name' in permission
        ? nonEmptyName(permission.name)
        : undefined
    if (!name) return fieldError('name', 'name must not be empty')
    return HttpResponse.json({ permission: addPermission(name) }, { status: 201 })
  }),

  http.post('*/apps/permissions/update-permission', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    if (typeof body?.id !== 'number') return fieldError('id', 'id must be a number')
    const name = nonEmptyName(body.name)
    if (!name) return fieldError('name', 'name must not be empty')
    const permission = renamePermission(body.id, name)
    if (!permission) return notFound()
    return HttpResponse.json({ permission }, { status: 201 })
  }),

  http.delete('*/apps/permissions/delete', async ({ request }) => {
    const auth = await authorize(request, manageSettings)
    if (auth instanceof Response) return auth
    // Clients send the id as a query parameter or in a JSON body; both are accepted.
    const fromQuery = new URL(request.url).searchParams.get('id')
    const id = fromQuery !== null ? Number(fromQuery) : (await readJsonObject(request))?.id
    if (typeof id !== 'number' || !Number.isInteger(id))
      return fieldError('id', 'id must be a number')
    if (!deletePermission(id)) return notFound()
    return new HttpResponse(null, { status: 200 })
  }),
]
