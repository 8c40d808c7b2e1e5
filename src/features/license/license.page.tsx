import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { isFreePlan } from '@models/shop/pricing'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useCurrentUser } from '@/services/current-user'
import { pricingQuery } from '@/services/pricing/pricing-query'
import { useQuery } from '@/services/use-query'
import './license.css'

/** The sections of the terms, in order: each has a title and a text in the `license` file. */
export const termSections = [
  'grant',
  'accounts',
  'restrictions',
  'data',
  'updates',
  'term',
  'liability',
] as const

/**
 * The license (/pages/license, issue 16): who the suite is licensed to, the plan in use and what
 * it includes, and the license terms. There is no billing endpoint: as on the pricing page, the
 * account is on the free plan of `GET /pricing/data`.
 */
export default function LicensePage() {
  const { t } = useTranslation('license')
  const user = useCurrentUser()
  const { state, retry } = useQuery(pricingQuery)
  const planTitleId = useId()
  const termsTitleId = useId()
  const plan = state.status === 'ready' ? state.data.pricingPlans.find(isFreePlan) : undefined

  return (
    <div className="page-stack license-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <section className="card license-plan" aria-labelledby={planTitleId}>
        <h2 id={planTitleId}>{t('plan.heading')}</h2>
        <p className="license-plan__holder">
          {user.email
            ? t('plan.licensedToWithEmail', { name: user.fullName, email: user.email })
            : t('plan.licensedTo', { name: user.fullName })}
        </p>
        {state.status === 'loading' && (
          <LoadingPlaceholder label={t('plan.loading')} className="license-plan__skeleton">
            <SkeletonBlock className="license-plan__skeleton-title" />
            <SkeletonBlock className="license-plan__skeleton-line" />
          </LoadingPlaceholder>
        )}
        {state.status === 'error' && (
          <LoadError
            look="section"
            title={t('plan.loadErrorTitle')}
            message={t('plan.loadErrorMessage')}
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && !plan && <p>{t('plan.none')}</p>}
        {plan && (
          <div className="license-plan__body">
            <p className="license-plan__name">
              <span className="visually-hidden">{t('plan.current')} </span>
              <strong>{plan.title}</strong>
              <span className="badge badge--success">{t('plan.free')}</span>
            </p>
            {plan.subtitle && <p className="muted">{plan.subtitle}</p>}
            {plan.planBenefits.length > 0 && (
              <>
                <h3 className="license-plan__includes">{t('plan.includes')}</h3>
                <ul className="license-plan__benefits">
                  {plan.planBenefits.map((benefit) => (
                    <li key={benefit}>
                      <i className="pi pi-check" aria-hidden="true" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Link href="/pages/pricing" className="btn btn--primary license-plan__compare">
              {t('plan.compare')}
            </Link>
          </div>
        )}
      </section>
      <section className="card license-terms" aria-labelledby={termsTitleId}>
        <h2 id={termsTitleId}>{t('terms.heading')}</h2>
        <p className="muted">{t('terms.updated')}</p>
        <ol className="license-terms__list">
          {termSections.map((section) => (
            <li key={section}>
              <h3>{t(`terms.${section}.title`)}</h3>
              <p>{t(`terms.${section}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
