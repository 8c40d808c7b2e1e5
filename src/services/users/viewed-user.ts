import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { HTTPError } from 'ky'
import { applyChanges } from '@models/list-change'
import type { NewUser, User } from '@models/users'
import { queryCache } from '@/services/app-query-cache'
import { useQuery } from '@/services/use-query'
import { listChangesOf, type ChangeOutcome } from '@/services/list/list-changes'
import { userList } from './user-list'
import { userQuery } from './users-query'

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && 'id' in value && 'fullName' in value

/**
 * One user on the view page, as the list pattern shows a row: the server's answer with the
 * changes to them on their way laid over it (marked `pending`), so an edit, a suspension or a
 * new plan shows at once and goes back if the server refuses it. A saved change drops the area's
 * cached answers (list-changes.ts); the server's answer to it takes the user's place at once, so
 * the page never falls back to its loading state while the user is asked for again.
 */
export function useViewedUser(id: number) {
  const { state, retry } = useQuery(userQuery(id))
  const changes = listChangesOf(userList)
  const onTheirWay = useSyncExternalStore(changes.subscribe, changes.current)

  useEffect(
    () =>
      changes.onSettled(({ change }, outcome) => {
        if (outcome.status !== 'done' || change.kind !== 'update' || change.id !== id) return
        if (isUser(outcome.result)) queryCache.set(userQuery(id).key, outcome.result)
      }),
    [changes, id],
  )

  const mine = useMemo(
    () => onTheirWay.filter(({ change }) => change.kind === 'update' && change.id === id),
    [onTheirWay, id],
  )
  const server = state.status === 'ready' ? state.data : undefined
  const user = useMemo(
    () => server && (applyChanges({ rows: [server], total: 1 }, mine, userList).rows[0] ?? server),
    [server, mine],
  )
  const error = state.status === 'error' ? state.error : null
  return {
    /** The user with the changes on their way; undefined while loading or after a failure. */
    user,
    /** Some change to them is on its way to the server. */
    pending: mine.length > 0,
    loading: state.status === 'loading',
    /** Why they could not be loaded; null when they could (or are loading). */
    error,
    /** The server has no user with this id. */
    notFound: error instanceof HTTPError && error.response.status === 404,
    retry,
  }
}

/**
 * Changes some of a user's fields through the list pattern's one optimistic path: shown at once
 * wherever the user is on screen, sent, and taken back with the error catalogue's toast when the
 * server refuses it. Resolves with how it ended.
 */
export function changeUser(id: number, patch: Partial<NewUser>): Promise<ChangeOutcome> {
  return listChangesOf(userList).start({ kind: 'update', id, patch })
}
