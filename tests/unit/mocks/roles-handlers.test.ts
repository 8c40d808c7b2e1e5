import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  permissionRoleAnswerSchema,
  permissionRoleListSchema,
  type PermissionRoleDetails,
} from '@models/roles/permission-role'
import { permissionListSchema } from '@models/roles/permissions'
import { allUsersSchema, type User } from '@models/users/users'
import { resetAllStores } from '@mocks/server/store'
import { permissionHandlers } from '@mocks/roles/permissions.handlers'
import { roleHandlers } from '@mocks/roles/roles.handlers'
import { userHandlers } from '@mocks/users/users.handlers'
import { adminRequest, demoRequest, postJson } from './demo-request'
import { bearing, signIn } from './sign-in'

// Every request signs a token; a busy machine needs more than the default 5 s for some tests.
vi.setConfig({ testTimeout: 30_000 })

const handlers = [...roleHandlers, ...userHandlers, ...permissionHandlers]

afterEach(() => resetAllStores())

// SPEC.md section 6, written here rather than imported from the code under test.
const roleNames = ['administrator', 'manager', 'user', 'support', 'restricted-user']
const permissionNames = [
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
/** The demo's choice: the list role whose users hold each permission role. */
const holders: Record<string, string> = {
  administrator: 'admin',
  manager: 'maintainer',
  user: 'editor',
  support: 'author',
  'restricted-user': 'subscriber',
}

const none = { read: false, write: false, create: false }
const all = { read: true, write: true, create: true }
const readOnly = { read: true, write: false, create: false }

async function roles(): Promise<PermissionRoleDetails[]> {
  const response = await adminRequest(handlers, '/apps/roles/data')
  expect(response.status).toBe(200)
  return z.parse(permissionRoleListSchema, await response.json()).roles
}

async function role(name: string): Promise<PermissionRoleDetails> {
  const found = (await roles()).find((item) => item.name === name)
  if (!found) throw new Error(`no role ${name}`)
  return found
}

async function users(): Promise<User[]> {
  const response = await adminRequest(handlers, '/api/users/list/all-data')
  return z.parse(allUsersSchema, await response.json())
}

const addRole = (body: unknown) => adminRequest(handlers, '/apps/roles/add-role', postJson(body))
const updateRole = (body: unknown) =>
  adminRequest(handlers, '/apps/roles/update-role', postJson(body))
const deleteRole = (query: string) =>
  adminRequest(handlers, `/apps/roles/delete${query}`, { method: 'DELETE' })

describe('GET /apps/roles/data', () => {
  it('lists the five roles of the spec, in its order', async () => {
    expect((await roles()).map((item) => item.name)).toEqual(roleNames)
  })

  it('counts the users of each role from the user list, and shows its first five', async () => {
    const everyone = await users()
    const listed = await roles()
    for (const item of listed) {
      const members = everyone.filter((user) => user.role === holders[item.name])
      expect(item.totalUsers, item.name).toBe(members.length)
      expect(item.users).toEqual(
        members.slice(0, 5).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
      )
    }
    expect(listed.reduce((sum, item) => sum + item.totalUsers, 0)).toBe(50)
    expect(listed.every((item) => item.totalUsers > 0)).toBe(true)
  })

  it('gives every role a matrix over the nine permissions; the administrator may do all', async () => {
    for (const item of await roles()) {
      expect(Object.keys(item.permissions)).toEqual(permissionNames)
    }
    expect(Object.values((await role('administrator')).permissions)).toEqual(
      permissionNames.map(() => all),
    )
    expect((await role('restricted-user')).permissions['Only View']).toEqual(readOnly)
    expect((await role('restricted-user')).permissions.Management).toEqual(none)
  })

  it('lets a role read exactly the permissions the permission list assigns to it', async () => {
    const response = await adminRequest(handlers, '/apps/permissions/data')
    const permissions = z.parse(permissionListSchema, await response.json()).allData
    expect(permissions.map((permission) => permission.name)).toEqual(permissionNames)
    const listed = await roles()
    for (const permission of permissions) {
      for (const item of listed) {
        const reads = item.permissions[permission.name]?.read
        expect(reads, `${item.name} reads ${permission.name}`).toBe(
          permission.assignedTo.includes(item.name),
        )
      }
    }
  })

  it('follows the user list: deleted users leave their role, added users join one', async () => {
    const before = await roles()
    const admins = (await users()).filter((user) => user.role === 'admin').slice(0, 2)
    const query = admins.map((user) => `id=${user.id}`).join('&')
    expect(
      (await adminRequest(handlers, `/apps/users/delete?${query}`, { method: 'DELETE' })).status,
    ).toBe(200)
    const administrator = await role('administrator')
    expect(administrator.totalUsers).toBe(before[0]!.totalUsers - 2)
    expect(administrator.users.map((user) => user.id)).not.toContain(admins[0]!.id)

    await adminRequest(
      handlers,
      '/apps/users/add-user',
      postJson({
        user: {
          fullName: 'New Editor',
          username: 'new.editor',
          email: 'new.editor@example.com',
          role: 'editor',
          currentPlan: 'basic',
        },
      }),
    )
    expect((await role('user')).totalUsers).toBe(before[2]!.totalUsers + 1)
  })

  it('starts the same every time', async () => {
    const first = await roles()
    await deleteRole('?name=nothing')
    resetAllStores()
    expect(await roles()).toEqual(first)
  })
})

describe('POST /apps/roles/add-role', () => {
  it('adds a role nobody holds, after the others, and answers 201 with it', async () => {
    const response = await addRole({
      role: {
        name: '  Auditor ',
        permissions: { 'Financial Management': readOnly, 'Only View': readOnly },
      },
    })
    expect(response.status).toBe(201)
    const { role: added } = z.parse(permissionRoleAnswerSchema, await response.json())
    expect(added).toEqual({
      name: 'Auditor',
      totalUsers: 0,
      users: [],
      permissions: Object.fromEntries(
        permissionNames.map((name) => [
          name,
          name === 'Financial Management' || name === 'Only View' ? readOnly : none,
        ]),
      ),
    })
    const listed = await roles()
    expect(listed.map((item) => item.name)).toEqual([...roleNames, 'Auditor'])
    expect(listed[5]).toEqual(added)
  })

  it.each([
    ['no role', {}],
    ['no name', { role: { permissions: {} } }],
    ['a blank name', { role: { name: ' \u200B ' } }],
  ])('answers 400 "Role name is required." for %s', async (_, body) => {
    const response = await addRole(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { name: ['Role name is required.'] } })
    expect(await roles()).toHaveLength(5)
  })

  it('refuses a name already in use, ignoring case', async () => {
    const response = await addRole({ role: { name: ' MANAGER ', permissions: {} } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { name: ['This role name is already in use.'] },
    })
  })

  it('refuses permissions that are not among the nine, and rows that are not three booleans', async () => {
    const response = await addRole({
      role: {
        name: 'Auditor',
        permissions: {
          'Launch Rockets': all,
          Management: { read: 'yes', write: false, create: false },
          'Only View': { read: true },
        },
      },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        permissions: [
          'Unknown permission: Launch Rockets.',
          'Management needs read, write and create, each true or false.',
          'Only View needs read, write and create, each true or false.',
        ],
      },
    })
    expect(await roles()).toHaveLength(5)
  })

  it('names the name and the permissions at once', async () => {
    const response = await addRole({ role: { name: 'support', permissions: [all] } })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        name: ['This role name is already in use.'],
        permissions: ['Permissions must map each permission name to its read, write and create.'],
      },
    })
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await adminRequest(handlers, '/apps/roles/add-role', {
      method: 'POST',
      body: 'role=Auditor',
    })
    expect(response.status).toBe(400)
  })
})

describe('POST /apps/roles/update-role', () => {
  it('renames a role and changes its matrix; its users stay', async () => {
    const before = await role('manager')
    const response = await updateRole({
      name: 'manager',
      role: { name: 'Team Lead', permissions: { 'Manage Billing & Roles': all } },
    })
    expect(response.status).toBe(201)
    const { role: updated } = z.parse(permissionRoleAnswerSchema, await response.json())
    expect(updated).toEqual({
      ...before,
      name: 'Team Lead',
      permissions: { ...before.permissions, 'Manage Billing & Roles': all },
    })
    expect((await roles()).map((item) => item.name)).toEqual([
      'administrator',
      'Team Lead',
      'user',
      'support',
      'restricted-user',
    ])
    expect((await updateRole({ name: 'manager', role: { name: 'x' } })).status).toBe(404)
  })

  it('takes the whole matrix the dialog sends', async () => {
    const permissions = Object.fromEntries(permissionNames.map((name) => [name, readOnly]))
    const response = await updateRole({ name: 'support', role: { name: 'support', permissions } })
    expect(response.status).toBe(201)
    expect((await role('support')).permissions).toEqual(permissions)
  })

  it('keeps the name when none is sent, and accepts its own name in another case', async () => {
    expect((await updateRole({ name: 'user', role: { permissions: {} } })).status).toBe(201)
    expect((await role('user')).name).toBe('user')
    const response = await updateRole({ name: 'user', role: { name: 'User' } })
    expect(response.status).toBe(201)
    expect((await roles())[2]!.name).toBe('User')
  })

  it('refuses the name of another role, and a blank name', async () => {
    const taken = await updateRole({ name: 'user', role: { name: 'Support' } })
    expect(taken.status).toBe(400)
    expect(await taken.json()).toEqual({ errors: { name: ['This role name is already in use.'] } })
    const blank = await updateRole({ name: 'user', role: { name: '  ' } })
    expect(await blank.json()).toEqual({ errors: { name: ['Role name is required.'] } })
    expect((await roles()).map((item) => item.name)).toEqual(roleNames)
  })

  it('refuses an unknown permission and changes nothing', async () => {
    const before = await roles()
    const response = await updateRole({
      name: 'support',
      role: { name: 'Helpdesk', permissions: { 'Only View': readOnly, Teleport: all } },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { permissions: ['Unknown permission: Teleport.'] },
    })
    expect(await roles()).toEqual(before)
  })

  it.each([
    ['an unknown role', { name: 'wizard', role: { name: 'Wizard' } }],
    ['no role name', { role: { name: 'Wizard' } }],
    ['a name that is not text', { name: 3, role: { name: 'Wizard' } }],
  ])('answers 404 "Role not found" for %s', async (_, body) => {
    const response = await updateRole(body)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Role not found' })
  })
})

describe('DELETE /apps/roles/delete', () => {
  it('deletes a role the admin added', async () => {
    await addRole({ role: { name: 'Auditor' } })
    const response = await deleteRole('?name=auditor')
    expect(response.status).toBe(200)
    expect((await roles()).map((item) => item.name)).toEqual(roleNames)
  })

  it('refuses the five built-in roles with 409, even renamed', async () => {
    await updateRole({ name: 'support', role: { name: 'Helpdesk' } })
    for (const name of ['administrator', 'manager', 'user', 'Helpdesk', 'restricted-user']) {
      const response = await deleteRole(`?name=${name}`)
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        message: 'The five built-in roles cannot be deleted.',
      })
    }
    expect(await roles()).toHaveLength(5)
  })

  it('answers 404 for an unknown role and 400 without a name', async () => {
    expect((await deleteRole('?name=wizard')).status).toBe(404)
    const missing = await deleteRole('')
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      errors: { name: ['Give the name of the role to delete.'] },
    })
  })
})

describe('access', () => {
  const calls: [string, string, RequestInit][] = [
    ['GET', '/apps/roles/data', {}],
    ['POST', '/apps/roles/add-role', postJson({ role: { name: 'Intruder' } })],
    ['POST', '/apps/roles/update-role', postJson({ name: 'user', role: { name: 'Intruder' } })],
    ['DELETE', '/apps/roles/delete?name=user', { method: 'DELETE' }],
  ]

  it.each(calls)('%s %s answers 401 "Unauthorized." without a token', async (_, path, init) => {
    const response = await demoRequest(handlers, path, init)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it.each(calls)(
    '%s %s answers the signed-in demo client 403 with a message',
    async (_, path, init) => {
      const before = await roles()
      const token = await signIn('client@demo.com', 'client')
      const response = await demoRequest(handlers, path, bearing(token, init))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: expect.any(String) })
      expect(await roles()).toEqual(before)
    },
  )
})
