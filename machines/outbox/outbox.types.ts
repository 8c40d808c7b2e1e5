import type { OutboxItem } from '@models/local-store/outbox'

/** Why a send failed, as the deliver actor classifies it. */
export type SendFailure =
  /** No network (or the request never reached an answer): wait for the network, count nothing. */
  | 'offline'
  /** The server failed or timed out: try again after a while. */
  | 'retryable'
  /** The server refused the change itself (4xx): trying again cannot help. */
  | 'permanent'

/** The deliver actor rejects with this. */
export class SendError extends Error {
  constructor(
    readonly failure: SendFailure,
    cause?: unknown,
  ) {
    super(`Sending failed (${failure})`, { cause })
    this.name = 'SendError'
  }
}

export interface OutboxContext {
  /** The item being sent. */
  item: OutboxItem | null
  /** Failed sends of `item` so far. */
  attempts: number
}

export type OutboxEvent =
  /** This tab holds the outbox lock: it is the one that sends. */
  | { type: 'outbox.lead' }
  /** Something was queued or retried (in any tab). */
  | { type: 'outbox.changed' }
  /** The browser is back online. */
  | { type: 'outbox.online' }

/**
 * What the outbox decided about an item, for the item's area to record as its own events: the
 * server took it (`output` is its answer), or a send failed (`final`: it will not be tried again).
 */
export type OutboxOutcome =
  | { type: 'outbox.sent'; item: OutboxItem; output: unknown }
  | { type: 'outbox.failed'; item: OutboxItem; attempts: number; final: boolean }

/** The params of the outbox's `record` action. */
export interface OutcomeParams {
  outcomes: OutboxOutcome[]
}
