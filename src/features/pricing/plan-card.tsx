import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { isFreePlan, monthlyCost, type BillingPeriod, type PricingPlan } from '@models/shop/pricing'
import { Button } from '@/components/button'
import { PlanArt } from './plan-art'

/**
 * One plan: its picture, name and price for the chosen period, what it includes, and either
 * "Your current plan" (disabled) or an Upgrade button. The popular plan stands out.
 */
export function PlanCard({
  plan,
  index,
  period,
  current,
  onUpgrade,
}: {
  plan: PricingPlan
  index: number
  period: BillingPeriod
  current: boolean
  onUpgrade: (plan: PricingPlan) => void
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const number = new Intl.NumberFormat(i18n.language)
  const annually = period === 'annually'
  let note: string
  if (isFreePlan(plan)) note = t('pricing.plan.free')
  else if (annually)
    note = t('pricing.plan.perYear', { amount: number.format(plan.yearlyPlan.totalAnnual) })
  else note = t('pricing.plan.billedMonthly')

  return (
    <section
      className={`card pricing-plan${plan.popular ? ' pricing-plan--popular' : ''}`}
      aria-labelledby={titleId}
    >
      {plan.popular && (
        <span className="badge pricing-plan__popular">{t('pricing.plan.popular')}</span>
      )}
      <PlanArt index={index} imgSrc={plan.imgSrc} />
      <h2 className="pricing-plan__title" id={titleId}>
        {plan.title}
      </h2>
      <p className="pricing-plan__subtitle">{plan.subtitle}</p>
      <div className="pricing-plan__price">
        <p className="pricing-plan__amount">
          <span className="pricing-plan__currency">$</span>
          <span className="pricing-plan__number">{number.format(monthlyCost(plan, period))}</span>
          <span className="pricing-plan__per">{t('pricing.plan.perMonth')}</span>
        </p>
        <p className="pricing-plan__note">{note}</p>
      </div>
      <ul
        className="pricing-plan__benefits"
        aria-label={t('pricing.plan.benefits', { plan: plan.title })}
      >
        {plan.planBenefits.map((benefit) => (
          <li key={benefit}>
            <span className="pricing-plan__check" aria-hidden="true">
              <i className="pi pi-check" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      {current ? (
        <Button
          variant="secondary"
          className="pricing-plan__action pricing-plan__action--current"
          disabled
        >
          {t('pricing.plan.current')}
        </Button>
      ) : (
        <Button
          variant={plan.popular ? 'primary' : 'secondary'}
          className={`pricing-plan__action${plan.popular ? '' : ' pricing-plan__action--soft'}`}
          onClick={() => onUpgrade(plan)}
        >
          {t('pricing.plan.upgrade')}
        </Button>
      )}
    </section>
  )
}
