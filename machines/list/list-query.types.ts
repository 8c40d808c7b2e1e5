import type { ListPage, ListParams, ListShape, SortOrder } from '@models/lists/list-params'

export interface ListQueryInput {
  shape: ListShape
  /** What the URL asks for when the list opens. */
  params: ListParams
  /** The page shown for these params last time, if the screen still has it: shown at once. */
  cached?: ListPage<unknown> | undefined
}

export interface ListQueryContext {
  shape: ListShape
  /** What the list asks for now: the URL follows it. */
  params: ListParams
  /** What the search box holds, before the typing pauses. */
  typed: string
  /** The rows on screen, null before the first answer; kept while the next one loads. */
  page: ListPage<unknown> | null
  /** The params of the rows on screen: other than `params` while a new page loads. */
  shownParams: ListParams | null
  /** Why the last load failed, until the next one succeeds. */
  error: unknown
  /** How many answers the list has taken: a change saved before answer n shows in answer n + 1. */
  revision: number
}

export type ListQueryEvent =
  /** The search box changed (each keystroke; the list waits for the typing to pause). */
  | { type: 'list.type'; text: string }
  /** One filter set, '' to clear it. */
  | { type: 'list.filter'; name: string; value: string }
  /** Sort by a column, in an order. */
  | { type: 'list.sort'; column: string; order: SortOrder }
  | { type: 'list.page'; page: number }
  | { type: 'list.perPage'; perPage: number }
  /** The URL changed under the list (Back, Forward, a link): show what it asks for. */
  | { type: 'list.location'; params: ListParams }
  /** Try the failed load again. */
  | { type: 'list.retry' }
  /** Load the same page again (a change was saved). */
  | { type: 'list.refresh' }
  /** Raised by the machine itself once the typing paused on a new search. */
  | { type: 'list.searched' }

/**
 * What the list tells whoever runs it: its params changed, so the URL should show them. `replace`
 * when the list corrected itself (a page past the end), so Back does not return to it.
 */
export type ListQueryEmitted = { type: 'list.navigated'; params: ListParams; replace: boolean }
