import type { TicketCounts } from '@models/ticket-api'
import type { TicketFolder, TicketMail } from '@models/ticket-mail'

/** What the list asks the server for. */
export interface TicketQuery {
  folder: TicketFolder
  /** Trimmed search text, '' for none. */
  query: string
}

/** One answer of the list: the tickets of the folder and search, and the folders' counts. */
export interface TicketPage {
  tickets: TicketMail[]
  /** Null when the server sent none. */
  counts: TicketCounts | null
}

/** One ticket asked for by id; fetching it marks it read on the server. */
export interface OpenedTicket {
  ticket: TicketMail
  counts: TicketCounts | null
}

export interface TicketsContext extends TicketQuery {
  tickets: TicketMail[]
  counts: TicketCounts | null
  /** Why the last list load failed, until the next one succeeds. */
  listError: unknown
  /** The ticket being opened or read, by id. */
  openId: number | null
  /** The ticket read in the reading pane, once it arrived. */
  opened: TicketMail | null
  openError: unknown
}

export type TicketsEvent =
  /** Show one folder. */
  | { type: 'tickets.folder'; folder: TicketFolder }
  /** The search text changed (each keystroke; the machine waits for the typing to pause). */
  | { type: 'tickets.search'; query: string }
  /** Load the list again, as it is now. */
  | { type: 'tickets.refresh' }
  /** Try the failed list load again. */
  | { type: 'tickets.retry' }
  /** Read one ticket. */
  | { type: 'tickets.open'; id: number }
  /** Back to the list. */
  | { type: 'tickets.close' }
  /** Try opening the ticket again. */
  | { type: 'tickets.reader.retry' }
