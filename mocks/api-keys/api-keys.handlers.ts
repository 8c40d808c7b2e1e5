import { http, HttpResponse } from 'msw'
import {
  apiKeyAccessLevels,
  apiKeySortColumns,
  checkNewApiKey,
  type ApiKey,
  type ApiKeyAccess,
} from '../../models/api-keys/api-keys.ts'
import { addApiKey, apiKeys, deleteApiKeys } from './api-keys.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import {
  compareText,
  pageOf,
  pageParams,
  queryText,
  sortById,
  sortColumn,
  sortDirection,
} from '../server/list-params.ts'
import { readJsonObject } from '../server/read-json.ts'

/**
 * The API keys of /pages/api-key (issue 16): a paged list, an add and a delete, under
 * `/api/api-keys/`.
 *
 * Access: the admin only (`manage ApiKeys`, which only `manage all` covers); anyone else gets 403
 * with a message, and 401 without a valid token.
 */
const manageKeys: Need = { action: 'manage', subject: 'ApiKeys' }

const problemWords = {
  nameRequired: 'Give the key a name.',
  nameTooLong: 'The name may have at most 60 characters.',
} as const

const accessOrder = (access: ApiKeyAccess) => apiKeyAccessLevels.indexOf(access)

/** How two keys compare by a column; a key never used sorts before any used one. */
function byColumn(column: (typeof apiKeySortColumns)[number]) {
  return (a: ApiKey, b: ApiKey): number => {
    switch (column) {
      case 'name':
        return compareText(a.name, b.name)
      case 'access':
        return accessOrder(a.access) - accessOrder(b.access)
      case 'createdAt':
        return a.createdAt.localeCompare(b.createdAt)
      case 'lastUsed':
        return (a.lastUsed ?? '').localeCompare(b.lastUsed ?? '')
    }
  }
}

function wholeNumber(value: string): number | undefined {
  if (!/^\s*\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}

export const apiKeyHandlers = [
  http.get('*/api/api-keys/list', async ({ request }) => {
    const auth = await authorize(request, manageKeys)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const matches = apiKeys
      .get()
      .filter((key) => query === '' || key.name.toLowerCase().includes(query))
    const column = sortColumn(search, apiKeySortColumns, 'createdAt')
    const sorted = sortById(matches, byColumn(column), sortDirection(search))
    return HttpResponse.json({
      total: sorted.length,
      keys: structuredClone(pageOf(sorted, pageParams(search, 10))),
    })
  }),

  http.post('*/api/api-keys/add', async ({ request }) => {
    const auth = await authorize(request, manageKeys)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const name = typeof body?.name === 'string' ? body.name : ''
    const access = apiKeyAccessLevels.find((level) => level === body?.access)
    const errors: Record<string, string[]> = {}
    const problem = checkNewApiKey({ name, access: access ?? 'readOnly' }).name
    if (problem) errors.name = [problemWords[problem]]
    else if (apiKeys.get().some((key) => key.name.toLowerCase() === name.trim().toLowerCase()))
      errors.name = ['A key with this name already exists.']
    if (!access) errors.access = ['Choose an access level.']
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    const apiKey = addApiKey(name.trim(), access!)
    return HttpResponse.json({ apiKey }, { status: 201 })
  }),

  http.delete('*/api/api-keys/delete', async ({ request }) => {
    const auth = await authorize(request, manageKeys)
    if (auth instanceof Response) return auth
    const given = new URL(request.url).searchParams.getAll('id')
    if (given.length === 0) return fieldError('id', 'Give the id of the key to delete.')
    const ids = given.map(wholeNumber)
    if (!ids.every((id) => id !== undefined))
      return fieldError('id', 'Each id must be a whole number.')
    const unique = [...new Set(ids)]
    if (deleteApiKeys(unique).missing.length > 0)
      return HttpResponse.json({ message: 'No such API key.' }, { status: 404 })
    return HttpResponse.json({ ids: unique })
  }),
]
