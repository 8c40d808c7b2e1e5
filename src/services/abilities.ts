import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { AbilityRule } from '@models/roles'

export type { AbilityRule }

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

export function can(rules: readonly AbilityRule[], action: string, subject: string): boolean {
  return abilityFor(rules).can(action, subject)
}
