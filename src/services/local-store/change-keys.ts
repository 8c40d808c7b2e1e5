/*
 * Names a change is made with: its idempotency key in the outbox, and, for an addition, the
 * temporary id the screens show it under until the server gives it its own.
 */

/** A new idempotency key: unique across tabs and reloads. */
export function newChangeKey(): string {
  return crypto.randomUUID()
}

let last = 0

/** A new temporary id: below 0, so that it never meets a server's id, and unique in this tab. */
export function temporaryId(): number {
  last = Math.max(last + 1, Date.now() * 1000 + Math.floor(Math.random() * 1000))
  return -last
}
