import type { MailPerson } from '../email/mail.ts'
import { textToHtml } from '../format/typed-text-html.ts'
import type { TicketStatus } from './ticket-api.ts'
import type { TicketAgentRecord, TicketData, TicketReplyRecord } from './ticket-records.ts'

/*
 * What the help desk changes on a ticket (docs/architecture.md, "The help desk"). Each change
 * waits in the outbox; the store shows it at once by applying it to the server's copy, and the
 * demo server applies the same rules when it takes it, so that the two agree.
 */

/** The longest reply or note the help desk takes, in characters of its text. */
export const MAX_REPLY_LENGTH = 5_000

export type TicketChange =
  /** A reply to the customer (`published`), or an agent's internal note. */
  | {
      kind: 'reply'
      ticketId: number
      /** Plain text as typed. */
      text: string
      published: boolean
      from: MailPerson
      /** Whether the author is an agent (an admin or employee) rather than the customer. */
      byAgent: boolean
    }
  | { kind: 'status'; ticketIds: number[]; status: TicketStatus }
  | { kind: 'assign'; ticketIds: number[]; assignee: TicketAgentRecord | null }
  /** Opening a "New" ticket: it is read (SPEC.md section 4), so it becomes "Open". */
  | { kind: 'read'; ticketId: number }

/** The tickets a change touches. */
export function ticketsTouched(change: TicketChange): number[] {
  return change.kind === 'status' || change.kind === 'assign' ? change.ticketIds : [change.ticketId]
}

/**
 * A ticket's status once a reply is written: an agent's answer to a new ticket opens it, and a
 * customer's answer to one that waits for them or was solved opens it again.
 */
export function statusAfterReply(
  status: TicketStatus,
  reply: { published: boolean; byAgent: boolean },
): TicketStatus {
  if (!reply.published) return status
  if (reply.byAgent) return status === 'New' ? 'Open' : status
  return status === 'Pending' || status === 'Resolved' ? 'Open' : status
}

/** Whether a ticket in this status takes replies: a closed one does not. */
export function acceptsReplies(status: TicketStatus): boolean {
  return status !== 'Closed'
}

/** The reply a change writes, as it shows while it is on its way. */
function pendingReply(
  change: Extract<TicketChange, { kind: 'reply' }>,
  key: string,
  time: string,
): TicketReplyRecord {
  return {
    key,
    from: change.from,
    message: textToHtml(change.text),
    time,
    published: change.published,
    delivery: 'pending',
  }
}

/**
 * A ticket with one change on its way applied, as the screens show it before the server answers.
 * `key` and `time` are the outbox item's: the key a reply keeps once stored, and when it was made.
 */
export function applyTicketChange(
  ticket: TicketData,
  change: TicketChange,
  key: string,
  time: string,
): TicketData {
  if (!ticketsTouched(change).includes(ticket.id)) return ticket
  switch (change.kind) {
    case 'reply':
      // The server's copy may hold it already (it took the reply, and its answer was lost): the
      // reply is there once, under the key it was sent with.
      if (ticket.replies.some((reply) => reply.key === key)) return ticket
      return {
        ...ticket,
        status: statusAfterReply(ticket.status, change),
        replies: [...ticket.replies, pendingReply(change, key, time)],
      }
    case 'status':
      return { ...ticket, status: change.status }
    case 'assign':
      return { ...ticket, assignee: change.assignee }
    case 'read':
      return ticket.status === 'New' ? { ...ticket, status: 'Open' } : ticket
  }
}
