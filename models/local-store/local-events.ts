import type { AreaEvent, Draft } from './area-events.ts'
import type { ChatDomainEvent } from '../chat/chat-events.ts'

/** Every event the local store takes (docs/architecture.md, "The local store"). */
export type LocalEvent = ChatDomainEvent | AreaEvent

/** An event as a machine decides it, without its time: it is stamped when it is recorded. */
export type LocalEventDraft = Draft<LocalEvent>
