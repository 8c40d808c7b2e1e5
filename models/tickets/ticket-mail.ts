import type { TicketCounts, TicketStatus } from './ticket-api'
import type { MailMessage, MailReply } from '../email/mail'

export { previewText, type MailPerson } from '../email/mail'

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
