import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans, type User, type UserPlan } from '@models/users/users'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { usePlanWords } from './plan-words'
import { useUserChanges } from './use-user-changes'

/**
 * "Upgrade plan": the four plans with their price, the user's own marked; choosing another moves
 * them to it (optimistic: the page shows the new plan at once, and the old one again if the
 * server refuses).
 */
export function ChangePlanDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('users')
  const words = usePlanWords()
  const changes = useUserChanges(user)
  const [chosen, setChosen] = useState(user.currentPlan)
  const name = useId()

  const confirm = () => {
    onClose()
    if (chosen !== user.currentPlan) void changes.changePlan(chosen as UserPlan)
  }

  return (
    <Modal
      title={t('view.plan.dialogTitle')}
      onClose={onClose}
      className="plan-dialog"
      initialFocus={() => document.querySelector<HTMLElement>('.plan-choice input:checked')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('view.cancel')}
          </Button>
          <Button icon="pi pi-check" disabled={chosen === user.currentPlan} onClick={confirm}>
            {t('view.plan.confirm')}
          </Button>
        </>
      }
    >
      <fieldset className="plan-choices">
        <legend>{t('view.plan.dialogIntro', { name: user.fullName })}</legend>
        {userPlans.map((plan) => (
          <label key={plan} className="plan-choice">
            <input
              type="radio"
              name={name}
              value={plan}
              checked={chosen === plan}
              onChange={() => setChosen(plan)}
            />
            <span className="plan-choice__name">
              {words.name(plan)}
              {plan === user.currentPlan && (
                <span className="plan-choice__current">{t('view.plan.current')}</span>
              )}
            </span>
            <span className="plan-choice__price">
              {t('view.plan.pricePerMonth', { price: words.price(plan) })}
            </span>
            <span className="plan-choice__benefits">{words.benefits(plan).join(' · ')}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  )
}
