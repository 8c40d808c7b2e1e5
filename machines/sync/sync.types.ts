import type { LocalEventDraft } from '@models/local-store/local-events'

export interface SyncContext {
  /** Why the last load failed, until one succeeds. */
  error: unknown
}

export type SyncEvent =
  /** What the store holds for the screen, each time that changes: something to show, or nothing. */
  | { type: 'sync.local'; present: boolean }
  /** The server answered a load: the events that record its answer. */
  | { type: 'sync.answered'; events: LocalEventDraft[] }
  /** A load failed. */
  | { type: 'sync.failed'; error: unknown }
  /** The user asks to load again. */
  | { type: 'sync.retry' }

/** What the machine tells its sync actor: load now. */
export type SyncCommand = { type: 'sync.now' }
