import type { AnyListChange } from '@models/lists/list-change'

export interface ListChangeInput {
  change: AnyListChange
}

export interface ListChangeContext {
  change: AnyListChange
  /** What the server answered (the row added or updated), once it did. */
  result: unknown
  /** Why the server refused it, when it did. */
  error: unknown
}

export type ListChangeEvent =
  /** The user takes a waiting delete back. */
  | { type: 'change.undo' }
  /** Send a waiting delete now: the page is going away, and nobody is left to undo it. */
  | { type: 'change.flush' }
