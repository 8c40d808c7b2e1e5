import type { ApiKey, ApiKeyAccess } from '../../models/api-keys/api-keys.ts'
import { defineStore } from '../server/store.ts'

/**
 * The demo API keys (issue 16): a few keys the admin made, with fixed keys and dates so every
 * run shows the same list. New keys get a random secret and today's date.
 */
const seed = (): ApiKey[] => [
  {
    id: 1,
    name: 'Server Key 1',
    access: 'full',
    key: 'wk_live_23eaf7f0f4a64d55b1e1c4f2c8a14d27',
    createdAt: '2026-03-28T09:14:00.000Z',
    lastUsed: '2026-11-25T16:02:00.000Z',
  },
  {
    id: 2,
    name: 'CRM sync',
    access: 'readWrite',
    key: 'wk_live_bb98e5715c7e4cf1a4ba8d3f65b08e43',
    createdAt: '2026-05-12T11:40:00.000Z',
    lastUsed: '2026-11-26T11:30:00.000Z',
  },
  {
    id: 3,
    name: 'Reporting dashboard',
    access: 'readOnly',
    key: 'wk_live_2e915e59f1d94c0e8f9c8f3a5d0b7c61',
    createdAt: '2026-07-03T14:05:00.000Z',
    lastUsed: '2026-10-30T19:45:00.000Z',
  },
  {
    id: 4,
    name: 'Staging',
    access: 'full',
    key: 'wk_test_9d1c6b0e7a2f4e3b8c5d4a1f0e9b8c7d',
    createdAt: '2026-09-19T07:20:00.000Z',
    lastUsed: null,
  },
]

export const apiKeys = defineStore(seed)

/** A new secret: the live prefix and 32 random hexadecimal digits. */
function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `wk_live_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function addApiKey(name: string, access: ApiKeyAccess, now = new Date()): ApiKey {
  const keys = apiKeys.get()
  const apiKey: ApiKey = {
    id: Math.max(0, ...keys.map((key) => key.id)) + 1,
    name,
    access,
    key: newSecret(),
    createdAt: now.toISOString(),
    lastUsed: null,
  }
  keys.push(apiKey)
  return apiKey
}

/** Deletes the keys of `ids`, all or none: the ids it does not know, when there are. */
export function deleteApiKeys(ids: readonly number[]): { missing: number[] } {
  const keys = apiKeys.get()
  const missing = ids.filter((id) => !keys.some((key) => key.id === id))
  if (missing.length > 0) return { missing }
  apiKeys.get().splice(0, keys.length, ...keys.filter((key) => !ids.includes(key.id)))
  return { missing: [] }
}
