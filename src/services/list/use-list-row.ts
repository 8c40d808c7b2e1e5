import { useEffect, useMemo, useSyncExternalStore } from 'react'
import {
  applyChanges,
  richerShaping,
  type AnyListChange,
  type RowId,
} from '@models/lists/list-change'
import { queryCache } from '@/services/app-query-cache'
import { isNotFound } from '@/services/load-error-text'
import { useQuery } from '@/services/use-query'
import type { Query } from '@/services/query-cache'
import { listChangesOf } from './list-changes'
import type { EditableListSource } from './list-source'

// Only a row's updates are laid over it: no add ever reaches its shaping.
const noAdd = (): never => {
  throw new Error('A row on its own page shows no added rows.')
}

/**
 * One row of a list on a page of its own (a user's view, an invoice's preview), as the list
 * pattern shows a row: the server's answer to `query` with the area's updates of it on their way
 * laid over it (marked `pending`), so a change shows at once and goes back if the server refuses
 * it. A saved change drops the area's cached answers (list-changes.ts); the server's answer to
 * it (`answerOf`, when it is the row) takes the row's place at once, so the page never falls back
 * to its loading state while the row is asked for again. `Full` may hold more than the list's
 * row (an invoice's lines); the updates only touch the fields they name.
 */
export function useListRow<Row extends object, Full extends Row, Change extends AnyListChange>(
  source: EditableListSource<Row, Change>,
  query: Query<Full>,
  id: RowId,
  answerOf: (result: unknown) => Full | undefined,
) {
  const { state, retry } = useQuery(query)
  const changes = listChangesOf(source)
  const onTheirWay = useSyncExternalStore(changes.subscribe, changes.current)

  const key = query.key
  useEffect(
    () =>
      changes.onSettled(({ change }, outcome) => {
        if (outcome.status !== 'done' || change.kind !== 'update' || change.id !== id) return
        const row = answerOf(outcome.result)
        if (row) queryCache.set(key, row)
      }),
    // The key is an array made anew each render: its text tells it apart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [changes, id, JSON.stringify(key), answerOf],
  )

  const mine = useMemo(
    () => onTheirWay.filter(({ change }) => change.kind === 'update' && change.id === id),
    [onTheirWay, id],
  )
  const server = state.status === 'ready' ? state.data : undefined
  const row = useMemo(
    () =>
      server &&
      (applyChanges(
        { rows: [server], total: 1 },
        mine,
        richerShaping<Row, Full, Change>(source, noAdd),
      ).rows[0] ??
        server),
    [server, mine, source],
  )
  const error = state.status === 'error' ? state.error : null
  return {
    /** The row with the changes on their way; undefined while loading or after a failure. */
    row,
    /** Some change to it is on its way to the server. */
    pending: mine.length > 0,
    loading: state.status === 'loading',
    /** Why it could not be loaded; null when it could (or is loading). */
    error,
    /** The server has no row with this id. */
    notFound: isNotFound(error),
    retry,
  }
}
