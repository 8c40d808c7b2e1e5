import {
  allUsersSchema,
  userAnswerSchema,
  userPageSchema,
  type NewUser,
  type User,
  type UserDraft,
} from '@models/users/users'
import {
  userNotificationsAnswerSchema,
  userSecurityAnswerSchema,
  type UserNotifications,
  type UserSecurity,
} from '@models/users/user-account'
import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** One page of the users that match (`GET /api/users/list/data`). */
export async function fetchUserPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<User>> {
  const body = await http
    .get('api/users/list/data', { signal, searchParams: requestParams(params) })
    .json()
  const { users, total } = parseResponse(userPageSchema, body, 'user list')
  return { rows: users, total }
}

/** Every user (`GET /api/users/list/all-data`): the statistics cards count them. */
export async function fetchAllUsers(signal?: AbortSignal): Promise<User[]> {
  const body = await http.get('api/users/list/all-data', { signal }).json()
  return parseResponse(allUsersSchema, body, 'users')
}

/** One user by id (`GET /api/users/user?id=`); a 404 when there is none. */
export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  const body = await http.get('api/users/user', { signal, searchParams: { id: String(id) } }).json()
  return parseResponse(userAnswerSchema, body, 'user').user
}

/** Adds a user (`POST /apps/users/add-user`); the server gives the id and the defaults. */
export async function addUser(user: UserDraft, signal?: AbortSignal): Promise<User> {
  const body = await http.post('apps/users/add-user', { json: { user }, signal }).json()
  return parseResponse(userAnswerSchema, body, 'user').user
}

/** Changes some of a user's fields (`POST /apps/users/update-user`). */
export async function updateUser(
  id: number,
  patch: Partial<NewUser>,
  signal?: AbortSignal,
): Promise<User> {
  const body = await http
    .post('apps/users/update-user', { json: { user: { ...patch, id } }, signal })
    .json()
  return parseResponse(userAnswerSchema, body, 'user').user
}

/** Deletes users, all or none (`DELETE /apps/users/delete?id=…&id=…`). */
export async function deleteUsers(ids: readonly number[], signal?: AbortSignal): Promise<void> {
  const searchParams = new URLSearchParams(ids.map((id) => ['id', String(id)]))
  await http.delete('apps/users/delete', { searchParams, signal })
}

/** A user's two-step verification state and last password change (`GET /apps/users/security`). */
export async function fetchUserSecurity(id: number, signal?: AbortSignal): Promise<UserSecurity> {
  const body = await http
    .get('apps/users/security', { signal, searchParams: { id: String(id) } })
    .json()
  return parseResponse(userSecurityAnswerSchema, body, 'user security').security
}

/** Gives a user a new password (`POST /apps/users/change-password`); answers their security. */
export async function changeUserPassword(
  id: number,
  password: string,
  signal?: AbortSignal,
): Promise<UserSecurity> {
  const body = await http
    .post('apps/users/change-password', { json: { id, password }, signal })
    .json()
  return parseResponse(userSecurityAnswerSchema, body, 'user security').security
}

/** Which notifications reach a user on which channel (`GET /apps/users/notifications`). */
export async function fetchUserNotifications(
  id: number,
  signal?: AbortSignal,
): Promise<UserNotifications> {
  const body = await http
    .get('apps/users/notifications', { signal, searchParams: { id: String(id) } })
    .json()
  return parseResponse(userNotificationsAnswerSchema, body, 'user notifications').notifications
}

/** Sets a user's notifications (`POST /apps/users/update-notifications`); answers them all. */
export async function updateUserNotifications(
  id: number,
  notifications: UserNotifications,
  signal?: AbortSignal,
): Promise<UserNotifications> {
  const body = await http
    .post('apps/users/update-notifications', { json: { id, notifications }, signal })
    .json()
  return parseResponse(userNotificationsAnswerSchema, body, 'user notifications').notifications
}
