import type { AbilityRule, Role } from '../../models/session/session.ts'
import { roleAbilities } from '../../models/session/roles.ts'
import { defineStore } from '../server/store.ts'

/** A login demo user (SPEC.md section 3), with the password the demo server checks. */
export interface DemoAccount {
  id: number
  fullName: string
  username: string
  password: string
  avatar: string | null
  email: string
  /** Null for a user whose profile names no role: the client's login helper default applies. */
  role: Role | null
  ability: AbilityRule[]
  waba: number | null
  mess: number | null
  extras: { eCommerceCartItemsCount: number }
}

/** The admin's abilities as a profile lists them: a copy of the role's (models/session/roles.ts). */
const adminAbility = (): AbilityRule[] => [...roleAbilities.admin]

function seedAccounts(): DemoAccount[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      avatar: '/images/avatars/1.svg',
      email: 'admin@demo.com',
      role: 'admin',
      ability: adminAbility(),
      waba: 101,
      mess: 201,
      extras: { eCommerceCartItemsCount: 5 },
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      avatar: '/images/avatars/8.svg',
      email: 'client@demo.com',
      // The profile of a client names no role, so the login helper's default is what holds.
      role: null,
      ability: [],
      waba: null,
      mess: 202,
      extras: { eCommerceCartItemsCount: 0 },
    },
  ]
}

/** The demo server's users: the two seeded accounts and everyone who registered since. */
export const accounts = defineStore(seedAccounts)

export function findAccountByEmail(email: string): DemoAccount | undefined {
  return accounts.get().find((account) => account.email.toLowerCase() === email.toLowerCase())
}

export function findAccountById(id: number): DemoAccount | undefined {
  return accounts.get().find((account) => account.id === id)
}

/** The account whose email and password both match, if any. */
export function checkCredentials(email: string, password: string): DemoAccount | undefined {
  const account = findAccountByEmail(email)
  return account && account.password === password ? account : undefined
}

/** Adds a registrant: the admin role with manage-all ability (SPEC.md section 6), id last plus 1. */
export function addAccount(fields: {
  email: string
  password: string
  username: string
}): DemoAccount {
  const list = accounts.get()
  const account: DemoAccount = {
    id: (list.at(-1)?.id ?? 0) + 1,
    fullName: '',
    username: fields.username,
    password: fields.password,
    avatar: null,
    email: fields.email,
    role: 'admin',
    ability: adminAbility(),
    waba: null,
    mess: null,
    extras: { eCommerceCartItemsCount: 0 },
  }
  list.push(account)
  return account
}

/** The account as the demo endpoints answer it: everything but the password. */
export function publicAccount(account: DemoAccount): Omit<DemoAccount, 'password'> {
  const { password, ...rest } = account
  void password
  return rest
}
