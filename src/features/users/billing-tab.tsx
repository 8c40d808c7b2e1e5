import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans, type User } from '@models/users/users'
import { Button } from '@/components/button'
import { useCan } from '@/services/use-can'
import { billingMethods, useBillingName } from './user-cells'
import { usePlanWords } from './plan-words'
import { ChangePlanDialog } from './change-plan-dialog'

/** The Billing tab: the user's plan beside the others, with "Upgrade plan", and how they pay. */
export function BillingTab({ user }: { user: User }) {
  return (
    <div className="user-tab">
      <PlansCard user={user} />
      <BillingMethodCard user={user} />
    </div>
  )
}

function PlansCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const words = usePlanWords()
  const mayChange = useCan('manage', 'Users')
  const [choosing, setChoosing] = useState(false)
  const titleId = useId()
  const price = words.price(user.currentPlan)
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__header card__header--wrap">
        <div>
          <h2 className="card__title" id={titleId}>
            {t('view.billing.planTitle')}
          </h2>
          <p className="card__subtitle">
            {price === null
              ? t('view.billing.onPlan', {
                  name: user.fullName,
                  plan: words.name(user.currentPlan),
                })
              : t('view.billing.onPlanFor', {
                  name: user.fullName,
                  plan: words.name(user.currentPlan),
                  price,
                })}
          </p>
        </div>
        {mayChange && (
          <Button icon="pi pi-arrow-up" onClick={() => setChoosing(true)}>
            {t('view.plan.upgrade')}
          </Button>
        )}
      </div>
      <ul className="plan-grid" aria-label={t('view.billing.plans')}>
        {userPlans.map((plan) => {
          const current = plan === user.currentPlan
          return (
            <li key={plan} className={current ? 'plan-tile plan-tile--current' : 'plan-tile'}>
              <span className="plan-tile__name">
                {words.name(plan)}
                {current && <span className="plan-choice__current">{t('view.plan.current')}</span>}
              </span>
              <span className="plan-tile__price">
                {t('view.plan.pricePerMonth', { price: words.price(plan) })}
              </span>
              <ul className="plan-tile__benefits">
                {words.benefits(plan).map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      {choosing && <ChangePlanDialog user={user} onClose={() => setChoosing(false)} />}
    </section>
  )
}

function BillingMethodCard({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const billingName = useBillingName()
  const titleId = useId()
  const method = billingMethods[user.billing]
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t('view.billing.methodTitle')}
      </h2>
      <div className="billing-method">
        <span className="account-fact__icon tone--primary" aria-hidden="true">
          <i className={method?.icon ?? 'pi pi-wallet'} />
        </span>
        <div className="account-fact__text">
          <h3>{billingName(user.billing)}</h3>
          {method && <p>{t(`view.billing.methods.${method.key}`)}</p>}
        </div>
      </div>
      <dl className="user-details billing-contact">
        <div className="user-details__row">
          <dt>{t('view.billing.invoicesTo')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div className="user-details__row">
          <dt>{t('form.fields.company')}</dt>
          <dd>{user.company || <span className="muted">{t('view.details.none')}</span>}</dd>
        </div>
        <div className="user-details__row">
          <dt>{t('form.fields.country')}</dt>
          <dd>{user.country || <span className="muted">{t('view.details.none')}</span>}</dd>
        </div>
      </dl>
    </section>
  )
}
