import type { ApiTicket, ApiTicketReply, TicketStatus } from './ticket-api.ts'
import type { TicketFolder, TicketMail } from './ticket-mail.ts'
import type { MailPerson } from '../email/mail.ts'

/*
 * Support tickets as the local store holds them (models/local-store/local-schema.ts): every reply, the
 * published ones and an agent's internal notes, each marked; who the ticket is assigned to; and
 * what the search looks in. The server sends notes to agents only; the mail view shows the
 * published replies (SPEC.md section 3), and an agent's screen the notes beside them.
 */

/** An agent (an admin or employee) a ticket can be assigned to. */
export interface TicketAgentRecord {
  id: number
  name: string
  email: string
  avatar: string
}

/**
 * Who a ticket is assigned to. A server that names the agent without an id (the data API's
 * fields are read leniently) still shows who it is.
 */
export interface TicketAssignee extends Omit<TicketAgentRecord, 'id'> {
  id: number | null
}

/** Where a reply written here is: on its way, or stored by the server. */
export type ReplyDelivery = 'pending' | 'sent'

/** One reply of a ticket, or an internal note. */
export interface TicketReplyRecord {
  /** The idempotency key of a reply written here, else `s:${server id}`. */
  key: string
  from: MailPerson
  /** HTML. */
  message: string
  /** ISO 8601, or '' when the server did not say. */
  time: string
  /** False for an internal note, which the customer never sees. */
  published: boolean
  delivery: ReplyDelivery
}

/** A ticket as the server last told it. */
export interface TicketData {
  id: number
  subject: string
  /** The customer's message, HTML as they wrote it. */
  message: string
  time: string
  status: TicketStatus
  customer: MailPerson
  /** The agent it is assigned to; null while nobody has it. */
  assignee: TicketAssignee | null
  /** Oldest first. */
  replies: TicketReplyRecord[]
}

/** A ticket as the screens read it: the server's copy with the changes on their way applied. */
export interface TicketRecord extends TicketData {
  /** What the search looks in: the subject and the customer's name and email, in lower case. */
  searchText: string
  /** How many changes on their way touch it. */
  pending: number
  /** The server's copy, kept while changes are on their way so that a refused one can go. */
  server?: TicketData
}

const text = (value: string | null | undefined) => value ?? ''

/** Whether a reply was published: true, or 1 as a database flag. */
export function isPublished(reply: ApiTicketReply): boolean {
  return reply.published === true || reply.published === 1
}

function replyOf(reply: ApiTicketReply): TicketReplyRecord {
  return {
    key: reply.kid || `s:${reply.id_reply}`,
    from: {
      id: reply.author_id ?? null,
      name: text(reply.author_name),
      email: text(reply.author_email),
      avatar: text(reply.author_avatar),
    },
    message: text(reply.message),
    time: text(reply.created_at),
    published: isPublished(reply),
    delivery: 'sent',
  }
}

const byTime = (a: TicketReplyRecord, b: TicketReplyRecord) => a.time.localeCompare(b.time)

/** The server's ticket as the store keeps it. */
export function ticketDataOf(ticket: ApiTicket): TicketData {
  return {
    id: ticket.id_tk,
    subject: text(ticket.subject),
    message: text(ticket.description),
    time: text(ticket.created_at),
    status: ticket.status_tk,
    customer: {
      id: ticket.customer_id ?? null,
      name: text(ticket.customer_name),
      email: text(ticket.customer_email),
      avatar: text(ticket.customer_avatar),
    },
    assignee:
      ticket.agent_id != null || ticket.agent_name || ticket.agent_email
        ? {
            id: ticket.agent_id ?? null,
            name: text(ticket.agent_name),
            email: text(ticket.agent_email),
            avatar: text(ticket.agent_avatar),
          }
        : null,
    replies: (ticket.replies ?? []).map(replyOf).sort(byTime),
  }
}

/** The text a search looks in, in lower case. */
export function searchTextOf(ticket: Pick<TicketData, 'subject' | 'customer'>): string {
  return [ticket.subject, ticket.customer.name, ticket.customer.email].join('\n').toLowerCase()
}

/** A search as both the server and the store compare it: trimmed, one space between words. */
export function normalTicketQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ')
}

/**
 * Whether a ticket matches a search: its subject, its customer's name or email hold the text (in
 * any case), or the text is its number (`42` or `#42`). The demo server's rule too.
 */
export function matchesTicket(ticket: { id: number; searchText: string }, query: string): boolean {
  const needle = normalTicketQuery(query).toLowerCase()
  if (!needle) return true
  return ticket.searchText.includes(needle) || String(ticket.id) === needle.replace(/^#/, '')
}

/** The mail view of a stored ticket: its status as the label, the published replies only. */
export function mailOfTicket(ticket: TicketData): TicketMail {
  return {
    id: ticket.id,
    subject: ticket.subject,
    message: ticket.message,
    time: ticket.time,
    isRead: ticket.status !== 'New',
    from: ticket.customer,
    to: { name: ticket.assignee?.name ?? '', email: ticket.assignee?.email ?? '' },
    labels: [ticket.status],
    replies: ticket.replies
      .filter((reply) => reply.published)
      .map(({ from, message, time }) => ({ from, message, time })),
  }
}

/** Maps one ticket of the data API to the mail view (SPEC.md section 3). */
export function toTicketMail(ticket: ApiTicket): TicketMail {
  return mailOfTicket(ticketDataOf(ticket))
}

/** Whether a ticket is listed in a folder. */
export function isInFolder(ticket: Pick<TicketData, 'status'>, folder: TicketFolder): boolean {
  return folder === 'all' || ticket.status === folder
}
