import { apiKeySortColumns, type ApiKey, type NewApiKey } from '@models/api-keys/api-keys'
import type { ListChange } from '@models/lists/list-change'
import { standardPageSizes } from '@models/lists/list-params'
import type { EditableListSource } from '@/services/list/list-source'
import { addApiKey, deleteApiKeys, fetchApiKeyPage } from './api-keys-api'

/** A key made from the create form; a key is never updated (`never`: a new one is made). */
export type ApiKeyChange = ListChange<NewApiKey, never>

async function sendApiKeyChange(change: ApiKeyChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addApiKey(change.draft, signal)
    case 'delete':
      return deleteApiKeys(change.ids.map(Number), signal)
    default:
      // A key is never changed: a new one is made instead.
      throw new Error(`API keys do not take a ${change.kind} change`)
  }
}

/**
 * The API keys (/pages/api-key) on the list pattern: 10 a page, newest first, searched by name;
 * added (the server makes the secret) and deleted behind the list's Undo.
 */
export const apiKeyList: EditableListSource<ApiKey, ApiKeyChange> = {
  area: 'api-keys',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'createdAt',
    sort: 'desc',
    sortColumns: apiKeySortColumns,
    filters: {},
  },
  fetchPage: fetchApiKeyPage,
  sendChange: sendApiKeyChange,
  rowId: (key) => key.id,
  // Until the server answers, the new key has no secret yet and was made just now.
  draftRow: (draft, id) => ({
    id,
    name: draft.name,
    access: draft.access,
    key: '',
    createdAt: new Date().toISOString(),
    lastUsed: null,
  }),
  messages: {
    deleted: 'apiKeys:toast.deleted',
    refused: {
      add: 'apiKeys:toast.addRefused',
      update: 'apiKeys:toast.addRefused',
      delete: 'apiKeys:toast.deleteRefused',
    },
  },
}
