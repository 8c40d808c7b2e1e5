import { http, HttpResponse, type RequestHandler } from 'msw'
import {
  isTicketStatus,
  ticketStatuses,
  type ApiTicket,
  type TicketCounts,
} from '../../models/ticket-api.ts'
import { findTicket, ticketStore, type StoredTicket } from '../data/tickets.ts'
import type { Role } from '../../models/roles.ts'
import { authorizeToken, bearerToken } from '../data/tokens.ts'
import { readJsonObject } from './read-json.ts'
import { fieldErrors } from './field-errors.ts'

/*
 * `POST {data api}/user/channelTickets` (SPEC.md section 7) over the demo server's tickets. Demo
 * assumptions, since the spec names only the request and `data.supportTickets.data`:
 * - the user is the one `ujwt` names (the bearer token when the body has none); admins and
 *   employees see every ticket, a client only their own;
 * - `q` matches the subject, the customer's name or email, or the ticket number;
 * - the list is newest first, and `counts` (an extra field) gives each folder's total and unread;
 * - asking for one ticket (`id_tk`) is reading it: a "New" ticket becomes "Open", so it stays read.
 *
 * Access: signed-in (the token in `ujwt`, or the bearer token); what is listed depends on the role.
 */

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** The tickets a user may see. */
function visibleTo(userId: number, role: Role): StoredTicket[] {
  const all = ticketStore.get()
  return role === 'admin' || role === 'employee'
    ? all
    : all.filter((ticket) => ticket.customer_id === userId)
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

const copy = (ticket: StoredTicket): ApiTicket => structuredClone(ticket)

const answer = (tickets: StoredTicket[], visible: StoredTicket[]) =>
  HttpResponse.json({
    data: { supportTickets: { data: tickets.map(copy), counts: countTickets(visible) } },
  })

export const ticketHandlers: RequestHandler[] = [
  http.post('*/data-api/user/channelTickets', async ({ request }) => {
    const body = await readJsonObject(request)
    if (!body) return fieldErrors({ ujwt: ['Send a JSON body with ctoken and ujwt.'] })
    const ctoken = asText(body.ctoken)
    const auth = await authorizeToken(asText(body.ujwt) || bearerToken(request))
    if (auth instanceof Response) return auth
    if (!ctoken) return fieldErrors({ ctoken: ['The company token is required.'] })

    const status = asText(body.status_tk)
    if (status !== '' && !isTicketStatus(status)) {
      return fieldErrors({ status_tk: [`The status must be one of ${ticketStatuses.join(', ')}.`] })
    }
    const visible = visibleTo(auth.userId, auth.role)
    const idText = asText(body.id_tk).trim()
    if (idText !== '') {
      const id = Number(idText)
      const ticket = Number.isInteger(id) ? findTicket(id) : undefined
      if (!ticket || !visible.includes(ticket)) {
        return HttpResponse.json({ message: 'Ticket not found' }, { status: 404 })
      }
      if (ticket.status_tk === 'New') ticket.status_tk = 'Open'
      return answer([ticket], visible)
    }
    const query = asText(body.q).trim()
    const listed = visible.filter(
      (ticket) => (status === '' || ticket.status_tk === status) && matches(ticket, query),
    )
    return answer(listed, visible)
  }),
]
