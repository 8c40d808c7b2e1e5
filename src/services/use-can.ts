import type { AbilityAction, AbilitySubject } from '@models/session/roles'
import { can } from '@models/session/abilities'
import { useCurrentUser } from './current-user'

/**
 * Whether the signed-in user's abilities allow `action` on `subject`, e.g.
 * `useCan('manage', 'Kanban')`. Every control that changes shared data or belongs to one role asks
 * this, so what a user is offered always follows the session's abilities (the demo server checks
 * the same rules on its side).
 */
export function useCan(action: AbilityAction, subject: AbilitySubject): boolean {
  const { ability } = useCurrentUser()
  return can(ability, action, subject)
}
