import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { allUsersSchema, userAnswerSchema, userPageSchema, type User } from '@models/users/users'
import { resetAllStores } from '@mocks/server/store'
import { addUser } from '@mocks/users/users'
import { userHandlers } from '@mocks/users/users.handlers'
import { adminRequest, demoRequest, postJson } from './demo-request'
import { bearing, signIn } from './sign-in'

// Every request signs a token; a busy machine needs more than the default 5 s for some tests.
vi.setConfig({ testTimeout: 30_000 })

const handlers = userHandlers

afterEach(() => resetAllStores())

// The values of SPEC.md section 3, written here rather than imported from the code under test.
const roles = ['admin', 'author', 'editor', 'maintainer', 'subscriber']
const plans = ['basic', 'team', 'company', 'enterprise']
const statuses = ['active', 'inactive', 'pending']
const billings = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit']

async function everyone(): Promise<User[]> {
  const response = await adminRequest(handlers, '/api/users/list/all-data')
  expect(response.status).toBe(200)
  return z.parse(allUsersSchema, await response.json())
}

async function list(query = '') {
  const response = await adminRequest(handlers, `/api/users/list/data${query}`)
  expect(response.status).toBe(200)
  return z.parse(userPageSchema, await response.json())
}

const ids = (users: readonly User[]) => users.map((user) => user.id)
const byName = (a: User, b: User) =>
  a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) || a.id - b.id

/** The users q should find: a case-insensitive substring of email, full name or billing. */
const expectedMatches = (users: readonly User[], q: string) =>
  users.filter((user) =>
    [user.email, user.fullName, user.billing].some((text) =>
      text.toLowerCase().includes(q.trim().toLowerCase()),
    ),
  )

const addUserRequest = (user: unknown) =>
  adminRequest(handlers, '/apps/users/add-user', postJson({ user }))
const updateUserRequest = (user: unknown) =>
  adminRequest(handlers, '/apps/users/update-user', postJson({ user }))
const deleteRequest = (query: string) =>
  adminRequest(handlers, `/apps/users/delete${query}`, { method: 'DELETE' })

const newcomer = {
  fullName: 'Rosa Delacroix',
  username: 'rosa.d',
  email: 'rosa.delacroix@example.com',
  contact: '+1 (479) 232-9151',
  company: 'Delacroix Atelier',
  country: 'France',
  role: 'editor',
  currentPlan: 'team',
}

/** Puts a user straight into the demo data, for tests that need more users than the seed. */
const putUser = (fields: Partial<User>) =>
  addUser({ ...newcomer, avatar: '', billing: 'Auto Debit', status: 'active', ...fields })

describe('the seeded users (GET /api/users/list/all-data)', () => {
  it('holds exactly 50 users with ids 1 to 50, every field filled', async () => {
    const users = await everyone()
    expect(users).toHaveLength(50)
    expect(ids(users)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))
    for (const user of users) {
      for (const field of ['fullName', 'company', 'username', 'country', 'contact', 'email']) {
        expect(user[field as keyof User], `${field} of user ${user.id}`).not.toBe('')
      }
      expect(user.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      expect(user.contact).toMatch(/^\+\d{1,3} [\d ()-]+$/)
    }
  })

  it('gives every user a different email and username, ignoring case', async () => {
    const users = await everyone()
    expect(new Set(users.map((user) => user.email.toLowerCase())).size).toBe(50)
    expect(new Set(users.map((user) => user.username.toLowerCase())).size).toBe(50)
    expect(new Set(users.map((user) => user.fullName)).size).toBe(50)
  })

  it('has every role, plan, status and billing, and only those, unevenly spread', async () => {
    const users = await everyone()
    const count = (field: keyof User, value: string) =>
      users.filter((user) => user[field] === value).length
    expect(new Set(users.map((user) => user.role))).toEqual(new Set(roles))
    expect(new Set(users.map((user) => user.currentPlan))).toEqual(new Set(plans))
    expect(new Set(users.map((user) => user.status))).toEqual(new Set(statuses))
    expect(new Set(users.map((user) => user.billing))).toEqual(new Set(billings))
    expect(count('status', 'active')).toBeGreaterThan(count('status', 'inactive'))
    expect(count('role', 'subscriber')).toBeGreaterThan(count('role', 'admin'))
  })

  it('gives about a third of the users no picture, and the others one of the avatars', async () => {
    const users = await everyone()
    const without = users.filter((user) => user.avatar === '').length
    expect(without).toBeGreaterThanOrEqual(12)
    expect(without).toBeLessThanOrEqual(22)
    users
      .filter((user) => user.avatar !== '')
      .forEach((user) => expect(user.avatar).toMatch(/^\/images\/avatars\/([1-9]|1[0-4])\.svg$/))
  })

  it('seeds the same users every time', async () => {
    const first = await everyone()
    resetAllStores()
    expect(await everyone()).toEqual(first)
  })
})

describe('GET /api/users/list/data', () => {
  it('answers the first 10 users by full name, A to Z, and the total of 50', async () => {
    const page = await list()
    expect(page.total).toBe(50)
    expect(page.users).toHaveLength(10)
    expect(page.users).toEqual([...(await everyone())].sort(byName).slice(0, 10))
  })

  it('answers the same with the defaults spelled out', async () => {
    expect(await list('?q=&page=1&perPage=10&sort=asc&sortColumn=fullName')).toEqual(await list())
  })

  describe('q', () => {
    it('finds users by a part of their email', async () => {
      const users = await everyone()
      const domain = users[0]!.email.split('@')[1]!
      const page = await list(`?q=${encodeURIComponent(`@${domain}`)}&perPage=50`)
      expect(page.total).toBeGreaterThan(0)
      expect(ids(page.users).sort((a, b) => a - b)).toEqual(
        ids(users.filter((user) => user.email.endsWith(`@${domain}`))),
      )
    })

    it('finds users by a part of their full name, ignoring case', async () => {
      const users = await everyone()
      const lastName = users[6]!.fullName.split(' ').slice(-1)[0]!
      const page = await list(`?q=${encodeURIComponent(lastName.toUpperCase())}`)
      expect(ids(page.users)).toContain(7)
      expect(page.users.every((user) => user.fullName.includes(lastName))).toBe(true)
    })

    it('finds users by their billing, ignoring case and surrounding blanks', async () => {
      const users = await everyone()
      const paypal = users.filter((user) => user.billing === 'Manual - Paypal')
      const page = await list(`?q=${encodeURIComponent('  PayPal ')}&perPage=50`)
      expect(page.total).toBe(paypal.length)
      expect(ids(page.users).sort((a, b) => a - b)).toEqual(ids(paypal))
    })

    it.each(['manual', 'an', 'A', '.com', 'auto debit'])(
      'matches exactly the users with %j in their email, full name or billing',
      async (q) => {
        const users = await everyone()
        const page = await list(`?q=${encodeURIComponent(q)}&perPage=50`)
        expect(page.total).toBe(expectedMatches(users, q).length)
        expect(page.users).toEqual(expectedMatches(users, q).sort(byName))
      },
    )

    it('does not look at the company, the country, the contact or the role', async () => {
      const users = await everyone()
      const company = users[0]!.company
      expect(expectedMatches(users, company)).toEqual([])
      expect((await list(`?q=${encodeURIComponent(company)}`)).total).toBe(0)
      expect((await list(`?q=${encodeURIComponent(users[0]!.country)}`)).total).toBe(0)
      expect((await list(`?q=${encodeURIComponent('+44')}`)).total).toBe(0)
      expect((await list('?q=subscriber')).total).toBe(0)
    })

    it('answers no users and a total of 0 when nothing matches', async () => {
      expect(await list('?q=nobody-has-this')).toEqual({ total: 0, users: [] })
    })
  })

  describe('filters', () => {
    it.each([
      ['role', 'editor'],
      ['status', 'pending'],
      ['currentPlan', 'enterprise'],
    ] as const)('keeps only the users whose %s is %s', async (field, value) => {
      const users = await everyone()
      const expected = users.filter((user) => user[field] === value)
      const page = await list(`?${field}=${value}&perPage=50`)
      expect(page.total).toBe(expected.length)
      expect(page.users).toEqual(expected.sort(byName))
    })

    it('combines the filters with each other and with q', async () => {
      const users = await everyone()
      const expected = users.filter(
        (user) =>
          user.role === 'subscriber' &&
          user.status === 'active' &&
          user.currentPlan === 'basic' &&
          user.billing.startsWith('Manual'),
      )
      const page = await list(
        '?role=subscriber&status=active&currentPlan=basic&q=manual&perPage=50',
      )
      expect(page.users).toEqual(expected.sort(byName))
    })

    it('treats an empty filter as no filter', async () => {
      expect(await list('?role=&status=&currentPlan=&q=')).toEqual(await list())
    })

    it('finds nobody for a value no user has', async () => {
      expect((await list('?role=superhero')).total).toBe(0)
    })
  })

  describe('sorting', () => {
    it('sorts by full name Z to A with sort=desc', async () => {
      const page = await list('?sort=desc&perPage=50')
      expect(page.users).toEqual([...(await everyone())].sort(byName).reverse())
    })

    it('sorts by email', async () => {
      const page = await list('?sortColumn=email&perPage=50')
      const emails = page.users.map((user) => user.email)
      expect(emails).toEqual(
        [...emails].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      )
    })

    it.each([
      ['role', 'asc'],
      ['currentPlan', 'desc'],
      ['status', 'asc'],
      ['billing', 'desc'],
    ] as const)('sorts by %s (%s), and users with the same value by id', async (column, sort) => {
      const page = await list(`?sortColumn=${column}&sort=${sort}&perPage=50`)
      expect(page.total).toBe(50)
      const direction = sort === 'asc' ? 1 : -1
      page.users.slice(1).forEach((user, index) => {
        const before = page.users[index]!
        const order = direction * before[column].localeCompare(user[column])
        expect(order).toBeLessThanOrEqual(0)
        if (order === 0) expect(before.id).toBeLessThan(user.id)
      })
    })

    it('ignores case when sorting', async () => {
      putUser({ fullName: 'aa lowercase', email: 'aaron@example.com', username: 'aaron' })
      putUser({ fullName: 'ZZ Uppercase', email: 'zz@example.com', username: 'zz' })
      const names = (await list('?perPage=100')).users.map((user) => user.fullName)
      expect(names[0]).toBe('aa lowercase')
      expect(names[names.length - 1]).toBe('ZZ Uppercase')
    })

    it('falls back to full name for an unknown column, and to A to Z for an unknown order', async () => {
      const defaults = await list()
      expect(await list('?sortColumn=company')).toEqual(defaults)
      expect(await list('?sortColumn=password')).toEqual(defaults)
      expect(await list('?sort=sideways')).toEqual(defaults)
    })
  })

  describe('paging', () => {
    it('pages through every match once, in order', async () => {
      const sorted = [...(await everyone())].sort(byName)
      const pages = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8].map((page) => list(`?perPage=7&page=${page}`)),
      )
      pages.forEach((page) => expect(page.total).toBe(50))
      expect(pages.map((page) => page.users.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 1])
      expect(pages.flatMap((page) => page.users)).toEqual(sorted)
    })

    it('answers an empty page past the end, with the total', async () => {
      expect(await list('?page=6')).toEqual({ total: 50, users: [] })
      expect(await list('?page=999999999')).toEqual({ total: 50, users: [] })
    })

    it('pages the matches of a filter', async () => {
      const editors = (await everyone()).filter((user) => user.role === 'editor').sort(byName)
      const page = await list('?role=editor&perPage=3&page=2')
      expect(page.total).toBe(editors.length)
      expect(page.users).toEqual(editors.slice(3, 6))
    })

    it.each([
      ['zero', '?perPage=0&page=0'],
      ['negative numbers', '?perPage=-5&page=-2'],
      ['words', '?perPage=all&page=first'],
      ['fractions', '?perPage=2.5&page=1.5'],
      ['blanks', '?perPage=%20&page='],
    ])('falls back to page 1 of 10 for %s', async (_, query) => {
      expect(await list(query)).toEqual(await list())
    })

    it('answers at most 100 users a page', async () => {
      for (let index = 0; index < 60; index += 1) {
        putUser({ email: `extra${index}@example.com`, username: `extra${index}` })
      }
      const page = await list('?perPage=100000')
      expect(page.total).toBe(110)
      expect(page.users).toHaveLength(100)
    })
  })
})

describe('GET /api/users/user', () => {
  it('answers the user with that id', async () => {
    const response = await adminRequest(handlers, '/api/users/user?id=7')
    expect(response.status).toBe(200)
    const { user } = z.parse(userAnswerSchema, await response.json())
    expect(user).toEqual((await everyone())[6])
  })

  it.each(['?id=999', '?id=0', '?id=abc', '?id=', ''])(
    'answers 404 "User not found" for %j',
    async (query) => {
      const response = await adminRequest(handlers, `/api/users/user${query}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: 'User not found' })
    },
  )
})

describe('POST /apps/users/add-user', () => {
  it('adds a pending user with the next id, no picture, and answers 201 with it', async () => {
    const response = await addUserRequest(newcomer)
    expect(response.status).toBe(201)
    const { user } = z.parse(userAnswerSchema, await response.json())
    expect(user).toEqual({
      ...newcomer,
      id: 51,
      avatar: '',
      billing: 'Manual - Credit Card',
      status: 'pending',
    })
    const users = await everyone()
    expect(users).toHaveLength(51)
    expect(users[50]).toEqual(user)
    expect((await list('?q=delacroix')).users).toEqual([user])
    const found = await adminRequest(handlers, '/api/users/user?id=51')
    expect(await found.json()).toEqual({ user })
  })

  it('gives the highest id plus 1, whatever was deleted before', async () => {
    expect((await deleteRequest('?id=3')).status).toBe(200)
    expect((await (await addUserRequest(newcomer)).json()).user.id).toBe(51)
    expect((await deleteRequest('?id=50&id=51')).status).toBe(200)
    const again = await addUserRequest({ ...newcomer, email: 'again@example.com' })
    expect((await again.json()).user.id).toBe(50)
  })

  it('keeps the billing, status and avatar it is given', async () => {
    const response = await addUserRequest({
      ...newcomer,
      billing: 'Auto Debit',
      status: 'active',
      avatar: '/images/avatars/3.svg',
    })
    expect(await response.json()).toMatchObject({
      user: { billing: 'Auto Debit', status: 'active', avatar: '/images/avatars/3.svg' },
    })
  })

  it('trims every text, invisible characters too', async () => {
    const response = await addUserRequest({
      ...newcomer,
      fullName: '  Rosa Delacroix\u200B ',
      username: '\u00A0rosa.d',
      company: ' Delacroix Atelier\t',
      role: ' editor ',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      user: { fullName: 'Rosa Delacroix', username: 'rosa.d', company: 'Delacroix Atelier' },
    })
  })

  it('names every missing field at once', async () => {
    const response = await addUserRequest({})
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        fullName: ['Full name is required.'],
        username: ['Username is required.'],
        email: ['Email is required.'],
        role: ['Role is required.'],
        currentPlan: ['Plan is required.'],
      },
    })
    expect(await everyone()).toHaveLength(50)
  })

  it('counts a field of only blanks or invisible characters as empty', async () => {
    const response = await addUserRequest({
      ...newcomer,
      fullName: '\u200B\u200D \uFEFF',
      username: '   ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { fullName: ['Full name is required.'], username: ['Username is required.'] },
    })
  })

  it('refuses an invalid email, an unknown role and an unknown plan together', async () => {
    const response = await addUserRequest({
      ...newcomer,
      email: 'rosa at example',
      role: 'owner',
      currentPlan: 'gold',
      status: 'sleeping',
      billing: 'Barter',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        email: ['Enter a valid email address.'],
        role: ['Role must be admin, author, editor, maintainer or subscriber.'],
        currentPlan: ['Plan must be basic, team, company or enterprise.'],
        status: ['Status must be active, inactive or pending.'],
        billing: [
          'Billing must be Manual - Credit Card, Manual - Paypal, Manual - Cash or Auto Debit.',
        ],
      },
    })
  })

  it('refuses an email and a username already in use, ignoring case, both at once', async () => {
    const [first, second] = await everyone()
    const response = await addUserRequest({
      ...newcomer,
      email: ` ${first!.email.toUpperCase()} `,
      username: second!.username.toUpperCase(),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        email: ['This email is already in use.'],
        username: ['This username is already in use.'],
      },
    })
    expect(await everyone()).toHaveLength(50)
  })

  it('refuses fields that are not text', async () => {
    const response = await addUserRequest({ ...newcomer, fullName: 42, contact: ['+1'], role: {} })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        fullName: ['Full name must be text.'],
        contact: ['Contact must be text.'],
        role: ['Role must be text.'],
      },
    })
  })

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', '{"user": '],
    ['a user that is not an object', JSON.stringify({ user: 'rosa' })],
    ['a JSON array', JSON.stringify([newcomer])],
  ])('answers 400 with the required fields for %s', async (_, body) => {
    const response = await adminRequest(handlers, '/apps/users/add-user', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    })
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(errors).sort()).toEqual(
      ['currentPlan', 'email', 'fullName', 'role', 'username'].sort(),
    )
  })
})

describe('POST /apps/users/update-user', () => {
  it('changes the fields sent, keeps the others, and answers 201 with the user', async () => {
    const before = (await everyone())[2]!
    const nextStatus = before.status === 'inactive' ? 'active' : 'inactive'
    const response = await updateUserRequest({ id: 3, status: nextStatus, currentPlan: 'company' })
    expect(response.status).toBe(201)
    const after = { ...before, status: nextStatus, currentPlan: 'company' }
    expect(await response.json()).toEqual({ user: after })
    expect((await everyone())[2]).toEqual(after)
  })

  it('accepts the user’s own email and username in another case', async () => {
    const user = (await everyone())[4]!
    const response = await updateUserRequest({
      id: 5,
      email: user.email.toUpperCase(),
      username: user.username.toUpperCase(),
    })
    expect(response.status).toBe(201)
  })

  it('refuses another user’s email and username, and an emptied required field', async () => {
    const other = (await everyone())[9]!
    const response = await updateUserRequest({
      id: 5,
      email: other.email,
      username: other.username,
      fullName: ' ',
      status: '',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        fullName: ['Full name is required.'],
        email: ['This email is already in use.'],
        username: ['This username is already in use.'],
        status: ['Status is required.'],
      },
    })
  })

  it('refuses an unknown status or plan and changes nothing', async () => {
    const before = await everyone()
    const response = await updateUserRequest({ id: 5, status: 'archived', currentPlan: 'gold' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        currentPlan: ['Plan must be basic, team, company or enterprise.'],
        status: ['Status must be active, inactive or pending.'],
      },
    })
    expect(await everyone()).toEqual(before)
  })

  it('clears an optional field sent empty (contact, company, country)', async () => {
    const before = (await everyone())[6]!
    const response = await updateUserRequest({ id: 7, contact: '', company: ' ', country: '' })
    expect(response.status).toBe(201)
    const after = { ...before, contact: '', company: '', country: '' }
    expect(await response.json()).toEqual({ user: after })
    expect((await everyone())[6]).toEqual(after)
  })

  it('answers 404 "User not found" for an unknown id', async () => {
    const response = await updateUserRequest({ id: 999, status: 'active' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'User not found' })
  })

  it.each([
    ['no id', { status: 'active' }],
    ['an id as text', { id: '3', status: 'active' }],
    ['a fractional id', { id: 3.5 }],
  ])('answers 400 on id for %s', async (_, user) => {
    const response = await updateUserRequest(user)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { id: ['The user id must be a whole number.'] },
    })
  })
})

describe('DELETE /apps/users/delete', () => {
  it('deletes one user', async () => {
    const response = await deleteRequest('?id=3')
    expect(response.status).toBe(200)
    expect(ids(await everyone())).not.toContain(3)
    expect((await list()).total).toBe(49)
    expect((await adminRequest(handlers, '/api/users/user?id=3')).status).toBe(404)
  })

  it('deletes several users at once', async () => {
    const response = await deleteRequest('?id=3&id=7&id=11')
    expect(response.status).toBe(200)
    const left = ids(await everyone())
    expect(left).toHaveLength(47)
    expect(left).not.toContain(3)
    expect(left).not.toContain(7)
    expect(left).not.toContain(11)
  })

  it('deletes nobody when one of the ids is unknown', async () => {
    const response = await deleteRequest('?id=3&id=999&id=7')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'User not found' })
    expect(await everyone()).toHaveLength(50)
  })

  it('answers 404 for a user deleted before', async () => {
    await deleteRequest('?id=3')
    expect((await deleteRequest('?id=3')).status).toBe(404)
  })

  it.each([
    ['no id', '', 'Give the id of the user to delete.'],
    ['an empty id', '?id=', 'Each id must be a whole number.'],
    ['a word', '?id=3&id=abc', 'Each id must be a whole number.'],
    ['a fraction', '?id=2.5', 'Each id must be a whole number.'],
  ])('answers 400 on id for %s and deletes nobody', async (_, query, message) => {
    const response = await deleteRequest(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { id: [message] } })
    expect(await everyone()).toHaveLength(50)
  })
})

describe('access', () => {
  const calls: [string, string, RequestInit][] = [
    ['GET', '/api/users/list/data', {}],
    ['GET', '/api/users/list/all-data', {}],
    ['GET', '/api/users/user?id=1', {}],
    ['POST', '/apps/users/add-user', postJson({ user: newcomer })],
    ['POST', '/apps/users/update-user', postJson({ user: { id: 1, status: 'inactive' } })],
    ['DELETE', '/apps/users/delete?id=1', { method: 'DELETE' }],
  ]

  it.each(calls)('%s %s answers 401 "Unauthorized." without a token', async (_, path, init) => {
    const response = await demoRequest(handlers, path, init)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it.each(calls)(
    '%s %s answers the signed-in demo client 403 with a message',
    async (_, path, init) => {
      const before = await everyone()
      const token = await signIn('client@demo.com', 'client')
      const response = await demoRequest(handlers, path, bearing(token, init))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: expect.any(String) })
      expect(await everyone()).toEqual(before)
    },
  )
})
