/**
 * Abilities in CASL's action/subject format. `manage` stands for every action and `all` for every
 * subject, as in CASL; the session issue swaps this for @casl/ability without changing callers.
 */
export interface AbilityRule {
  action: string
  subject: string
}

export function can(rules: readonly AbilityRule[], action: string, subject: string): boolean {
  return rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) &&
      (rule.subject === 'all' || rule.subject === subject),
  )
}
