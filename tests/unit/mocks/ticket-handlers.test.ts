import { describe, expect, it } from 'vitest'
import type { RequestHandler } from 'msw'
import { issueToken } from '@mocks/session/tokens'
import { ticketHandlers } from '@mocks/tickets/tickets.handlers'
import { demoHandlers } from '@mocks/server/demo.handlers'
import { seedTickets, ticketCount, ticketStore, unsafeTicketId } from '@mocks/tickets/tickets'
import { resetAllStores } from '@mocks/server/store'
import { channelTicketsSchema, type ChannelTicketsAnswer } from '@models/tickets/ticket-api'
import { admin, client } from './chat-requests'
import { demoRequest, postJson } from './demo-request'

const path = '/data-api/user/channelTickets'

async function ask(userId: number, fields: Record<string, unknown> = {}) {
  const ujwt = await issueToken(userId)
  return demoRequest(ticketHandlers as RequestHandler[], path, {
    ...postJson({ ctoken: 'demo-company', ujwt, status_tk: '', q: '', id_tk: '', ...fields }),
  })
}

async function tickets(userId: number, fields: Record<string, unknown> = {}) {
  const response = await ask(userId, fields)
  expect(response.status).toBe(200)
  return channelTicketsSchema.parse(await response.json()).data.supportTickets
}

const ids = (answer: ChannelTicketsAnswer['data']['supportTickets']) =>
  answer.data.map((ticket) => ticket.id_tk)

describe('POST /data-api/user/channelTickets (demo)', () => {
  it('gives an admin every ticket, newest first, with the folder counts', async () => {
    resetAllStores()
    const answer = await tickets(admin)
    expect(answer.data).toHaveLength(ticketCount)
    const times = answer.data.map((ticket) => ticket.created_at!)
    expect([...times].sort().reverse()).toEqual(times)
    const unread = answer.data.filter((ticket) => ticket.status_tk === 'New').length
    expect(answer.counts?.all).toEqual({ total: ticketCount, unread })
    expect(answer.counts?.New).toEqual({ total: unread, unread })
    expect(answer.counts?.Closed.unread).toBe(0)
  })

  it('seeds the same tickets every time', () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    expect(seedTickets(now)).toEqual(seedTickets(now))
  })

  it('gives a client only their own tickets', async () => {
    resetAllStores()
    const answer = await tickets(client)
    expect(answer.data.length).toBeGreaterThan(20)
    expect(answer.data.every((ticket) => ticket.customer_email === 'client@demo.com')).toBe(true)
    expect(answer.counts?.all.total).toBe(answer.data.length)
  })

  it('keeps the tickets of one status', async () => {
    resetAllStores()
    const answer = await tickets(admin, { status_tk: 'Pending' })
    expect(answer.data.length).toBeGreaterThan(0)
    expect(answer.data.every((ticket) => ticket.status_tk === 'Pending')).toBe(true)
    expect(answer.counts?.all.total).toBe(ticketCount)
  })

  it('finds tickets by subject, customer or number', async () => {
    resetAllStores()
    const bySubject = await tickets(admin, { q: 'vat NUMBER' })
    expect(bySubject.data.length).toBeGreaterThan(0)
    expect(bySubject.data.every((ticket) => /vat number/i.test(ticket.subject!))).toBe(true)
    expect(ids(await tickets(admin, { q: '#17' }))).toContain(17)
    const byCustomer = await tickets(admin, { q: 'client@demo.com' })
    expect(byCustomer.data.every((ticket) => ticket.customer_email === 'client@demo.com')).toBe(
      true,
    )
    expect((await tickets(admin, { q: 'no ticket says this' })).data).toEqual([])
  })

  it('gives one ticket by id and marks a new one read from then on', async () => {
    resetAllStores()
    const before = await tickets(admin)
    const first = before.data.find((ticket) => ticket.status_tk === 'New')!
    const one = await tickets(admin, { id_tk: first.id_tk })
    expect(ids(one)).toEqual([first.id_tk])
    expect(one.data[0]!.status_tk).toBe('Open')
    expect(one.counts?.all.unread).toBe(before.counts!.all.unread - 1)
    const after = await tickets(admin)
    expect(after.data.find((ticket) => ticket.id_tk === first.id_tk)?.status_tk).toBe('Open')
  })

  it('puts the seed back on reset', async () => {
    resetAllStores()
    await tickets(admin, { id_tk: 1 })
    resetAllStores()
    expect(ticketStore.get().find((ticket) => ticket.id_tk === 1)?.status_tk).toBe('New')
  })

  it('has replies that are not published, for the client to leave out', () => {
    const replies = seedTickets().flatMap((ticket) => ticket.replies)
    expect(replies.some((reply) => reply.published === 0)).toBe(true)
    expect(replies.some((reply) => reply.published === 1)).toBe(true)
  })

  it('has a ticket with markup a browser must not run', () => {
    const unsafe = seedTickets().find((ticket) => ticket.id_tk === unsafeTicketId)!
    expect(unsafe.description).toContain('<script>')
    expect(unsafe.description).toContain('onerror=')
  })

  it('answers 404 for a ticket that is not there, and 403 with a message for another customer’s', async () => {
    resetAllStores()
    expect((await ask(admin, { id_tk: 99999 })).status).toBe(404)
    const adminOnly = ticketStore.get().find((ticket) => ticket.customer_id !== client)!
    const theirs = await ask(client, { id_tk: adminOnly.id_tk })
    expect(theirs.status).toBe(403)
    expect(await theirs.json()).toEqual({ message: 'You may only see your own tickets.' })
  })

  it('refuses a request without a valid token, company token or status', async () => {
    const noToken = await demoRequest(ticketHandlers as RequestHandler[], path, {
      ...postJson({ ctoken: 'demo-company', ujwt: '', status_tk: '', q: '', id_tk: '' }),
    })
    expect(noToken.status).toBe(401)
    expect((await ask(admin, { ctoken: '' })).status).toBe(400)
    const badStatus = await ask(admin, { status_tk: 'Escalated' })
    expect(badStatus.status).toBe(400)
    expect(await badStatus.json()).toEqual({
      errors: { status_tk: ['The status must be one of New, Open, Pending, Resolved, Closed.'] },
    })
  })
})

describe('POST /api/demo/tickets (the bench’s control)', () => {
  it('seeds as many tickets as asked, until the demo data are reset', async () => {
    const seed = (count: unknown) =>
      demoRequest(demoHandlers as RequestHandler[], '/api/demo/tickets', postJson({ count }))
    expect((await seed(1_000)).status).toBe(204)
    expect((await tickets(admin)).data).toHaveLength(1_000)
    expect((await seed(0)).status).toBe(400)
    expect((await seed('many')).status).toBe(400)
    resetAllStores()
    expect((await tickets(admin)).data).toHaveLength(ticketCount)
  })
})
