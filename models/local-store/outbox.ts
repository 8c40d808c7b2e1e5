import type { CalendarChange } from '../calendar/calendar-changes.ts'
import type { ChatType } from '../chat/chat-api.ts'
import type { KanbanCommand } from '../kanban/kanban-board.ts'
import type { TicketChange } from '../tickets/ticket-changes.ts'

/*
 * The one outbox (docs/architecture.md, "The local store"): every change of every area waits here,
 * in the order it was made, until the server has it. Its rows are projections like any other:
 * written by the projector from the areas' events, read by the outbox machine's runtime.
 */

/** The areas whose changes go through the outbox. */
export const outboxAreas = ['chat', 'tickets', 'calendar', 'kanban'] as const
export type OutboxArea = (typeof outboxAreas)[number]

/** The areas whose changes are commands over data the server holds (all but the chat's messages). */
export type ChangeArea = Exclude<OutboxArea, 'chat'>

/** The change each such area queues. */
export interface AreaChanges {
  tickets: TicketChange
  calendar: CalendarChange
  kanban: KanbanCommand
}

/** What every item of the outbox has, whatever its area. */
export interface OutboxItem {
  /** The idempotency key the server stores the change under: a retry is stored once. */
  kid: string
  area: OutboxArea
  /** ISO 8601; the order items are sent in. */
  createdAt: string
  /** Failed sends so far. */
  attempts: number
  /** 'failed' waits for the user's retry (a chat message); 'queued' is sent as soon as possible. */
  state: 'queued' | 'failed'
}

/** A chat message waiting to be sent. */
export interface ChatOutboxRecord extends OutboxItem {
  area: 'chat'
  chatId: string
  chatType: ChatType
  contactId: number
  message: string
  type: string
}

/** A change of one area waiting to be sent. */
export type ChangeOutboxRecord<A extends ChangeArea = ChangeArea> = A extends ChangeArea
  ? OutboxItem & { area: A; change: AreaChanges[A] }
  : never

export type OutboxRecord = ChatOutboxRecord | ChangeOutboxRecord
