import { useTranslation } from 'react-i18next'
import type { BillingPeriod } from '@models/shop/pricing'

/**
 * Monthly or annual prices: one switch between the two words (a click on a word picks its period
 * too), and the best yearly saving beside it when there is one.
 */
export function BillingSwitch({
  period,
  saving,
  onChange,
}: {
  period: BillingPeriod
  saving: number
  onChange: (period: BillingPeriod) => void
}) {
  const { t } = useTranslation()
  const annually = period === 'annually'
  return (
    <div className="billing-switch">
      {/* The words are for the mouse; the switch is the one control keyboards and readers get. */}
      <span
        className={`billing-switch__word${annually ? '' : ' billing-switch__word--on'}`}
        aria-hidden="true"
        onClick={() => onChange('monthly')}
      >
        {t('pricing.billing.monthly')}
      </span>
      <button
        type="button"
        role="switch"
        className="billing-switch__track"
        aria-checked={annually}
        aria-label={t('pricing.billing.label')}
        onClick={() => onChange(annually ? 'monthly' : 'annually')}
      >
        <span className="billing-switch__thumb" aria-hidden="true" />
      </button>
      <span
        className={`billing-switch__word${annually ? ' billing-switch__word--on' : ''}`}
        aria-hidden="true"
        onClick={() => onChange('annually')}
      >
        {t('pricing.billing.annually')}
      </span>
      {saving > 0 && (
        <span className="billing-switch__saving">
          <svg viewBox="0 0 40 24" aria-hidden="true" className="billing-switch__arrow">
            <path
              d="M38 4C26 4 14 8 6 18m0 0 1-8m-1 8 8-2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="badge">{t('pricing.billing.save', { percent: saving })}</span>
        </span>
      )}
    </div>
  )
}
