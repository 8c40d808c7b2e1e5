import type { MailPerson } from '@models/email/mail'
import type { TicketStatus } from '@models/tickets/ticket-api'
import type { TicketFolder } from '@models/tickets/ticket-mail'
import type { TicketAgentRecord } from '@models/tickets/ticket-records'
import type { TicketView } from '@models/tickets/ticket-list'

/** What the machine needs to know of a ticket the screen shows, to decide about it. */
export interface TicketFacts {
  id: number
  status: TicketStatus
  /** The agent it is assigned to, null for nobody. */
  assigneeId: number | null
}

/** What the composer writes: a reply to the customer, or an agent's internal note. */
export type ComposerMode = 'reply' | 'note'

/** A reply or note being written for one ticket. */
export interface Draft {
  text: string
  mode: ComposerMode
}

/** Why the composer did not send: nothing to show, too long, or a ticket that takes no replies. */
export type ComposerProblem = 'empty' | 'tooLong' | 'closed'

/** A reply sent from this screen, until the server took it or refused it. */
export interface SentReply {
  kid: string
  ticketId: number
  text: string
  mode: ComposerMode
}

export interface TicketsInput extends TicketView {
  /** Whether the user works the help desk (admin, employee: `manage Tickets`). */
  agent: boolean
  /** The signed-in user, who writes the replies. */
  me: MailPerson
}

export interface TicketsContext {
  agent: boolean
  me: MailPerson
  folder: TicketFolder
  /** The search the list shows: trimmed, blanks collapsed. */
  query: string
  /** What the search box holds, before the typing pauses. */
  typed: string
  /** The ticket being read. */
  openId: number | null
  /** What the screen last showed of it; null until it is read from the store. */
  opened: TicketFacts | null
  /** The tickets picked for a bulk change, in the order they were picked. */
  selected: number[]
  /** What is being written, per ticket: switching tickets keeps each one's. */
  drafts: Record<number, Draft>
  /** Why the open ticket's composer did not send, until its text changes. */
  problem: ComposerProblem | null
  /** Replies on their way: a refused one's text comes back to its composer. */
  sent: SentReply[]
}

/** Every change the machine queues carries its idempotency key, made by whoever sends the event. */
interface Keyed {
  kid: string
}

export type TicketsEvent =
  /** Show one folder (the search stays; the open ticket is put away). */
  | { type: 'tickets.folder'; folder: TicketFolder }
  /** The search box changed: each keystroke; the list follows once the typing pauses. */
  | { type: 'tickets.search'; text: string }
  /** The URL changed under the screen (Back, Forward, a link): show what it asks for. */
  | ({ type: 'tickets.location' } & TicketView)
  /** Read one ticket. */
  | { type: 'tickets.open'; id: number }
  /** Back to the list. */
  | { type: 'tickets.close' }
  /**
   * What the store holds of the ticket being read (null: it has no such ticket, and has loaded).
   * `kid` is the key of the read change opening a "New" one queues.
   */
  | ({ type: 'tickets.shown'; id: number; ticket: TicketFacts | null } & Keyed)
  /** The open ticket's composer text changed. */
  | { type: 'tickets.draft'; text: string }
  /** Write a reply or an internal note. */
  | { type: 'tickets.mode'; mode: ComposerMode }
  /** Send what the open ticket's composer holds. */
  | ({ type: 'tickets.send' } & Keyed)
  /** The outbox is done with a reply: taken by the server, or refused. */
  | { type: 'tickets.reply.settled'; kid: string; taken: boolean }
  /** Give the open ticket another status. */
  | ({ type: 'tickets.status'; status: TicketStatus } & Keyed)
  /** Assign the open ticket to an agent, or to nobody. */
  | ({ type: 'tickets.assign'; assignee: TicketAgentRecord | null } & Keyed)
  /** Pick a ticket for a bulk change, or put it back. */
  | { type: 'tickets.select.toggle'; id: number }
  /** Pick these tickets (every one listed). */
  | { type: 'tickets.select.all'; ids: number[] }
  | { type: 'tickets.select.none' }
  /** Give the picked tickets a status; `tickets` are the picked ones as the screen shows them. */
  | ({ type: 'tickets.bulk.status'; status: TicketStatus; tickets: TicketFacts[] } & Keyed)
  /** Assign the picked tickets. */
  | ({
      type: 'tickets.bulk.assign'
      assignee: TicketAgentRecord | null
      tickets: TicketFacts[]
    } & Keyed)

/** What the machine tells the screen: the user changed the view, which the URL should show. */
export type TicketsEmitted = { type: 'tickets.navigated'; view: TicketView }
