import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityAction, AbilityRule, AbilitySubject } from './roles.ts'

export type { AbilityAction, AbilityRule, AbilitySubject }

// One CASL ability per rule list: the lists come from the session and change only with it.
const abilities = new WeakMap<readonly AbilityRule[], MongoAbility>()

/** The CASL ability of a rule list (`manage` is any action, `all` any subject). */
function abilityFor(rules: readonly AbilityRule[]): MongoAbility {
  let ability = abilities.get(rules)
  if (!ability) {
    ability = createMongoAbility(rules.map((rule) => ({ ...rule })))
    abilities.set(rules, ability)
  }
  return ability
}

/**
 * Whether a rule list allows `action` on `subject`. The app asks it of the session's abilities
 * (through `useCan`), and the demo server of the role of the token's user: both sides decide alike.
 */
export function can(rules: readonly AbilityRule[], action: string, subject: string): boolean {
  return abilityFor(rules).can(action, subject)
}
