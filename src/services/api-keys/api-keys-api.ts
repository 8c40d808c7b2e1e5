import {
  apiKeyAnswerSchema,
  apiKeyPageSchema,
  type ApiKey,
  type NewApiKey,
} from '@models/api-keys/api-keys'
import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** One page of the API keys that match (`GET /api/api-keys/list`). */
export async function fetchApiKeyPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<ApiKey>> {
  const body = await http
    .get('api/api-keys/list', { signal, searchParams: requestParams(params) })
    .json()
  const { keys, total } = parseResponse(apiKeyPageSchema, body, 'API keys')
  return { rows: keys, total }
}

/** Creates a key (`POST /api/api-keys/add`); the server makes the secret and gives the id. */
export async function addApiKey(draft: NewApiKey, signal?: AbortSignal): Promise<ApiKey> {
  const body = await http.post('api/api-keys/add', { json: draft, signal }).json()
  return parseResponse(apiKeyAnswerSchema, body, 'API key').apiKey
}

/** Deletes keys, all or none (`DELETE /api/api-keys/delete?id=…`). */
export async function deleteApiKeys(ids: readonly number[], signal?: AbortSignal): Promise<void> {
  const searchParams = new URLSearchParams(ids.map((id) => ['id', String(id)]))
  await http.delete('api/api-keys/delete', { searchParams, signal })
}
