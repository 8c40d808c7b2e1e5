import { beforeEach, describe, expect, it } from 'vitest'
import type { RequestHandler } from 'msw'
import { issueToken } from '@mocks/session/tokens'
import { ticketHandlers } from '@mocks/tickets/tickets.handlers'
import { ticketStore } from '@mocks/tickets/tickets'
import { resetAllStores } from '@mocks/server/store'
import { channelTicketsSchema, ticketAgentsSchema } from '@models/tickets/ticket-api'
import { admin, client, demoRequest, postJson } from './demo-request'

/*
 * The help desk's demo calls beside channelTickets (README, "Demo extensions"): replies and notes,
 * status and assignee changes, and the agents. What a client may not do is refused with a message;
 * a change sent twice with one Idempotency-Key is made once.
 */

const base = '/data-api/user/channelTickets'

async function call(
  userId: number | null,
  endpoint: 'reply' | 'update' | 'agents' | '',
  fields: Record<string, unknown>,
  key?: string,
) {
  const ujwt = userId === null ? '' : await issueToken(userId)
  const init = postJson({ ctoken: 'demo-company', ujwt, ...fields })
  if (key) init.headers = { ...init.headers, 'idempotency-key': key }
  return demoRequest(
    ticketHandlers as RequestHandler[],
    endpoint ? `${base}/${endpoint}` : base,
    init,
  )
}

const stored = (id: number) => ticketStore.get().find((ticket) => ticket.id_tk === id)!
const clientsTicket = () => ticketStore.get().find((ticket) => ticket.customer_id === client)!
const othersTicket = () =>
  ticketStore
    .get()
    .find((ticket) => ticket.customer_id !== client && ticket.status_tk !== 'Closed')!
const openTicket = () =>
  ticketStore.get().find((ticket) => ticket.status_tk === 'Open' && ticket.customer_id !== client)!

beforeEach(() => resetAllStores())

describe('POST /data-api/user/channelTickets/reply (demo)', () => {
  it('stores an agent’s reply, published, as escaped paragraphs, and opens a new ticket', async () => {
    const ticket = ticketStore.get().find((each) => each.status_tk === 'New')!
    const before = ticket.replies.length
    const response = await call(admin, 'reply', {
      id_tk: ticket.id_tk,
      message: 'We are on it.\n\n<b>Thanks</b> for waiting.',
      published: true,
    })
    expect(response.status).toBe(201)
    const { data } = (await response.json()) as { data: { ticket: { replies: unknown[] } } }
    expect(data.ticket.replies).toHaveLength(before + 1)
    const reply = stored(ticket.id_tk).replies.at(-1)!
    expect(reply).toMatchObject({
      message: '<p>We are on it.</p><p>&lt;b&gt;Thanks&lt;/b&gt; for waiting.</p>',
      published: 1,
      author_name: 'John Doe',
    })
    expect(stored(ticket.id_tk).status_tk).toBe('Open')
  })

  it('keeps an agent’s internal note from the customer', async () => {
    const ticket = clientsTicket()
    const response = await call(admin, 'reply', {
      id_tk: ticket.id_tk,
      message: 'Check the billing history first.',
      published: false,
    })
    expect(response.status).toBe(201)
    const listed = channelTicketsSchema.parse(
      await (await call(client, '', { id_tk: ticket.id_tk })).json(),
    )
    const seen = listed.data.supportTickets.data[0]!.replies ?? []
    expect(seen.some((reply) => reply.message?.includes('billing history'))).toBe(false)
    expect(seen.every((reply) => reply.published === 1)).toBe(true)
    const agents = channelTicketsSchema.parse(
      await (await call(admin, '', { id_tk: ticket.id_tk })).json(),
    )
    expect(
      agents.data.supportTickets.data[0]!.replies?.some((reply) =>
        reply.message?.includes('billing history'),
      ),
    ).toBe(true)
  })

  it('lets a client answer their own ticket, which opens it again once solved', async () => {
    const ticket = clientsTicket()
    ticket.status_tk = 'Resolved'
    const response = await call(client, 'reply', { id_tk: ticket.id_tk, message: 'It is back.' })
    expect(response.status).toBe(201)
    expect(stored(ticket.id_tk).replies.at(-1)).toMatchObject({ published: 1, author_id: client })
    expect(stored(ticket.id_tk).status_tk).toBe('Open')
  })

  it('refuses a client’s note and a client’s reply to another customer’s ticket, with a message', async () => {
    const note = await call(client, 'reply', {
      id_tk: clientsTicket().id_tk,
      message: 'A note',
      published: false,
    })
    expect(note.status).toBe(403)
    expect(await note.json()).toEqual({ message: 'Only agents may write internal notes.' })
    const theirs = await call(client, 'reply', { id_tk: othersTicket().id_tk, message: 'Hi' })
    expect(theirs.status).toBe(403)
    expect(await theirs.json()).toEqual({ message: 'You may only answer your own tickets.' })
  })

  it('refuses a reply without a token', async () => {
    const response = await call(null, 'reply', { id_tk: openTicket().id_tk, message: 'Hi' })
    expect(response.status).toBe(401)
  })

  it('refuses an empty or invisible-only reply with a field error', async () => {
    for (const message of ['', '   \n ', '\u200b\u2800\u3164']) {
      const response = await call(admin, 'reply', { id_tk: openTicket().id_tk, message })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: { message: ['Write a reply before sending it.'] },
      })
    }
  })

  it('refuses an over-long reply, saying how long it may be', async () => {
    const response = await call(admin, 'reply', {
      id_tk: openTicket().id_tk,
      message: 'x'.repeat(5_001),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        message: ['A reply can be at most 5,000 characters; this one has 5,001.'],
      },
    })
  })

  it('refuses a reply to a closed ticket with 409', async () => {
    const ticket = ticketStore.get().find((each) => each.status_tk === 'Closed')!
    const response = await call(admin, 'reply', { id_tk: ticket.id_tk, message: 'Hello?' })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      message: 'This ticket is closed and takes no more replies.',
    })
  })

  it('stores a reply sent twice with one idempotency key once, and answers the same', async () => {
    const ticket = openTicket()
    const before = ticket.replies.length
    const first = await call(admin, 'reply', { id_tk: ticket.id_tk, message: 'Once' }, 'kid-7')
    const again = await call(admin, 'reply', { id_tk: ticket.id_tk, message: 'Once' }, 'kid-7')
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    expect(stored(ticket.id_tk).replies).toHaveLength(before + 1)
    expect(stored(ticket.id_tk).replies.at(-1)?.kid).toBe('kid-7')
  })
})

describe('POST /data-api/user/channelTickets/update (demo)', () => {
  it('sets the status and the assignee of several tickets at once', async () => {
    const ids = ticketStore
      .get()
      .slice(0, 3)
      .map((ticket) => ticket.id_tk)
    const agent = ticketStore.get().find((ticket) => ticket.agent_id != null)!
    const response = await call(admin, 'update', {
      ids,
      status_tk: 'Pending',
      agent_id: agent.agent_id,
    })
    expect(response.status).toBe(200)
    for (const id of ids) {
      expect(stored(id)).toMatchObject({
        status_tk: 'Pending',
        agent_id: agent.agent_id,
        agent_name: agent.agent_name,
      })
    }
  })

  it('takes a ticket from its agent (assigned to nobody)', async () => {
    const ticket = ticketStore.get().find((each) => each.agent_id != null)!
    const response = await call(admin, 'update', { ids: [ticket.id_tk], agent_id: null })
    expect(response.status).toBe(200)
    expect(stored(ticket.id_tk)).toMatchObject({ agent_id: null, agent_name: null })
  })

  it('refuses a client’s status change with a message, and a call without a token', async () => {
    const response = await call(client, 'update', {
      ids: [clientsTicket().id_tk],
      status_tk: 'Closed',
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: "Only agents may change a ticket's status or assignee.",
    })
    expect((await call(null, 'update', { ids: [1], status_tk: 'Closed' })).status).toBe(401)
  })

  it('refuses an unknown status, an unknown agent and a change of nothing', async () => {
    const id = openTicket().id_tk
    expect((await call(admin, 'update', { ids: [id], status_tk: 'Escalated' })).status).toBe(400)
    expect((await call(admin, 'update', { ids: [id], agent_id: 99999 })).status).toBe(400)
    expect((await call(admin, 'update', { ids: [id] })).status).toBe(400)
    expect((await call(admin, 'update', { ids: [], status_tk: 'Open' })).status).toBe(400)
    expect((await call(admin, 'update', { ids: [99999], status_tk: 'Open' })).status).toBe(404)
  })
})

describe('POST /data-api/user/channelTickets/agents (demo)', () => {
  it('lists the agents for an agent, and refuses a client', async () => {
    const answer = ticketAgentsSchema.parse(await (await call(admin, 'agents', {})).json())
    expect(answer.data.agents.length).toBeGreaterThan(3)
    const assigned = ticketStore.get().find((ticket) => ticket.agent_id != null)!
    expect(answer.data.agents.map((agent) => agent.id)).toContain(assigned.agent_id)
    expect((await call(client, 'agents', {})).status).toBe(403)
  })
})
