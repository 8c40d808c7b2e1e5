import type { ChatMessageRecord, OutboxRecord } from '@models/chat-database'

/** Why a send failed, as the deliver actor classifies it. */
export type SendFailure =
  /** No network (or the request never reached an answer): wait for the network, count nothing. */
  | 'offline'
  /** The server failed or timed out: try again after a while. */
  | 'retryable'
  /** The server refused the message itself (4xx): trying again cannot help. */
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
  /** The message being sent. */
  item: OutboxRecord | null
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

/** What the deliver actor gives back: the server's copy of the message. */
export type Delivered = ChatMessageRecord
