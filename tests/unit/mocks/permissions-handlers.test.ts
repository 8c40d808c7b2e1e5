import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { resetAllStores } from '@mocks/server/store'
import { permissionHandlers } from '@mocks/roles/permissions.handlers'
import { formatShortDate } from '@models/format/format-date'
import { permissionListSchema, type PermissionList } from '@models/roles/permissions'
import { adminRequest, postJson } from './demo-request'

const handlers = permissionHandlers

async function list(query = ''): Promise<PermissionList> {
  const response = await adminRequest(handlers, `/apps/permissions/data${query}`)
  expect(response.status).toBe(200)
  return z.parse(permissionListSchema, await response.json())
}

const names = (data: PermissionList) => data.permissions.map((permission) => permission.name)

const seedNames = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
]

afterEach(() => {
  resetAllStores()
  vi.useRealTimers()
})

describe('GET /apps/permissions/data', () => {
  it('returns the nine permissions of the spec with ids 1 to 9, in the shape the client reads', async () => {
    const data = await list()
    expect(names(data)).toEqual(seedNames)
    expect(data.permissions.map((permission) => permission.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(data.total).toBe(9)
    expect(data.allData).toEqual(data.permissions)
  })

  it('echoes the defaults: no query, 10 per page, page 1, any role', async () => {
    expect((await list()).params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: null })
  })

  it('assigns every permission to the administrator and only to known roles', async () => {
    const roles = ['administrator', 'manager', 'user', 'support', 'restricted-user']
    for (const permission of (await list()).allData) {
      expect(permission.assignedTo).toContain('administrator')
      permission.assignedTo.forEach((role) => expect(roles).toContain(role))
    }
  })

  it('seeds the same valid creation dates every time', async () => {
    const first = (await list()).allData.map((permission) => permission.createdDate)
    resetAllStores()
    const second = (await list()).allData.map((permission) => permission.createdDate)
    expect(second).toEqual(first)
    first.forEach((date) => {
      expect(date).toMatch(/^2021-\d{2}-\d{2}T\d{2}:\d{2}:00$/)
      expect(formatShortDate(date)).not.toBe('')
    })
  })

  it('matches q against the name, ignoring case', async () => {
    const data = await list('?q=MANAGE')
    expect(names(data)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ])
    expect(data.total).toBe(5)
    expect(data.allData).toHaveLength(9)
  })

  it('matches q against the creation date', async () => {
    const target = (await list()).allData[3]
    if (!target) throw new Error('the seed should have a fourth permission')
    const data = await list(`?q=${encodeURIComponent(target.createdDate)}`)
    expect(names(data)).toContain(target.name)
  })

  it('keeps only the permissions assigned to the given role', async () => {
    expect(names(await list('?assignedTo=restricted-user'))).toEqual(['Only View'])
    expect(names(await list('?assignedTo=user'))).toEqual([
      'Project Planning',
      'Manage Email Sequences',
      'Only View',
    ])
  })

  it('combines the role filter with q', async () => {
    expect(names(await list('?assignedTo=support&q=manage'))).toEqual([
      'Manage Email Sequences',
      "Manage Others' Tasks",
    ])
  })

  it('treats an empty role filter as any role', async () => {
    const data = await list('?assignedTo=')
    expect(data.total).toBe(9)
    expect(data.params.assignedTo).toBeNull()
  })

  it('pages the matches while total counts them all', async () => {
    const data = await list('?perPage=4&page=3')
    expect(names(data)).toEqual(["Manage Others' Tasks"])
    expect(data.total).toBe(9)
    expect(data.params).toMatchObject({ perPage: 4, page: 3 })
    expect(names(await list('?perPage=4&page=4'))).toEqual([])
  })

  it.each([
    ['zero', '?perPage=0&page=0'],
    ['negative numbers', '?perPage=-5&page=-1'],
    ['words', '?perPage=all&page=first'],
    ['fractions', '?perPage=2.5&page=1.5'],
  ])('falls back to the default paging for %s', async (_, query) => {
    const data = await list(query)
    expect(data.params).toMatchObject({ perPage: 10, page: 1 })
    expect(data.permissions).toHaveLength(9)
  })
})

describe('POST /apps/permissions/add-permission', () => {
  it('adds the permission at the front, for the administrator only, created now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2024, 2, 5, 14, 7, 9))
    const response = await adminRequest(
      handlers,
      '/apps/permissions/add-permission',
      postJson({ permission: { name: 'Export Reports' } }),
    )
    expect(response.status).toBe(201)
    const created = {
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator'],
      createdDate: '2024-03-05T14:07:09',
    }
    expect(await response.json()).toEqual({ permission: created })
    const data = await list()
    expect(data.allData[0]).toEqual(created)
    expect(data.total).toBe(10)
  })

  it('never hands out the same id twice', async () => {
    const add = (name: string) =>
      adminRequest(handlers, '/apps/permissions/add-permission', postJson({ permission: { name } }))
    const first = (await (await add('One')).json()) as { permission: { id: number } }
    const second = (await (await add('Two')).json()) as { permission: { id: number } }
    expect([first.permission.id, second.permission.id]).toEqual([10, 11])
  })

  it.each([
    ['no permission', {}],
    ['an empty name', { permission: { name: '  ' } }],
    ['a name that is not text', { permission: { name: 7 } }],
  ])('answers 400 for %s and adds nothing', async (_, body) => {
    const response = await adminRequest(
      handlers,
      '/apps/permissions/add-permission',
      postJson(body),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { name: ['name must not be empty'] } })
    expect((await list()).total).toBe(9)
  })
})

describe('POST /apps/permissions/update-permission', () => {
  it('renames the permission and answers 201', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/permissions/update-permission',
      postJson({ id: 2, name: 'Manage Billing' }),
    )
    expect(response.status).toBe(201)
    expect((await list()).allData[1]).toMatchObject({ id: 2, name: 'Manage Billing' })
  })

  it('answers 404 for an id no permission has', async () => {
    const response = await adminRequest(
      handlers,
      '/apps/permissions/update-permission',
      postJson({ id: 99, name: 'Ghost' }),
    )
    expect(response.status).toBe(404)
  })

  it('answers 400 without a numeric id or a name', async () => {
    const update = (body: unknown) =>
      adminRequest(handlers, '/apps/permissions/update-permission', postJson(body))
    expect((await update({ id: '2', name: 'X' })).status).toBe(400)
    expect((await update({ id: 2, name: '' })).status).toBe(400)
    expect(names(await list())).toEqual(seedNames)
  })
})

describe('DELETE /apps/permissions/delete', () => {
  it('removes the permission given in the query', async () => {
    const response = await adminRequest(handlers, '/apps/permissions/delete?id=7', {
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect(names(await list())).not.toContain('Only View')
  })

  it('removes the permission given in a JSON body', async () => {
    const response = await adminRequest(handlers, '/apps/permissions/delete', {
      ...postJson({ id: 1 }),
      method: 'DELETE',
    })
    expect(response.status).toBe(200)
    expect((await list()).total).toBe(8)
  })

  it('answers 404 for an id no permission has, and 400 without an id', async () => {
    const remove = (path: string) => adminRequest(handlers, path, { method: 'DELETE' })
    expect((await remove('/apps/permissions/delete?id=99')).status).toBe(404)
    expect((await remove('/apps/permissions/delete?id=abc')).status).toBe(400)
    expect((await remove('/apps/permissions/delete')).status).toBe(400)
    expect((await list()).total).toBe(9)
  })

  it('puts every change back when the server is put back to its seed', async () => {
    const before = await list()
    await adminRequest(handlers, '/apps/permissions/delete?id=3', { method: 'DELETE' })
    await adminRequest(
      handlers,
      '/apps/permissions/add-permission',
      postJson({ permission: { name: 'Temp' } }),
    )
    resetAllStores()
    expect(await list()).toEqual(before)
  })
})
