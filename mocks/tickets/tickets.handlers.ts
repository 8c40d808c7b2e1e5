import { http, HttpResponse, type RequestHandler } from 'msw'
import {
  isTicketStatus,
  ticketStatuses,
  type ApiTicket,
  type TicketCounts,
} from '../../models/tickets/ticket-api.ts'
import {
  acceptsReplies,
  MAX_REPLY_LENGTH,
  statusAfterReply,
} from '../../models/tickets/ticket-changes.ts'
import { hasVisibleText } from '../../models/format/visible-text.ts'
import { textToHtml } from '../../models/format/typed-text-html.ts'
import { roleAbilities, type Role } from '../../models/session/roles.ts'
import { can } from '../../models/session/abilities.ts'
import { findAccountById } from '../session/accounts.ts'
import { once } from '../server/idempotency.ts'
import { findTicket, nextReplyId, ticketAgents, ticketStore, type StoredTicket } from './tickets.ts'
import { authorizeToken, bearerToken, type Grant } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'

/*
 * `POST {data api}/user/channelTickets` (SPEC.md section 7) over the demo server's tickets, and the
 * help desk's demo calls beside it (README, "Demo extensions"): `channelTickets/reply` (a reply,
 * or an agent's internal note), `channelTickets/update` (status and assignee, one ticket or many)
 * and `channelTickets/agents` (who tickets can be assigned to). Demo assumptions, since the spec
 * names only the request and `data.supportTickets.data`:
 * - the user is the one `ujwt` names (the bearer token when the body has none); agents (admins
 *   and employees) see every ticket, a client only their own, and never the internal notes;
 * - `q` matches the subject, the customer's name or email, or the ticket number;
 * - the list is newest first, and `counts` (an extra field) gives each folder's total and unread;
 * - asking for one ticket (`id_tk`) is reading it: a "New" ticket becomes "Open", so it stays read.
 * Every change is made once per Idempotency-Key (mocks/server/idempotency.ts).
 *
 * Access: signed-in (401 without a token); a client may read and answer their own tickets only,
 * and may neither write a note, nor change a status or an assignee, nor list the agents (403).
 */

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** An agent works the help desk: the admin and employees (models/session/roles.ts, `manage Tickets`). */
const isAgent = (role: Role) => can(roleAbilities[role], 'manage', 'Tickets')

/** The tickets a user may see. */
function visibleTo(userId: number, role: Role): StoredTicket[] {
  const all = ticketStore.get()
  return isAgent(role) ? all : all.filter((ticket) => ticket.customer_id === userId)
}

function matches(ticket: StoredTicket, query: string): boolean {
  if (!query) return true
  const needle = query.toLowerCase()
  const number = needle.replace(/^#/, '')
  return (
    [ticket.subject, ticket.customer_name, ticket.customer_email].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    ) || String(ticket.id_tk) === number
  )
}

/** Each folder's total and unread ("New") tickets. */
export function countTickets(tickets: StoredTicket[]): TicketCounts {
  const count = (list: StoredTicket[]) => ({
    total: list.length,
    unread: list.filter((ticket) => ticket.status_tk === 'New').length,
  })
  const byStatus = Object.fromEntries(
    ticketStatuses.map((status) => [
      status,
      count(tickets.filter((ticket) => ticket.status_tk === status)),
    ]),
  ) as Omit<TicketCounts, 'all'>
  return { all: count(tickets), ...byStatus }
}

/** A ticket as `role` may see it: a client gets no internal note. */
function copyFor(ticket: StoredTicket, role: Role): ApiTicket {
  const copy = structuredClone(ticket)
  if (!isAgent(role)) copy.replies = copy.replies.filter((reply) => reply.published === 1)
  return copy
}

const answer = (tickets: StoredTicket[], visible: StoredTicket[], role: Role) =>
  HttpResponse.json({
    data: {
      supportTickets: {
        data: tickets.map((ticket) => copyFor(ticket, role)),
        counts: countTickets(visible),
      },
    },
  })

const notFound = () => HttpResponse.json({ message: 'Ticket not found' }, { status: 404 })
const refused = (message: string) => HttpResponse.json({ message }, { status: 403 })

/**
 * The signed-in user of a data API call and its JSON body: the token in `ujwt` (or the bearer
 * token), and the company token, which every call carries; else the answer to send instead. For a
 * call only agents may make, `agentsOnly` is what a client is told (before the body is looked at).
 */
async function caller(
  request: Request,
  agentsOnly?: string,
): Promise<{ auth: Grant; body: Record<string, unknown> } | Response> {
  const body = await readJsonObject(request)
  const auth = await authorizeToken(asText(body?.ujwt) || bearerToken(request))
  if (auth instanceof Response) return auth
  if (agentsOnly && !isAgent(auth.role)) return refused(agentsOnly)
  if (!body) return fieldErrors({ ujwt: ['Send a JSON body with ctoken and ujwt.'] })
  if (!asText(body.ctoken)) return fieldErrors({ ctoken: ['The company token is required.'] })
  return { auth, body }
}

/** What a client is told when asking what only agents may do. */
export const agentsOnlyMessages = {
  update: "Only agents may change a ticket's status or assignee.",
  agents: 'Only agents may see who tickets go to.',
}

/** The ticket a change names by `id_tk`, if the user may change it; else the answer to send. */
function ticketToChange(id: unknown, auth: Grant): StoredTicket | Response {
  const ticket = typeof id === 'number' && Number.isInteger(id) ? findTicket(id) : undefined
  if (!ticket) return notFound()
  if (!isAgent(auth.role) && ticket.customer_id !== auth.userId) {
    return refused('You may only answer your own tickets.')
  }
  return ticket
}

/** Who writes: the signed-in user's account, or their directory entry. */
function authorOf(userId: number) {
  const account = findAccountById(userId)
  return {
    author_id: userId,
    author_name: account?.fullName ?? `User ${userId}`,
    author_email: account?.email ?? null,
    author_avatar: account?.avatar ?? null,
  }
}

export const ticketHandlers: RequestHandler[] = [
  http.post('*/data-api/user/channelTickets', async ({ request }) => {
    const call = await caller(request)
    if (call instanceof Response) return call
    const { auth, body } = call
    return once(request, auth.userId, () => {
      const status = asText(body.status_tk)
      if (status !== '' && !isTicketStatus(status)) {
        return fieldErrors({
          status_tk: [`The status must be one of ${ticketStatuses.join(', ')}.`],
        })
      }
      const visible = visibleTo(auth.userId, auth.role)
      const idText = asText(body.id_tk).trim()
      if (idText !== '') {
        const id = Number(idText)
        const ticket = Number.isInteger(id) ? findTicket(id) : undefined
        if (!ticket) return notFound()
        if (!visible.includes(ticket)) return refused('You may only see your own tickets.')
        if (ticket.status_tk === 'New') ticket.status_tk = 'Open'
        return answer([ticket], visible, auth.role)
      }
      const query = asText(body.q).trim()
      const listed = visible.filter(
        (ticket) => (status === '' || ticket.status_tk === status) && matches(ticket, query),
      )
      return answer(listed, visible, auth.role)
    })
  }),

  http.post('*/data-api/user/channelTickets/reply', async ({ request }) => {
    const call = await caller(request)
    if (call instanceof Response) return call
    const { auth, body } = call
    const ticket = ticketToChange(body.id_tk, auth)
    if (ticket instanceof Response) return ticket
    const published = body.published ?? true
    if (typeof published !== 'boolean') {
      return fieldError('published', 'Say whether the reply is published (true) or a note (false).')
    }
    if (!published && !isAgent(auth.role)) {
      return refused('Only agents may write internal notes.')
    }
    const text = typeof body.message === 'string' ? body.message : ''
    if (!hasVisibleText(text)) return fieldError('message', 'Write a reply before sending it.')
    if (text.length > MAX_REPLY_LENGTH) {
      return fieldError(
        'message',
        `A reply can be at most ${MAX_REPLY_LENGTH.toLocaleString('en-US')} characters; this one has ${text.length.toLocaleString('en-US')}.`,
      )
    }
    return once(request, auth.userId, () => {
      if (!acceptsReplies(ticket.status_tk)) {
        return HttpResponse.json(
          { message: 'This ticket is closed and takes no more replies.' },
          { status: 409 },
        )
      }
      const byAgent = isAgent(auth.role)
      ticket.replies.push({
        id_reply: nextReplyId(),
        message: textToHtml(text),
        created_at: new Date().toISOString(),
        published: published ? 1 : 0,
        ...authorOf(auth.userId),
        kid: request.headers.get('idempotency-key'),
      })
      ticket.status_tk = statusAfterReply(ticket.status_tk, { published, byAgent })
      return HttpResponse.json({ data: { ticket: copyFor(ticket, auth.role) } }, { status: 201 })
    })
  }),

  http.post('*/data-api/user/channelTickets/update', async ({ request }) => {
    const call = await caller(request, agentsOnlyMessages.update)
    if (call instanceof Response) return call
    const { auth, body } = call
    const { ids } = body
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every(Number.isInteger)) {
      return fieldError('ids', 'Name the tickets to change.')
    }
    const tickets = (ids as number[]).map(findTicket)
    if (tickets.some((ticket) => !ticket)) return notFound()
    const status = body.status_tk
    if (status !== undefined && !isTicketStatus(status)) {
      return fieldError('status_tk', `The status must be one of ${ticketStatuses.join(', ')}.`)
    }
    const agentId = body.agent_id
    const agent =
      typeof agentId === 'number' ? ticketAgents().find((each) => each.id === agentId) : undefined
    if (agentId !== undefined && agentId !== null && !agent) {
      return fieldError('agent_id', 'There is no such agent.')
    }
    if (status === undefined && agentId === undefined) {
      return fieldError('status_tk', 'Say what to change: the status, the assignee or both.')
    }
    return once(request, auth.userId, () => {
      for (const ticket of tickets as StoredTicket[]) {
        if (status !== undefined) ticket.status_tk = status
        if (agentId !== undefined) {
          ticket.agent_id = agent?.id ?? null
          ticket.agent_name = agent?.name ?? null
          ticket.agent_email = agent?.email ?? null
          ticket.agent_avatar = agent?.avatar ?? null
        }
      }
      return HttpResponse.json({
        data: { tickets: (tickets as StoredTicket[]).map((ticket) => copyFor(ticket, auth.role)) },
      })
    })
  }),

  http.post('*/data-api/user/channelTickets/agents', async ({ request }) => {
    const call = await caller(request, agentsOnlyMessages.agents)
    if (call instanceof Response) return call
    return HttpResponse.json({ data: { agents: ticketAgents() } })
  }),
]
