import * as z from 'zod/mini'

/**
 * The pricing page's data (`GET /pricing/data`, SPEC.md section 3 "Pricing plan" and section 7).
 * Prices are whole US dollars.
 */
export const yearlyPlanSchema = z.object({
  /** What the month costs when paid for a year at once. */
  perMonth: z.number(),
  /** The year's total. */
  totalAnnual: z.number(),
})

export const pricingPlanSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  monthlyPrice: z.number(),
  yearlyPlan: yearlyPlanSchema,
  planBenefits: z.array(z.string()),
  popular: z.boolean(),
  imgSrc: z.optional(z.string()),
})
export type PricingPlan = z.infer<typeof pricingPlanSchema>

export const pricingQuestionSchema = z.object({
  question: z.string(),
  ans: z.string(),
})
export type PricingQuestion = z.infer<typeof pricingQuestionSchema>

export const pricingDataSchema = z.object({
  pricingPlans: z.array(pricingPlanSchema),
  faq: z.array(pricingQuestionSchema),
})
export type PricingData = z.infer<typeof pricingDataSchema>

/** The billing periods the page switches between. */
export type BillingPeriod = 'monthly' | 'annually'

/** A plan nobody pays for: the one every account starts on. */
export const isFreePlan = (plan: PricingPlan): boolean =>
  plan.monthlyPrice === 0 && plan.yearlyPlan.totalAnnual === 0

/** What one month of `plan` costs in `period`. */
export const monthlyCost = (plan: PricingPlan, period: BillingPeriod): number =>
  period === 'annually' ? plan.yearlyPlan.perMonth : plan.monthlyPrice

/**
 * The biggest saving, in whole percent rounded down, that paying yearly gives over twelve monthly
 * payments; 0 when no plan is cheaper by the year. Rounded down so the page never promises more.
 */
export function bestYearlySaving(plans: PricingPlan[]): number {
  const savings = plans
    .filter((plan) => plan.monthlyPrice > 0)
    .map((plan) => 1 - plan.yearlyPlan.totalAnnual / (plan.monthlyPrice * 12))
  return Math.max(0, Math.floor(Math.max(0, ...savings) * 100 + 1e-9))
}
