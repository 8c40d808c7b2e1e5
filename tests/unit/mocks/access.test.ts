import { afterEach, describe, expect, it } from 'vitest'
import type { HttpHandler } from 'msw'
import { handlers } from '@mocks/handlers'
import { accounts } from '@mocks/session/accounts'
import { resetAllStores } from '@mocks/server/store'
import { issueToken, setTokenLifetime } from '@mocks/session/tokens'
import { admin, client, demoRequest, withToken } from './demo-request'

/*
 * Who may call which endpoint of the demo server: the access map that the comment at the top of
 * each handler file gives, checked endpoint by endpoint. Public endpoints answer anyone; every other
 * one answers 401 "Unauthorized." without a valid token; team changes and admin areas answer a
 * client 403 with a message.
 */

afterEach(() => resetAllStores())

interface Call {
  method: 'GET' | 'POST' | 'DELETE'
  /** The handler's path pattern, as `mocks/handlers` declares it. */
  pattern: string
  /** A request path that matches it. */
  path: string
}

const call = (method: Call['method'], pattern: string, path = pattern): Call => ({
  method,
  pattern: `*${pattern}`,
  path,
})

/** Answer anyone: how a visitor gets a token, and the demo's own test controls. */
const publicCalls = [
  call('POST', '/jwt/login'),
  call('POST', '/jwt/register'),
  call('POST', '/wm/v3/accounts/sign-in'),
  call('POST', '/wm/v3/accounts/sign-out'),
  call('POST', '/api/demo/reset'),
  call('POST', '/api/demo/session'),
  call('POST', '/api/demo/blacklist'),
  call('POST', '/api/demo/expire'),
  call('POST', '/api/demo/tickets'),
  call('POST', '/api/demo/chat/push'),
  call('GET', '/api/demo/chat/incoming'),
  call('POST', '/api/demo/chat/incoming'),
  // The geo-lookup is a third-party service: it takes no token.
  call('GET', '/geo'),
]

/** Public too, but each checks the token it is given (a refresh is its own credential): their own tests cover them. */
const refreshCalls = [
  call('POST', '/jwt/refresh-token'),
  call('POST', '/wm/v3/accounts/refresh-token'),
]

/** Any signed-in user. */
const signedInCalls = [
  call('GET', '/data-api/users/me'),
  call('GET', '/api/bookmarks/data'),
  call('POST', '/api/bookmarks/update'),
  call('GET', '/api/main-search/data'),
  call('GET', '/pricing/data'),
  call('GET', '/faq/data'),
  call('GET', '/faq/data/knowledge_base'),
  call('GET', '/faq/data/category', '/faq/data/category?category=billing'),
  call('GET', '/faq/data/question', '/faq/data/question?category=billing&question=change-plan'),
  call('GET', '/api/autocomplete/data'),
  call('POST', '/api/ui-kit/upload', '/api/ui-kit/upload?name=a.txt&part=0&parts=1&size=1'),
  call('GET', '/apps/chat/chats-and-contacts'),
  call('GET', '/apps/chat/users/profile-user'),
  call('POST', '/apps/chat/users/profile-user'),
  call('GET', '/apps/chat/get-chat', '/apps/chat/get-chat?id=1'),
  call('POST', '/apps/chat/send-msg'),
  call('GET', '/conversion/infor-user/:senderId', '/conversion/infor-user/3'),
  call('GET', '/wm/v3/messages/list-user-chat', '/wm/v3/messages/list-user-chat?chat_type=live'),
  call('GET', '/wm/v3/messages/list-contact-chat'),
  call('GET', '/wm/v3/messages/chat-message/:contactId', '/wm/v3/messages/chat-message/3'),
  call('POST', '/wm/v3/messages/change-status-message'),
  call('POST', '/wm/v3/messages/send'),
  call('POST', '/data-api/user/channelTickets'),
  call('POST', '/data-api/user/channelTickets/reply'),
  call('GET', '/wm/v3/whatsapp/connection'),
  call('POST', '/wm/v3/whatsapp/connect'),
  call('GET', '/apps/kanban/boards'),
  call('GET', '/apps/kanban/tasks'),
  call('GET', '/apps/calendar/events'),
  // The shop: everyone shops, each with their own wishlist and cart.
  call('GET', '/apps/ecommerce/products'),
  call('GET', '/apps/ecommerce/products/:id', '/apps/ecommerce/products/1'),
  call('GET', '/apps/ecommerce/wishlist'),
  call('POST', '/apps/ecommerce/wishlist'),
  call('DELETE', '/apps/ecommerce/wishlist/:productId', '/apps/ecommerce/wishlist/1'),
  call('GET', '/apps/ecommerce/cart'),
  call('POST', '/apps/ecommerce/cart'),
  call('POST', '/apps/ecommerce/cart/:productId', '/apps/ecommerce/cart/2'),
  call('DELETE', '/apps/ecommerce/cart/:productId', '/apps/ecommerce/cart/2'),
  call('POST', '/apps/ecommerce/place-order'),
  // The blog: everyone reads it, comments and bookmarks.
  call('GET', '/blog/list/data'),
  call('GET', '/blog/list/data/sidebar'),
  call('GET', '/blog/list/data/detail', '/blog/list/data/detail?id=1'),
  call('GET', '/blog/list/data/edit', '/blog/list/data/edit?id=1'),
  call('POST', '/blog/list/data/comment'),
  call('POST', '/blog/list/data/bookmark'),
  call('GET', '/profile/data'),
  call('GET', '/profile/posts'),
  call('POST', '/profile/posts/like'),
  call('POST', '/profile/polls/vote'),
]

/** Opens a server-sent event stream once allowed: only its refusals are asked here. */
const streamCall = call('GET', '/wm/v3/messages/stream')

/**
 * The team's tools: changes to its board and calendar, and its mailbox (read too): the admin and
 * employees, not a client.
 */
const teamCalls = [
  call('POST', '/apps/kanban/reorder-tasks'),
  call('POST', '/apps/kanban/update-task-board'),
  call('POST', '/apps/kanban/add-task'),
  call('POST', '/apps/kanban/add-board'),
  call('POST', '/apps/kanban/update-task'),
  call('POST', '/apps/kanban/update-board'),
  call('DELETE', '/apps/kanban/delete-board', '/apps/kanban/delete-board?id=todo'),
  call('DELETE', '/apps/kanban/clear-tasks', '/apps/kanban/clear-tasks?boardId=todo'),
  call('POST', '/apps/calendar/add-event'),
  call('POST', '/apps/calendar/update-event'),
  call('DELETE', '/apps/calendar/remove-event', '/apps/calendar/remove-event?id=1'),
  call('POST', '/wm/v3/events'),
  call('POST', '/data-api/user/channelTickets/update'),
  call('POST', '/data-api/user/channelTickets/agents'),
  call('GET', '/apps/email/emails'),
  call('POST', '/apps/email/update-emails'),
  call('POST', '/apps/email/update-emails-label'),
  call('GET', '/apps/email/get-email', '/apps/email/get-email?id=1'),
  call('GET', '/apps/email/paginate-email', '/apps/email/paginate-email?dir=next&emailId=1'),
  call('POST', '/apps/email/send'),
  call('POST', '/apps/email/save-draft'),
  call('GET', '/apps/email/contacts'),
]

/** The team's to-do list: the admin and employees read and change it; a client may not read it. */
const teamToolCalls = [
  call('GET', '/apps/todo/tasks'),
  call('GET', '/apps/todo/assignees'),
  call('POST', '/apps/todo/add-tasks'),
  call('POST', '/apps/todo/update-task'),
  call('DELETE', '/apps/todo/delete-task', '/apps/todo/delete-task?taskId=1'),
]

/**
 * The admin's areas: analytics, settings, roles and permissions, the users, the data table, the
 * invoices, the API keys.
 */
const adminCalls = [
  call('GET', '/card/card-analytics/:name', '/card/card-analytics/support-tracker'),
  call('GET', '/card/card-statistics/:name', '/card/card-statistics/sales'),
  call('GET', '/account-setting/data'),
  call('POST', '/account-setting/notification'),
  call('GET', '/apps/permissions/data'),
  call('POST', '/apps/permissions/add-permission'),
  call('POST', '/apps/permissions/update-permission'),
  call('DELETE', '/apps/permissions/delete', '/apps/permissions/delete?id=1'),
  call('GET', '/api/users/list/all-data'),
  call('GET', '/api/users/list/data'),
  call('GET', '/api/users/user', '/api/users/user?id=1'),
  call('POST', '/apps/users/add-user'),
  call('POST', '/apps/users/update-user'),
  call('DELETE', '/apps/users/delete', '/apps/users/delete?id=1'),
  call('GET', '/apps/users/security', '/apps/users/security?id=1'),
  call('POST', '/apps/users/change-password'),
  call('GET', '/apps/users/notifications', '/apps/users/notifications?id=1'),
  call('POST', '/apps/users/update-notifications'),
  call('GET', '/apps/roles/data'),
  call('POST', '/apps/roles/add-role'),
  call('POST', '/apps/roles/update-role'),
  call('DELETE', '/apps/roles/delete', '/apps/roles/delete?name=auditor'),
  call('GET', '/api/datatables/initial-data'),
  call('GET', '/api/datatables/data'),
  call('GET', '/apps/invoice/invoices'),
  call('GET', '/api/invoice/invoices/:id', '/api/invoice/invoices/4987'),
  call('GET', '/api/invoice/clients'),
  call('POST', '/apps/invoice/add-client'),
  call('POST', '/apps/invoice/add-invoice'),
  call('POST', '/apps/invoice/update-invoice'),
  call('POST', '/apps/invoice/duplicate'),
  call('POST', '/apps/invoice/add-payment'),
  call('POST', '/apps/invoice/send'),
  call('DELETE', '/apps/invoice/delete', '/apps/invoice/delete?id=4987'),
  call('GET', '/api/api-keys/list'),
  call('POST', '/api/api-keys/add'),
  call('DELETE', '/api/api-keys/delete', '/api/api-keys/delete?id=1'),
  call('POST', '/blog/list/data/edit'),
  call('POST', '/account-setting/general'),
  call('POST', '/account-setting/info'),
  call('POST', '/account-setting/social'),
  call('POST', '/account-setting/connection'),
  call('GET', '/account-setting/security'),
  call('POST', '/account-setting/change-password'),
  call('POST', '/account-setting/two-step'),
]

const refusals: Record<string, string> = {
  kanban: 'Your role may view the kanban board but not change it.',
  calendar: 'Your role may view the team calendar but not change it.',
  events: 'Your role may view the team calendar but not change it.',
  'channelTickets/update': "Only agents may change a ticket's status or assignee.",
  'channelTickets/agents': 'Only agents may see who tickets go to.',
  card: 'Only administrators may see the analytics.',
  'account-setting': 'Only administrators may see or change these settings.',
  permissions: 'Only administrators may see or change these settings.',
  users: 'Only administrators may see or change users, roles and permissions.',
  roles: 'Only administrators may see or change users, roles and permissions.',
  datatables: 'Only administrators may see the data table.',
  invoice: 'Only administrators may see or change invoices.',
  todo: 'Only the team may see and change its to-do list.',
  email: 'Only the team may read and send its email.',
  'api-keys': 'Only administrators may see or change the API keys.',
  blog: 'Only administrators may edit blog posts.',
}

/** The 403 message a call gets, by the area its path names. */
function refusalOf({ path }: Call): string {
  const area = Object.keys(refusals).find((name) => path.includes(`/${name}`))
  if (!area) throw new Error(`no refusal message known for ${path}`)
  return refusals[area]!
}

const label = ({ method, path }: Call) => `${method} ${path}`

/** A call with an empty JSON body (or none): access is decided before the body is read. */
function send({ method, path }: Call, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (method !== 'GET') headers.set('content-type', 'application/json')
  return demoRequest(handlers, path, {
    ...init,
    method,
    headers,
    ...(method === 'GET' ? {} : { body: '{}' }),
  })
}

const sendAs = async (userId: number, target: Call) => send(target, await withToken(userId))

const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } })

/** Adds an employee account, as one would sign up; `resetAllStores` takes it away again. */
function addEmployee(): number {
  const id = Math.max(...accounts.get().map((account) => account.id)) + 1
  accounts.get().push({
    id,
    fullName: 'Eve Employee',
    username: 'eve',
    password: 'employee',
    avatar: null,
    email: 'employee@demo.com',
    role: 'employee',
    ability: [],
    waba: null,
    mess: null,
    extras: { eCommerceCartItemsCount: 0 },
  })
  return id
}

describe('the access map of the demo server', () => {
  it('names every handler: public, signed-in, team change or admin-only', () => {
    const known = [
      ...publicCalls,
      ...refreshCalls,
      ...signedInCalls,
      streamCall,
      ...teamCalls,
      ...teamToolCalls,
      ...adminCalls,
    ].map(({ method, pattern }) => `${method} ${pattern}`)
    const served = (handlers as HttpHandler[]).map(({ info }) => `${info.method} ${info.path}`)
    expect([...served].sort()).toEqual([...known].sort())
  })

  it.each(publicCalls.map((target) => [label(target), target] as const))(
    '%s answers without a token',
    async (_, target) => {
      const response = await send(target)
      expect(response.status).not.toBe(401)
      expect(response.status).not.toBe(403)
    },
  )
})

describe.each(
  [...signedInCalls, streamCall, ...teamCalls, ...teamToolCalls, ...adminCalls].map((c) => [
    label(c),
    c,
  ]),
)('%s', (_, target) => {
  const refused = async (init: RequestInit = {}) => {
    const response = await send(target, init)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  }

  it('answers 401 "Unauthorized." without a token', () => refused())

  it('answers 401 "Unauthorized." for a forged token', () =>
    refused(bearer('not-a-real.jwt.token')))

  it('answers 401 "Unauthorized." for an expired token', async () => {
    setTokenLifetime(-60)
    const expired = await issueToken(admin)
    await refused(bearer(expired))
  })

  it('answers 401 "Unauthorized." for a refresh token used as an access token', async () =>
    refused(bearer(await issueToken(admin, 'refresh'))))
})

describe('a signed-in client', () => {
  it.each(signedInCalls.map((target) => [label(target), target] as const))(
    'may call %s',
    async (_, target) => {
      const response = await sendAs(client, target)
      expect(response.status).not.toBe(401)
      expect(response.status).not.toBe(403)
    },
  )

  it.each(
    [...teamCalls, ...teamToolCalls, ...adminCalls].map(
      (target) => [label(target), target] as const,
    ),
  )('is refused %s with 403 and a message that says why', async (_, target) => {
    const response = await sendAs(client, target)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: refusalOf(target) })
  })
})

describe('the admin', () => {
  it.each(
    [...signedInCalls, ...teamCalls, ...teamToolCalls, ...adminCalls].map(
      (target) => [label(target), target] as const,
    ),
  )('may call %s', async (_, target) => {
    const response = await sendAs(admin, target)
    expect(response.status).not.toBe(401)
    expect(response.status).not.toBe(403)
  })
})

describe('an employee (a member of the team, see models/session/roles.ts)', () => {
  it.each(
    [...signedInCalls, ...teamCalls, ...teamToolCalls].map(
      (target) => [label(target), target] as const,
    ),
  )('may call %s', async (_, target) => {
    const response = await sendAs(addEmployee(), target)
    expect(response.status).not.toBe(401)
    expect(response.status).not.toBe(403)
  })

  it.each(adminCalls.map((target) => [label(target), target] as const))(
    'is refused %s with 403',
    async (_, target) => {
      const response = await sendAs(addEmployee(), target)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: refusalOf(target) })
    },
  )
})

describe('a refused change', () => {
  it("leaves the team's board as it was", async () => {
    const boards = async () => (await sendAs(admin, call('GET', '/apps/kanban/boards'))).json()
    const before = await boards()
    await sendAs(
      client,
      call('DELETE', '/apps/kanban/delete-board', '/apps/kanban/delete-board?id=todo'),
    )
    expect(await boards()).toEqual(before)
  })

  it('leaves the team calendar as it was', async () => {
    const events = async () => (await sendAs(admin, call('GET', '/apps/calendar/events'))).json()
    const before = await events()
    await sendAs(
      client,
      call('DELETE', '/apps/calendar/remove-event', '/apps/calendar/remove-event?id=1'),
    )
    expect(await events()).toEqual(before)
  })
})
