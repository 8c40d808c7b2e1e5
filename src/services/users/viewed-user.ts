import type { NewUser, User } from '@models/users/users'
import { listChangesOf, type ChangeOutcome } from '@/services/list/list-changes'
import { useListRow } from '@/services/list/use-list-row'
import { userList } from './user-list'
import { userQuery } from './users-query'

const isUser = (value: unknown): value is User =>
  typeof value === 'object' && value !== null && 'id' in value && 'fullName' in value

const userAnswer = (result: unknown) => (isUser(result) ? result : undefined)

/**
 * One user on the view page, as the list pattern shows a row (useListRow): an edit, a suspension
 * or a new plan shows at once and goes back if the server refuses it.
 */
export function useViewedUser(id: number) {
  const { row, ...rest } = useListRow(userList, userQuery(id), id, userAnswer)
  return { user: row, ...rest }
}

/**
 * Changes some of a user's fields through the list pattern's one optimistic path: shown at once
 * wherever the user is on screen, sent, and taken back with the error catalogue's toast when the
 * server refuses it. Resolves with how it ended.
 */
export function changeUser(id: number, patch: Partial<NewUser>): Promise<ChangeOutcome> {
  return listChangesOf(userList).start({ kind: 'update', id, patch })
}
