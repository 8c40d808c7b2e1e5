import type { ApiTicket, ApiTicketReply, TicketCounts, TicketStatus } from './ticket-api'
import type { MailMessage, MailReply } from './mail'

export { previewText, type MailPerson } from './mail'

/*
 * A support ticket as the mail-like screen shows it (SPEC.md section 3, "Support ticket as mapped
 * for mail"): who wrote it, to whom, the message, its status as the label, and the published
 * replies. Messages stay HTML here; the screen sanitises them before showing them.
 */

export type TicketReply = MailReply

export interface TicketMail extends MailMessage {
  /** "New" means unread, any other status read (SPEC.md section 4). */
  isRead: boolean
  to: { name: string; email: string }
  /** The ticket's status, as the mail view's labels. */
  labels: TicketStatus[]
  /** Published replies only, oldest first. */
  replies: TicketReply[]
}

/** A folder: every ticket, or those of one status. */
export type TicketFolder = 'all' | TicketStatus

const text = (value: string | null | undefined) => value ?? ''

/** Whether a reply was published: true, or 1 as a database flag. */
export function isPublished(reply: ApiTicketReply): boolean {
  return reply.published === true || reply.published === 1
}

function toReply(reply: ApiTicketReply): TicketReply {
  return {
    from: {
      id: reply.author_id ?? null,
      name: text(reply.author_name),
      email: text(reply.author_email),
      avatar: text(reply.author_avatar),
    },
    message: text(reply.message),
    time: text(reply.created_at),
  }
}

const byTime = (a: TicketReply, b: TicketReply) => a.time.localeCompare(b.time)

/** Maps one ticket of the data API to the mail view (SPEC.md section 3). */
export function toTicketMail(ticket: ApiTicket): TicketMail {
  return {
    id: ticket.id_tk,
    subject: text(ticket.subject),
    message: text(ticket.description),
    time: text(ticket.created_at),
    isRead: ticket.status_tk !== 'New',
    from: {
      id: ticket.customer_id ?? null,
      name: text(ticket.customer_name),
      email: text(ticket.customer_email),
      avatar: text(ticket.customer_avatar),
    },
    // Nobody yet while no agent has the ticket: the screen names the support desk then.
    to: { name: text(ticket.agent_name), email: text(ticket.agent_email) },
    labels: [ticket.status_tk],
    replies: (ticket.replies ?? []).filter(isPublished).map(toReply).sort(byTime),
  }
}

/** The ticket's status: its one label. */
export function statusOf(ticket: TicketMail): TicketStatus {
  return ticket.labels[0] ?? 'New'
}

/** Whether a ticket belongs in a folder. */
export function inFolder(ticket: TicketMail, folder: TicketFolder): boolean {
  return folder === 'all' || ticket.labels.includes(folder)
}

/** The unread count of a folder, or null when the server sent no counts. */
export function unreadIn(counts: TicketCounts | null, folder: TicketFolder): number | null {
  return counts ? counts[folder].unread : null
}
