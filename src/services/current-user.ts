import { useMemo } from 'react'
import { signedOutAbility, type AbilityRule, type Role } from '@models/session/roles'
import { useSession } from './session/session'

export type { Role }

/** The user as screens show and check them; a visitor who is not signed in may only read Auth. */
export interface CurrentUser {
  signedIn: boolean
  fullName: string
  username?: string
  email?: string
  role: Role | null
  avatar: string
  ability: readonly AbilityRule[]
}

const visitor: CurrentUser = {
  signedIn: false,
  fullName: '',
  role: null,
  avatar: '/images/avatars/1.svg',
  ability: signedOutAbility,
}

/** The signed-in user from the session, or the visitor. */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession()
  return useMemo(
    () =>
      user
        ? {
            signedIn: true,
            fullName: user.fullName || user.username,
            username: user.username,
            email: user.email,
            role: user.role,
            avatar: user.avatar,
            ability: user.ability,
          }
        : visitor,
    [user],
  )
}
