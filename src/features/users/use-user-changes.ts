import { useTranslation } from 'react-i18next'
import type { NewUser, User, UserPlan } from '@models/users/users'
import { notify } from '@/services/toast'
import { changeUser } from '@/services/users/viewed-user'
import { recordUserActivity, type UserActivityKind } from '@/services/users/user-activity'
import { usePlanWords } from './plan-words'

/**
 * The view's one-click changes to a user, status and plan, through the list pattern's
 * optimistic path (changeUser): shown at once, taken back with the catalogue's toast if the
 * server refuses, confirmed with a toast and noted in the user's activity when it saves.
 */
export function useUserChanges(user: User) {
  const { t } = useTranslation('users')
  const plans = usePlanWords()
  const name = user.fullName

  const send = async (
    patch: Partial<NewUser>,
    kind: UserActivityKind,
    said: string,
    detail?: string[],
  ) => {
    const outcome = await changeUser(user.id, patch)
    if (outcome.status !== 'done') return
    notify({ severity: 'success', summary: said })
    recordUserActivity(user.id, kind, detail)
  }

  return {
    suspend: () => send({ status: 'inactive' }, 'suspended', t('view.toast.suspended', { name })),
    activate: () => send({ status: 'active' }, 'activated', t('view.toast.activated', { name })),
    changePlan: (plan: UserPlan) =>
      send(
        { currentPlan: plan },
        'planChanged',
        t('view.toast.planChanged', { name, plan: plans.name(plan) }),
        [plan],
      ),
  }
}
