import { channelTicketsSchema, type ChannelTicketsRequest } from '@models/ticket-api'
import { toTicketMail } from '@models/ticket-mail'
import type { OpenedTicket, TicketPage, TicketQuery } from '@machines/tickets/tickets.types'
import { appConfig, realApi } from '../app-config'
import { http } from '../http'
import { MalformedResponseError, parseResponse } from '../parse-response'

/*
 * The support tickets call of the data API (SPEC.md section 7): one POST with a JSON body, for the
 * list of a folder and search or for one ticket by id. Answers are checked against their schema and
 * mapped to the mail view; the ticket machine invokes these.
 */

async function channelTickets(
  fields: Pick<ChannelTicketsRequest, 'status_tk' | 'q' | 'id_tk'>,
  signal?: AbortSignal,
) {
  const body = await http
    .post(realApi.data('user/channelTickets'), {
      prefixUrl: '',
      signal,
      // The body carries the access token (`ujwt`): the client builds it for every attempt, so a
      // retry after a refresh sends the new token in the body as in the header.
      sessionJson: ({ accessToken }): ChannelTicketsRequest => ({
        ctoken: appConfig.companyToken,
        ujwt: accessToken,
        ...fields,
      }),
    })
    .json()
  return parseResponse(channelTicketsSchema, body, 'ticket').data.supportTickets
}

/** The tickets of one folder, narrowed by a search, with the folders' counts. */
export async function fetchTickets(
  { folder, query }: TicketQuery,
  signal?: AbortSignal,
): Promise<TicketPage> {
  const answer = await channelTickets(
    { status_tk: folder === 'all' ? '' : folder, q: query, id_tk: '' },
    signal,
  )
  return { tickets: answer.data.map(toTicketMail), counts: answer.counts ?? null }
}

/** No such ticket in the answer to a request for one: an answer the screen cannot use. */
export class TicketMissingError extends MalformedResponseError {
  constructor(id: number) {
    super('ticket', `ticket ${id} is not in the answer`)
    this.name = 'TicketMissingError'
  }
}

/** One ticket by id; asking for it marks it read on the server. */
export async function fetchTicket(
  { id }: { id: number },
  signal?: AbortSignal,
): Promise<OpenedTicket> {
  const answer = await channelTickets({ status_tk: '', q: '', id_tk: id }, signal)
  const ticket = answer.data.find((item) => item.id_tk === id)
  if (!ticket) throw new TicketMissingError(id)
  return { ticket: toTicketMail(ticket), counts: answer.counts ?? null }
}
