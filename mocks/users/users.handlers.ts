import { http, HttpResponse } from 'msw'
import {
  userBillings,
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type User,
  type UserSortColumn,
} from '../../models/users/users.ts'
import { trimInvisible } from '../../models/format/visible-text.ts'
import {
  addUser,
  allUsers,
  deleteUsers,
  findUser,
  isEmailTaken,
  isUsernameTaken,
  updateUser,
} from './users.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { userAccountHandlers } from './user-account.handlers.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import {
  compareText,
  filterValue,
  pageOf,
  pageParams,
  queryText,
  sortById,
  sortColumn,
  sortDirection,
} from '../server/list-params.ts'

/** The user list is an admin area: reading it needs `read Users`, changing it `manage Users`. */
const readUsers: Need = { action: 'read', subject: 'Users' }
const manageUsers: Need = { action: 'manage', subject: 'Users' }

/** Users per page when the client does not say (SPEC.md section 9). */
const defaultPerPage = 10

const userNotFound = () => HttpResponse.json({ message: 'User not found' }, { status: 404 })

/** q matches these fields only (SPEC.md section 7). */
function matchesQuery(user: User, query: string): boolean {
  return [user.email, user.fullName, user.billing].some((text) =>
    text.toLowerCase().includes(query),
  )
}

const byColumn =
  (column: UserSortColumn) =>
  (a: User, b: User): number =>
    compareText(a[column], b[column])

/** A whole number given as text ("12"), or undefined. */
function wholeNumber(value: string | null): number | undefined {
  if (value === null || !/^\s*-?\d+\s*$/.test(value)) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) ? number : undefined
}

// --- Validation of a user sent by the add and update forms --------------------------------------

type Editable = Omit<User, 'id'>
type TextField = keyof Editable

const labels: Record<TextField, string> = {
  fullName: 'Full name',
  username: 'Username',
  email: 'Email',
  contact: 'Contact',
  company: 'Company',
  country: 'Country',
  avatar: 'Avatar',
  role: 'Role',
  currentPlan: 'Plan',
  billing: 'Billing',
  status: 'Status',
}

/** The fields a new user must have, and that an update may not empty. */
const requiredFields: TextField[] = ['fullName', 'username', 'email', 'role', 'currentPlan']
/** A new user gets a default for these when they are left out or empty; an update may not empty them. */
const defaultedFields: TextField[] = ['billing', 'status']

const choices: Partial<Record<TextField, readonly string[]>> = {
  role: userRoles,
  currentPlan: userPlans,
  billing: userBillings,
  status: userStatuses,
}

/** "a, b or c" */
const oneOf = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`

// Something, an "@", something, a dot, something; no blanks. Enough to catch a typing slip.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const newUserDefaults = {
  contact: '',
  company: '',
  country: '',
  avatar: '',
  billing: 'Manual - Credit Card',
  // A newly added user is pending until they accept the invitation.
  status: 'pending',
} satisfies Partial<Editable>

interface Checked {
  errors: Record<string, string[]>
  values: Partial<Editable>
}

/**
 * Checks the fields of a user sent by a form: every string trimmed (a field of only invisible
 * characters is empty), the required ones present, the email valid, the role, plan, billing and
 * status known, the email and username not held by another user. `isNew` checks a whole new user;
 * otherwise only the fields that were sent, for the user `id`. All the failing fields are named.
 */
function checkUserFields(raw: Record<string, unknown>, isNew: boolean, id?: number): Checked {
  const errors: Record<string, string[]> = {}
  const values: Partial<Editable> = {}
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message]
  }
  for (const field of Object.keys(labels) as TextField[]) {
    const sent = raw[field]
    // null is read as not sent: a form's cleared optional field.
    if (sent === undefined || sent === null) {
      if (isNew && requiredFields.includes(field)) fail(field, `${labels[field]} is required.`)
      continue
    }
    if (typeof sent !== 'string') {
      fail(field, `${labels[field]} must be text.`)
      continue
    }
    const value = trimInvisible(sent)
    if (value === '') {
      if (requiredFields.includes(field) || (!isNew && defaultedFields.includes(field))) {
        fail(field, `${labels[field]} is required.`)
      } else if (!isNew) {
        // An update that empties an optional field (contact, company, country, avatar) clears it.
        values[field] = ''
      }
      continue
    }
    const allowed = choices[field]
    if (allowed && !allowed.includes(value)) {
      fail(field, `${labels[field]} must be ${oneOf(allowed)}.`)
      continue
    }
    values[field] = value
  }
  if (values.email !== undefined && !emailPattern.test(values.email)) {
    fail('email', 'Enter a valid email address.')
    delete values.email
  }
  if (values.email !== undefined && isEmailTaken(values.email, id)) {
    fail('email', 'This email is already in use.')
  }
  if (values.username !== undefined && isUsernameTaken(values.username, id)) {
    fail('username', 'This username is already in use.')
  }
  return { errors, values }
}

const hasErrors = (errors: Record<string, string[]>) => Object.keys(errors).length > 0

/** The `user` object of a form's body, or an empty one. */
async function readUser(request: Request): Promise<Record<string, unknown>> {
  const user = (await readJsonObject(request))?.user
  return typeof user === 'object' && user !== null && !Array.isArray(user)
    ? (user as Record<string, unknown>)
    : {}
}

/**
 * The demo user list (SPEC.md section 7, "Users"), state in memory: every user, one page of the
 * matches, one user, and adding, changing and deleting users. Changing a user is a demo extra the
 * view page uses (its Edit drawer, status and plan); the view's Security and Notifications tabs
 * are served by {@link userAccountHandlers}, part of this list.
 *
 * Access: admin-only. Reading needs `read Users`, every change `manage Users`: 401 without a valid
 * token, 403 for a client or an employee.
 */
export const userHandlers = [
  http.get('*/api/users/list/all-data', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    return auth instanceof Response ? auth : HttpResponse.json(allUsers())
  }),

  http.get('*/api/users/list/data', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const role = filterValue(search, 'role')
    const status = filterValue(search, 'status')
    const currentPlan = filterValue(search, 'currentPlan')
    const matches = allUsers().filter(
      (user) =>
        (query === '' || matchesQuery(user, query)) &&
        (role === undefined || user.role === role) &&
        (status === undefined || user.status === status) &&
        (currentPlan === undefined || user.currentPlan === currentPlan),
    )
    const column = sortColumn(search, userSortColumns, 'fullName')
    const sorted = sortById(matches, byColumn(column), sortDirection(search))
    return HttpResponse.json({
      total: sorted.length,
      users: pageOf(sorted, pageParams(search, defaultPerPage)),
    })
  }),

  http.get('*/api/users/user', async ({ request }) => {
    const auth = await authorize(request, readUsers)
    if (auth instanceof Response) return auth
    const id = wholeNumber(new URL(request.url).searchParams.get('id'))
    const user = id === undefined ? undefined : findUser(id)
    return user ? HttpResponse.json({ user }) : userNotFound()
  }),

  http.post('*/apps/users/add-user', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const { errors, values } = checkUserFields(await readUser(request), true)
    if (hasErrors(errors)) return fieldErrors(errors)
    // Every required field is in `values` once there is no error.
    const user = addUser({ ...newUserDefaults, ...values } as Editable)
    return HttpResponse.json({ user }, { status: 201 })
  }),

  http.post('*/apps/users/update-user', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    const sent = await readUser(request)
    const { id } = sent
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      return fieldError('id', 'The user id must be a whole number.')
    }
    if (!findUser(id)) return userNotFound()
    const { errors, values } = checkUserFields(sent, false, id)
    if (hasErrors(errors)) return fieldErrors(errors)
    return HttpResponse.json({ user: updateUser(id, values) }, { status: 201 })
  }),

  http.delete('*/apps/users/delete', async ({ request }) => {
    const auth = await authorize(request, manageUsers)
    if (auth instanceof Response) return auth
    // ?id=3 deletes one user; ?id=3&id=7 several, all or none.
    const given = new URL(request.url).searchParams.getAll('id')
    if (given.length === 0) return fieldError('id', 'Give the id of the user to delete.')
    const ids = given.map(wholeNumber)
    if (!ids.every((id) => id !== undefined)) {
      return fieldError('id', 'Each id must be a whole number.')
    }
    const unique = [...new Set(ids)]
    if (deleteUsers(unique).missing.length > 0) return userNotFound()
    return HttpResponse.json({ ids: unique })
  }),

  ...userAccountHandlers,
]
