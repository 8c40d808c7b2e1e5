import type { CalendarEvent } from '../calendar/calendar.ts'
import type { BoardState } from '../kanban/kanban-board.ts'
import type { AreaChanges, ChangeArea } from './outbox.ts'
import type { TicketAgentRecord, TicketData } from '../tickets/ticket-records.ts'

/*
 * The domain events of the areas whose changes are commands over the server's data: support
 * tickets, the calendar and the kanban board (docs/architecture.md, "The local store"). Plain
 * serialisable facts that machines decide on and the projector applies; `at` is the ISO 8601 time
 * the event happened. An answer also says when it was asked for (`requestedAt`): one asked for
 * before the server took the area's last change may not hold it, and is not stored over it.
 */

/** A change was made: it waits in the outbox, and the screens show it at once. */
export type ChangeQueued = {
  [A in ChangeArea]: {
    type: 'change.queued'
    at: string
    area: A
    /** Its idempotency key. */
    kid: string
    change: AreaChanges[A]
  }
}[ChangeArea]

/** The server took a change; `output` is what it answered. */
export interface ChangeSent {
  type: 'change.sent'
  at: string
  area: ChangeArea
  kid: string
  output: unknown
}

/** Sending a change failed; `final` when it will not be tried again: the screens drop it. */
export interface ChangeFailed {
  type: 'change.failed'
  at: string
  area: ChangeArea
  kid: string
  attempts: number
  final: boolean
}

/** The kanban board as the server holds it. */
export interface KanbanReceived {
  type: 'kanban.received'
  at: string
  requestedAt: string
  board: BoardState
}

/** Every calendar event the user may see, as the server holds them. */
export interface CalendarReceived {
  type: 'calendar.received'
  at: string
  requestedAt: string
  events: CalendarEvent[]
}

/**
 * Tickets as the server holds them. `whole` when they are every ticket the user may see: those
 * the store holds that are not among them are gone.
 */
export interface TicketsReceived {
  type: 'tickets.received'
  at: string
  requestedAt: string
  tickets: TicketData[]
  whole: boolean
}

/** The agents tickets can be assigned to. */
export interface TicketAgentsReceived {
  type: 'tickets.agents.received'
  at: string
  agents: TicketAgentRecord[]
}

export type ChangeEvent = ChangeQueued | ChangeSent | ChangeFailed

export type AreaEvent =
  ChangeEvent | KanbanReceived | CalendarReceived | TicketsReceived | TicketAgentsReceived

/** An event as a machine decides it: the time is stamped when it is recorded. */
export type Draft<E extends { at: string }> = E extends unknown ? Omit<E, 'at'> : never
