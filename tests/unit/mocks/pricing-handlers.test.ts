import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { pricingHandlers } from '@mocks/shop/pricing.handlers'
import { bestYearlySaving, pricingDataSchema, type PricingData } from '@models/shop/pricing'
import { adminRequest } from './demo-request'

async function pricing(): Promise<PricingData> {
  const response = await adminRequest(pricingHandlers, '/pricing/data')
  expect(response.status).toBe(200)
  return z.parse(pricingDataSchema, await response.json())
}

describe('GET /pricing/data', () => {
  it('answers the plans and questions in the shape the pricing page reads', async () => {
    const data = await pricing()
    expect(data.pricingPlans.map((plan) => plan.title)).toEqual(['Basic', 'Standard', 'Enterprise'])
    expect(data.faq.length).toBeGreaterThan(0)
    for (const plan of data.pricingPlans) expect(plan.planBenefits.length).toBeGreaterThan(0)
    for (const item of data.faq) expect([item.question, item.ans]).not.toContain('')
  })

  it('prices the plans as SPEC.md section 9 says', async () => {
    const prices = (await pricing()).pricingPlans.map((plan) => ({
      title: plan.title,
      monthlyPrice: plan.monthlyPrice,
      yearlyPlan: plan.yearlyPlan,
    }))
    expect(prices).toEqual([
      { title: 'Basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 } },
      { title: 'Standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 } },
      { title: 'Enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 } },
    ])
  })

  it('bills a year as twelve of its yearly months', async () => {
    for (const plan of (await pricing()).pricingPlans)
      expect(plan.yearlyPlan.totalAnnual).toBe(plan.yearlyPlan.perMonth * 12)
  })

  it('flags Standard, and only Standard, as popular', async () => {
    const popular = (await pricing()).pricingPlans.filter((plan) => plan.popular)
    expect(popular.map((plan) => plan.title)).toEqual(['Standard'])
  })

  it('gives every caller the same answer, even one that changed its copy', async () => {
    const first = await pricing()
    first.pricingPlans[1]!.monthlyPrice = 1
    first.faq.length = 0
    const second = await pricing()
    expect(second.pricingPlans[1]!.monthlyPrice).toBe(49)
    expect(second.faq.length).toBeGreaterThan(0)
  })
})

describe('bestYearlySaving', () => {
  it('is the biggest yearly saving in whole percent, rounded down', async () => {
    // Standard saves 18.4 % (480 against 588), Enterprise 19.2 % (960 against 1188).
    expect(bestYearlySaving((await pricing()).pricingPlans)).toBe(19)
  })

  it('is 0 when only free plans, or no plans, are offered', () => {
    const free = {
      title: 'Free',
      subtitle: '',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: [],
      popular: false,
    }
    expect(bestYearlySaving([free])).toBe(0)
    expect(bestYearlySaving([])).toBe(0)
  })
})
