import type { AnyListChange, ListChange, RowId, RowShaping } from '@models/lists/list-change'
import type { ListPage, ListParams, ListShape } from '@models/lists/list-params'
import type { QueryKey } from '@/services/query-cache'

/** What the user is told about an area's changes: translation keys (with `count` where said). */
export interface ListMessages {
  /** The toast of a delete waiting behind its Undo; `count` rows. */
  deleted: string
  /**
   * The toast's title when the server refuses a change, by kind; a list without bulk updates
   * needs no `updateMany` (an update's is said).
   */
  refused: Record<Exclude<ListChange['kind'], 'updateMany'>, string> & { updateMany?: string }
}

/**
 * One area's server-paged list, as the list pattern needs it: its key in the query cache, its
 * params and how to ask for a page. An area writes this once (in its service folder); its pages
 * and its route's prefetch go through it. A list whose rows can change is an
 * {@link EditableListSource}.
 */
export interface ListSource<Row extends object> {
  /** Names the area in the query cache: every page of it is keyed under it. */
  area: string
  shape: ListShape
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<ListPage<Row>>
  rowId: (row: Row) => RowId
}

/**
 * A list whose rows the user adds, changes and deletes: how to send a change, and show it.
 * `Change` is the area's own change (`ListChange<Draft, Patch>`): what its adds and updates carry.
 */
export interface EditableListSource<Row extends object, Change extends AnyListChange = ListChange>
  extends ListSource<Row>, RowShaping<Row, Change> {
  /** Sends one change; resolves with the server's answer (the row, for an add or update). */
  sendChange: (change: Change, signal: AbortSignal) => Promise<unknown>
  messages: ListMessages
  /** Other answers a saved change makes stale (the statistics cards, say). */
  alsoStale?: readonly QueryKey[]
  /**
   * Whether a row belongs to the list of `params`, when a change can move it out (a filter on
   * one of its fields): a row added or changed out of it leaves the page at once. Without it,
   * changed rows stay where they are until the list loads again.
   */
  belongs?: (row: Row, params: ListParams) => boolean
}

export function isEditable<Row extends object, Change extends AnyListChange>(
  source: ListSource<Row> | EditableListSource<Row, Change>,
): source is EditableListSource<Row, Change> {
  return 'sendChange' in source
}
