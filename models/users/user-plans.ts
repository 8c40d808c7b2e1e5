import type { UserPlan } from './users.ts'

/**
 * What each plan of the user list (SPEC.md section 3: basic, team, company, enterprise) costs and
 * gives. The spec names the plans but not their prices; these are the demo's figures, in whole US
 * dollars a month. Basic costs nothing, as on the pricing page.
 */
export interface PlanDetails {
  /** Whole US dollars a month. */
  monthlyPrice: number
  /** How many people may use the account; null for as many as they like. */
  seats: number | null
  /** Storage, in gigabytes. */
  storageGb: number
  /** Which support comes with it (the translation key under `view.plan.support`). */
  support: 'community' | 'email' | 'priority' | 'dedicated'
}

export const planDetails: Readonly<Record<UserPlan, PlanDetails>> = {
  basic: { monthlyPrice: 0, seats: 1, storageGb: 5, support: 'community' },
  team: { monthlyPrice: 99, seats: 10, storageGb: 100, support: 'email' },
  company: { monthlyPrice: 249, seats: 50, storageGb: 500, support: 'priority' },
  enterprise: { monthlyPrice: 499, seats: null, storageGb: 2000, support: 'dedicated' },
}

/** The currency of the plans' prices. */
export const planCurrency = 'USD'

/** The details of a plan the server names; undefined for a plan this client does not know. */
export function planDetailsOf(plan: string): PlanDetails | undefined {
  return Object.hasOwn(planDetails, plan) ? planDetails[plan as UserPlan] : undefined
}
