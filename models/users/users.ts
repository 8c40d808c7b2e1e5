import { hasVisibleText, trimInvisible } from '../format/visible-text.ts'
import * as z from 'zod/mini'

/*
 * The demo user list (SPEC.md section 3): the people the admin manages in /apps/user. Not the
 * signed-in account (models/session/session.ts) nor a chat contact.
 */

/** A user's role in the list (SPEC.md section 6: "User roles in sample data"). */
export const userRoles = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export type UserRole = (typeof userRoles)[number]

/** The plans a user can be on (SPEC.md section 3). */
export const userPlans = ['basic', 'team', 'company', 'enterprise'] as const
export type UserPlan = (typeof userPlans)[number]

/** A user's status in the list (SPEC.md section 4: "User status (list)"). */
export const userStatuses = ['active', 'inactive', 'pending'] as const
export type UserStatus = (typeof userStatuses)[number]

/** How a user pays (SPEC.md section 3), spelled as the server sends it. */
export const userBillings = [
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
  'Auto Debit',
] as const
export type UserBilling = (typeof userBillings)[number]

/** The columns the list can be sorted by (`sortColumn`); the default is fullName (SPEC.md 9). */
export const userSortColumns = [
  'fullName',
  'email',
  'role',
  'currentPlan',
  'billing',
  'status',
] as const
export type UserSortColumn = (typeof userSortColumns)[number]

/**
 * One user (SPEC.md section 3). Role, plan, status and billing stay plain strings in the schema:
 * a value this client does not know yet must not make the whole list unreadable; screens show an
 * unknown one as it came.
 */
export const userSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  company: z.string(),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  /** An image URL, or "" for a user without a picture (screens show initials). */
  avatar: z.string(),
  billing: z.string(),
  role: z.string(),
  currentPlan: z.string(),
  status: z.string(),
})
export type User = z.infer<typeof userSchema>

/** `GET /api/users/list/data`: one page of the users that match, and how many match in all. */
export const userPageSchema = z.object({
  total: z.number(),
  users: z.array(userSchema),
})
export type UserPage = z.infer<typeof userPageSchema>

/** `GET /api/users/list/all-data`: every user. */
export const allUsersSchema = z.array(userSchema)

/** `GET /api/users/user?id=` and `POST /apps/users/add-user`: one user. */
export const userAnswerSchema = z.object({ user: userSchema })

/** What the add-user form sends: a user without its id, which the server gives. */
export type NewUser = Omit<User, 'id'>

/** The add-user form's fields, as typed. */
export interface UserDraft {
  fullName: string
  username: string
  email: string
  contact: string
  company: string
  country: string
  role: UserRole
  currentPlan: UserPlan
}

export const emptyUserDraft: UserDraft = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: 'subscriber',
  currentPlan: 'basic',
}

/** What is wrong with a draft, by field: the translation key of the problem. */
export type UserDraftProblems = Partial<Record<keyof UserDraft, 'required' | 'email'>>

// Something, an @, something, a dot, something; the server has the last word.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The draft's problems before it is sent: the three required fields, and the email's shape. */
export function checkUserDraft(
  draft: Pick<UserDraft, 'fullName' | 'username' | 'email'>,
): UserDraftProblems {
  const problems: UserDraftProblems = {}
  if (!hasVisibleText(draft.fullName)) problems.fullName = 'required'
  if (!hasVisibleText(draft.username)) problems.username = 'required'
  if (!hasVisibleText(draft.email)) problems.email = 'required'
  else if (!emailShape.test(trimInvisible(draft.email))) problems.email = 'email'
  return problems
}

/**
 * The user the server is sent for a draft: every text trimmed of invisible ends (the role and the
 * plan are picked from lists). The server gives the rest: the id, the picture, billing, status.
 */
export function newUserOf(draft: UserDraft): UserDraft {
  return {
    ...draft,
    fullName: trimInvisible(draft.fullName),
    username: trimInvisible(draft.username),
    email: trimInvisible(draft.email),
    contact: trimInvisible(draft.contact),
    company: trimInvisible(draft.company),
    country: trimInvisible(draft.country),
  }
}
