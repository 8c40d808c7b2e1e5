import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  bestYearlySaving,
  isFreePlan,
  type BillingPeriod,
  type PricingPlan,
} from '@models/shop/pricing'
import { LoadError } from '@/components/load-states'
import { notify } from '@/services/toast'
import { useQuery } from '@/services/use-query'
import { BillingSwitch } from './billing-switch'
import { FreeTrial } from './free-trial'
import { PlanCard } from './plan-card'
import { pricingQuery } from '@/services/pricing/pricing-query'
import { PricingFaq } from './pricing-faq'
import { PricingSkeleton } from './pricing-skeleton'
import './pricing.css'

/**
 * The pricing plans (SPEC.md section 3 "Pricing plan", section 9 prices) with a monthly or annual
 * switch, a free-trial band and the questions people ask before they upgrade.
 * There is no billing endpoint: every account is on the free plan, and asking for another plan or
 * a trial tells the user the team will get in touch.
 */
export default function PricingPage() {
  const { t } = useTranslation()
  const { state, retry } = useQuery(pricingQuery)
  const titleId = useId()
  const [period, setPeriod] = useState<BillingPeriod>('monthly')
  const plans = state.status === 'ready' ? state.data.pricingPlans : []

  const upgrade = (plan: PricingPlan) =>
    notify({ severity: 'success', summary: t('pricing.toast.upgrade', { plan: plan.title }) })
  const startTrial = () => notify({ severity: 'success', summary: t('pricing.toast.trial') })

  return (
    <div className="page-stack pricing-page">
      <section className="card pricing" aria-labelledby={titleId}>
        <header className="pricing__header">
          <h1 id={titleId}>{t('pricing.title')}</h1>
          <p className="pricing__subtitle">{t('pricing.subtitle')}</p>
          {state.status !== 'error' && (
            <BillingSwitch period={period} saving={bestYearlySaving(plans)} onChange={setPeriod} />
          )}
        </header>
        {state.status === 'loading' && <PricingSkeleton label={t('pricing.loading')} />}
        {state.status === 'error' && (
          <LoadError
            look="card"
            title={t('pricing.loadErrorTitle')}
            message={t('pricing.loadErrorMessage')}
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && (
          <div className="pricing-plans">
            {plans.map((plan, index) => (
              <PlanCard
                key={plan.title}
                plan={plan}
                index={index}
                period={period}
                current={isFreePlan(plan)}
                onUpgrade={upgrade}
              />
            ))}
          </div>
        )}
      </section>
      {state.status === 'ready' && (
        <>
          <FreeTrial onStart={startTrial} />
          {state.data.faq.length > 0 && <PricingFaq questions={state.data.faq} />}
        </>
      )}
    </div>
  )
}
