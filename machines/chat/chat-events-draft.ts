import type { ChatDomainEvent } from '@models/chat/chat-events'

/**
 * A domain event as a machine decides it: the time is stamped when it is recorded, so machines
 * stay free of clocks.
 */
export type DomainEventDraft = ChatDomainEvent extends infer E
  ? E extends ChatDomainEvent
    ? Omit<E, 'at'>
    : never
  : never

/** The params of the `record` action every chat machine declares and the app provides. */
export interface RecordParams {
  events: DomainEventDraft[]
}
