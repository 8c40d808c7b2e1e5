import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { Button } from '@/components/button'
import { useCan } from '@/services/use-can'
import { usePlanWords } from './plan-words'
import { ChangePlanDialog } from './change-plan-dialog'

/**
 * The user's plan: its name, its price a month and what it gives, and, for whoever may change
 * users, the dialog to move them to another plan.
 */
export function PlanBox({ user, title }: { user: User; title: string }) {
  const { t } = useTranslation('users')
  const words = usePlanWords()
  const mayChange = useCan('manage', 'Users')
  const [choosing, setChoosing] = useState(false)
  const titleId = useId()
  const price = words.price(user.currentPlan)
  return (
    <section className="card plan-box" aria-labelledby={titleId}>
      <div className="plan-box__head">
        <div>
          <h2 className="card__title" id={titleId}>
            {title}
          </h2>
          <span className="plan-box__name tone--primary">{words.name(user.currentPlan)}</span>
        </div>
        {price !== null && (
          <p className="plan-box__price">
            <span className="plan-box__amount">{price}</span>
            <span className="plan-box__period">{t('view.plan.perMonth')}</span>
          </p>
        )}
      </div>
      <ul className="plan-box__benefits">
        {words.benefits(user.currentPlan).map((benefit) => (
          <li key={benefit}>
            <i className="pi pi-check-circle" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      {mayChange && (
        <Button
          icon="pi pi-arrow-up"
          className="plan-box__action"
          onClick={() => setChoosing(true)}
        >
          {t('view.plan.upgrade')}
        </Button>
      )}
      {choosing && <ChangePlanDialog user={user} onClose={() => setChoosing(false)} />}
    </section>
  )
}
