import { useTranslation } from 'react-i18next'
import { planCurrency, planDetailsOf } from '@models/users/user-plans'

/**
 * A plan in the reader's language: its name, its price a month (in their number format), and
 * what it gives. A plan this client does not know keeps its name as it came, without a price.
 */
export function usePlanWords() {
  const { t, i18n } = useTranslation('users')
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: planCurrency,
    maximumFractionDigits: 0,
  })
  const storage = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'gigabyte' })
  return {
    name: (plan: string) => t(`plans.${plan}`, { defaultValue: plan }),
    /** "$99", or null for an unknown plan. */
    price: (plan: string) => {
      const details = planDetailsOf(plan)
      return details ? money.format(details.monthlyPrice) : null
    },
    /** What the plan gives, one line each; empty for an unknown plan. */
    benefits: (plan: string): string[] => {
      const details = planDetailsOf(plan)
      if (!details) return []
      return [
        details.seats === null
          ? t('view.plan.seatsUnlimited')
          : t('view.plan.seats', { count: details.seats }),
        t('view.plan.storage', { size: storage.format(details.storageGb) }),
        t(`view.plan.support.${details.support}`),
      ]
    },
  }
}
