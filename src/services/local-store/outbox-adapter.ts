import type { OutboxArea, OutboxRecord } from '@models/local-store/outbox'

/*
 * What the one outbox needs of an area to send its items (src/services/local-store/outbox-runtime.ts).
 * Each area's adapter is loaded only when one of its items is to be sent.
 */

export interface OutboxAdapter<Item extends OutboxRecord = OutboxRecord> {
  /**
   * Sends the item with its idempotency key; resolves with the server's answer, rejects with a
   * SendError that says whether trying again can help (`classified` in send-failure.ts).
   */
  deliver(item: Item, signal: AbortSignal): Promise<unknown>
  /** Tells the user that the item failed for good, and why. */
  refused(item: Item, error: unknown): void
}

/** Each area's adapter, by area. */
export const outboxAdapters: Record<OutboxArea, () => Promise<OutboxAdapter>> = {
  chat: () => import('../chat/chat-outbox').then((module) => module.chatOutbox as OutboxAdapter),
  tickets: () =>
    import('../tickets/ticket-outbox').then((module) => module.ticketOutbox as OutboxAdapter),
  calendar: () =>
    import('../calendar/calendar-outbox').then((module) => module.calendarOutbox as OutboxAdapter),
  kanban: () =>
    import('../kanban/kanban-outbox').then((module) => module.kanbanOutbox as OutboxAdapter),
}
