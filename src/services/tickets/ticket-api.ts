import {
  channelTicketsSchema,
  ticketAgentsSchema,
  ticketAnswerSchema,
  ticketsAnswerSchema,
  type ChannelTicketsRequest,
  type TicketStatus,
} from '@models/tickets/ticket-api'
import {
  ticketDataOf,
  type TicketAgentRecord,
  type TicketData,
} from '@models/tickets/ticket-records'
import { appConfig, realApi } from '../app-config'
import { http } from '../http'
import { MalformedResponseError, parseResponse } from '../parse-response'

/*
 * The support tickets calls of the data API (SPEC.md section 7, `channelTickets`) and the help
 * desk's demo calls beside it (reply, update, agents). Every body carries the company token and
 * the access token; answers are checked against their schema and mapped to the store's tickets.
 */

/** How a change is sent: its idempotency key, and the signal that cancels it. */
export interface SendOptions {
  key: string
  signal?: AbortSignal
}

type Credentials = Pick<ChannelTicketsRequest, 'ctoken' | 'ujwt'>

/** A POST to the data API whose JSON body carries the tokens beside `fields`. */
function post(path: string, fields: object, options: { signal?: AbortSignal; key?: string }) {
  return http
    .post(realApi.data(path), {
      prefixUrl: '',
      signal: options.signal,
      ...(options.key ? { retry: 0, headers: { 'Idempotency-Key': options.key } } : {}),
      // The body carries the access token (`ujwt`): the client builds it for every attempt, so a
      // retry after a refresh sends the new token in the body as in the header.
      sessionJson: ({ accessToken }): Credentials => ({
        ctoken: appConfig.companyToken,
        ujwt: accessToken,
        ...fields,
      }),
    })
    .json()
}

async function channelTickets(
  fields: Pick<ChannelTicketsRequest, 'status_tk' | 'q' | 'id_tk'>,
  options: { signal?: AbortSignal; key?: string },
) {
  const body = await post('user/channelTickets', fields, options)
  return parseResponse(channelTicketsSchema, body, 'ticket').data.supportTickets
}

/** Every ticket the user may see (no status, no search): what the store holds. */
export async function fetchAllTickets(signal?: AbortSignal): Promise<TicketData[]> {
  const answer = await channelTickets({ status_tk: '', q: '', id_tk: '' }, { signal })
  return answer.data.map(ticketDataOf)
}

/** No such ticket in the answer to a request for one: an answer the screen cannot use. */
export class TicketMissingError extends MalformedResponseError {
  constructor(id: number) {
    super('ticket', `ticket ${id} is not in the answer`)
    this.name = 'TicketMissingError'
  }
}

/** One ticket by id; asking for a "New" one marks it read on the server (SPEC.md section 4). */
export async function fetchTicket(
  id: number,
  options: { signal?: AbortSignal; key?: string } = {},
): Promise<TicketData> {
  const answer = await channelTickets({ status_tk: '', q: '', id_tk: id }, options)
  const ticket = answer.data.find((item) => item.id_tk === id)
  if (!ticket) throw new TicketMissingError(id)
  return ticketDataOf(ticket)
}

/** Writes a reply to the customer, or an agent's note (`published` false). */
export async function replyToTicket(
  reply: { ticketId: number; text: string; published: boolean },
  options: SendOptions,
): Promise<TicketData> {
  const body = await post(
    'user/channelTickets/reply',
    { id_tk: reply.ticketId, message: reply.text, published: reply.published },
    options,
  )
  return ticketDataOf(parseResponse(ticketAnswerSchema, body, 'ticket').data.ticket)
}

/** Sets the status or the assignee (`null`: nobody) of one or more tickets. */
export async function updateTickets(
  update: { ticketIds: number[]; status?: TicketStatus; agentId?: number | null },
  options: SendOptions,
): Promise<TicketData[]> {
  const body = await post(
    'user/channelTickets/update',
    {
      ids: update.ticketIds,
      ...(update.status ? { status_tk: update.status } : {}),
      ...(update.agentId !== undefined ? { agent_id: update.agentId } : {}),
    },
    options,
  )
  return parseResponse(ticketsAnswerSchema, body, 'tickets').data.tickets.map(ticketDataOf)
}

/** The agents tickets can be assigned to. */
export async function fetchTicketAgents(signal?: AbortSignal): Promise<TicketAgentRecord[]> {
  const body = await post('user/channelTickets/agents', {}, { signal })
  return parseResponse(ticketAgentsSchema, body, 'ticket agents').data.agents.map((agent) => ({
    id: agent.id,
    name: agent.name,
    email: agent.email ?? '',
    avatar: agent.avatar ?? '',
  }))
}
