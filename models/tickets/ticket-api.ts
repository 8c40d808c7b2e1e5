import * as z from 'zod/mini'
import { optionalNumber, optionalString } from '../format/optional-fields.ts'

/*
 * `POST {data api}/user/channelTickets` (SPEC.md section 7): the spec names only the request (json
 * ctoken, ujwt, status_tk, q, id_tk) and where the answer's tickets are, `data.supportTickets.data`.
 * Every ticket field below is a demo assumption of what a support desk sends: the client reads them
 * leniently (null where a value is missing) so that one odd ticket does not blank the screen, while
 * an answer of the wrong shape is refused as a whole.
 */

/** The ticket statuses, in folder order. "New" is unread, every other status read (SPEC.md 4). */
export const ticketStatuses = ['New', 'Open', 'Pending', 'Resolved', 'Closed'] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export function isTicketStatus(value: unknown): value is TicketStatus {
  return ticketStatuses.includes(value as TicketStatus)
}

/** One answer on a ticket. Demo assumption: unpublished replies are agents' drafts or notes. */
export const apiTicketReplySchema = z.object({
  id_reply: z.number(),
  message: optionalString,
  created_at: optionalString,
  /** 1/true when the customer can see the reply; anything else is not published. */
  published: z.optional(z.nullable(z.union([z.boolean(), z.number()]))),
  author_id: optionalNumber,
  author_name: optionalString,
  author_email: optionalString,
  author_avatar: optionalString,
  /** Demo extra: the idempotency key the reply was sent with, when it was written in the app. */
  kid: optionalString,
})
export type ApiTicketReply = z.infer<typeof apiTicketReplySchema>

/** One support ticket as the data API sends it (demo assumption, see above). */
export const apiTicketSchema = z.object({
  id_tk: z.number(),
  subject: optionalString,
  /** The customer's message, HTML as they wrote it: never shown unsanitised. */
  description: optionalString,
  created_at: optionalString,
  status_tk: z.enum(ticketStatuses),
  customer_id: optionalNumber,
  customer_name: optionalString,
  customer_email: optionalString,
  customer_avatar: optionalString,
  /** The agent the ticket is assigned to, null while nobody has it. */
  agent_id: optionalNumber,
  agent_name: optionalString,
  agent_email: optionalString,
  agent_avatar: optionalString,
  replies: z.optional(z.nullable(z.array(apiTicketReplySchema))),
})
export type ApiTicket = z.infer<typeof apiTicketSchema>

/** How many tickets a folder holds and how many of them are unread ("New"). */
export const folderCountSchema = z.object({ total: z.number(), unread: z.number() })
export type FolderCount = z.infer<typeof folderCountSchema>

/**
 * Demo extra `counts`: the folders' sizes over all of the user's tickets (whatever the status and
 * search asked for), keyed `all` and by status, so the folder list can show unread counts without
 * a second call. Optional: without it the folders show no counts.
 */
export const ticketCountsSchema = z.object({
  all: folderCountSchema,
  New: folderCountSchema,
  Open: folderCountSchema,
  Pending: folderCountSchema,
  Resolved: folderCountSchema,
  Closed: folderCountSchema,
})
export type TicketCounts = z.infer<typeof ticketCountsSchema>

/** The whole answer of `user/channelTickets`. */
export const channelTicketsSchema = z.object({
  data: z.object({
    supportTickets: z.object({
      data: z.array(apiTicketSchema),
      counts: z.optional(z.nullable(ticketCountsSchema)),
    }),
  }),
})
export type ChannelTicketsAnswer = z.infer<typeof channelTicketsSchema>

/** The JSON body the client posts (SPEC.md section 7). Empty strings mean "not asked for". */
export interface ChannelTicketsRequest {
  /** The company token. */
  ctoken: string
  /** The signed-in user's access token. */
  ujwt: string
  /** A status to keep, or '' for every status. */
  status_tk: TicketStatus | ''
  /** Search text, or ''. */
  q: string
  /** One ticket's id, or '' for the list. */
  id_tk: number | ''
}

/*
 * The help desk's demo calls, beside `channelTickets` on the data API (README, "Demo extensions"):
 * each takes the same `ctoken` and `ujwt` and answers with the tickets it changed.
 */

/** `POST user/channelTickets/reply`: the ticket with the reply or note added. */
export const ticketAnswerSchema = z.object({ data: z.object({ ticket: apiTicketSchema }) })

/** `POST user/channelTickets/update`: the tickets whose status or assignee changed. */
export const ticketsAnswerSchema = z.object({
  data: z.object({ tickets: z.array(apiTicketSchema) }),
})

/** An agent (an admin or employee) a ticket can be assigned to. */
export const apiTicketAgentSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: optionalString,
  avatar: optionalString,
})

/** `POST user/channelTickets/agents`: who tickets can be assigned to (agents only). */
export const ticketAgentsSchema = z.object({
  data: z.object({ agents: z.array(apiTicketAgentSchema) }),
})
