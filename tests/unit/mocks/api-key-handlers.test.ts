import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiKeyHandlers } from '@mocks/api-keys/api-keys.handlers'
import { apiKeys } from '@mocks/api-keys/api-keys'
import { resetAllStores } from '@mocks/server/store'
import { apiKeyAnswerSchema, apiKeyPageSchema, maskApiKey } from '@models/api-keys/api-keys'
import { adminRequest, client, demoRequest, postJson, withToken } from './demo-request'

afterEach(() => resetAllStores())

const list = async (search = '') => {
  const response = await adminRequest(apiKeyHandlers, `/api/api-keys/list${search}`)
  expect(response.status).toBe(200)
  return z.parse(apiKeyPageSchema, await response.json())
}
const add = (body: unknown) => adminRequest(apiKeyHandlers, '/api/api-keys/add', postJson(body))
const remove = (query: string) =>
  adminRequest(apiKeyHandlers, `/api/api-keys/delete${query}`, { method: 'DELETE' })

describe('GET /api/api-keys/list', () => {
  it('answers the keys, newest first when asked, with their total', async () => {
    const { keys, total } = await list('?sort=desc&sortColumn=createdAt')
    expect(total).toBe(4)
    expect(keys.map((key) => key.name)).toEqual([
      'Staging',
      'Reporting dashboard',
      'CRM sync',
      'Server Key 1',
    ])
  })

  it('searches by name, sorts by another column, and pages', async () => {
    expect((await list('?q=crm')).keys.map((key) => key.name)).toEqual(['CRM sync'])
    const byName = await list('?sortColumn=name&sort=asc&perPage=2&page=2')
    expect(byName.total).toBe(4)
    expect(byName.keys.map((key) => key.name)).toEqual(['Server Key 1', 'Staging'])
    // A key never used sorts before every used one.
    const byUse = await list('?sortColumn=lastUsed&sort=asc')
    expect(byUse.keys[0]!.lastUsed).toBeNull()
  })
})

describe('POST /api/api-keys/add', () => {
  it('makes a new secret, dates it now, and lists it', async () => {
    const before = Date.now()
    const response = await add({ name: '  Billing export ', access: 'readOnly' })
    expect(response.status).toBe(201)
    const { apiKey } = z.parse(apiKeyAnswerSchema, await response.json())
    expect(apiKey).toMatchObject({ id: 5, name: 'Billing export', access: 'readOnly' })
    expect(apiKey.key).toMatch(/^wk_live_[0-9a-f]{32}$/)
    expect(apiKey.lastUsed).toBeNull()
    expect(Date.parse(apiKey.createdAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(apiKeys.get().map((key) => key.key)).toContain(apiKey.key)
    expect((await list()).total).toBe(5)
  })

  it('answers field errors for a missing name, a taken name and an unknown access level', async () => {
    const missing = await add({ name: ' ', access: 'full' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ errors: { name: ['Give the key a name.'] } })
    const taken = await add({ name: 'crm SYNC', access: 'owner' })
    expect(await taken.json()).toEqual({
      errors: {
        name: ['A key with this name already exists.'],
        access: ['Choose an access level.'],
      },
    })
    expect(apiKeys.get()).toHaveLength(4)
  })
})

describe('DELETE /api/api-keys/delete', () => {
  it('deletes the keys given, all or none', async () => {
    expect((await remove('?id=2&id=9')).status).toBe(404)
    expect(apiKeys.get()).toHaveLength(4)
    const response = await remove('?id=2')
    expect(await response.json()).toEqual({ ids: [2] })
    expect(apiKeys.get().map((key) => key.id)).toEqual([1, 3, 4])
    expect((await remove('')).status).toBe(400)
    expect((await remove('?id=x')).status).toBe(400)
  })
})

describe('access', () => {
  it('refuses a client with 403 and a message, and a visitor with 401', async () => {
    const refused = await demoRequest(apiKeyHandlers, '/api/api-keys/list', await withToken(client))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      message: 'Only administrators may see or change the API keys.',
    })
    expect((await demoRequest(apiKeyHandlers, '/api/api-keys/list')).status).toBe(401)
  })
})

describe('maskApiKey', () => {
  it('shows the first and last four characters only', () => {
    expect(maskApiKey('wk_live_23eaf7f0f4a64d55b1e1c4f2c8a14d27')).toBe('wk_l••••••••••••4d27')
    expect(maskApiKey('short')).toBe('•••••')
    expect(maskApiKey('')).toBe('')
  })
})
