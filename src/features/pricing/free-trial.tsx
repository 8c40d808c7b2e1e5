import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'

/** The band between the plans and the questions that offers a free trial instead of a decision. */
export function FreeTrial({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section className="pricing-trial" aria-labelledby={titleId}>
      <div className="pricing-trial__text">
        <h2 id={titleId}>{t('pricing.trial.title')}</h2>
        <p>{t('pricing.trial.text')}</p>
        <Button variant="primary" icon="pi pi-send" onClick={onStart}>
          {t('pricing.trial.button')}
        </Button>
      </div>
      <svg className="pricing-trial__art" viewBox="0 0 200 150" aria-hidden="true">
        <rect x="18" y="20" width="150" height="104" rx="12" fill="var(--surface)" />
        <rect x="18" y="20" width="150" height="22" rx="12" fill="var(--primary)" />
        <rect x="18" y="32" width="150" height="10" fill="var(--primary)" />
        <circle cx="32" cy="31" r="3.5" fill="var(--on-primary)" opacity="0.8" />
        <circle cx="44" cy="31" r="3.5" fill="var(--on-primary)" opacity="0.6" />
        <circle cx="56" cy="31" r="3.5" fill="var(--on-primary)" opacity="0.4" />
        <rect x="34" y="56" width="60" height="8" rx="4" fill="var(--primary-soft)" />
        <rect x="34" y="72" width="92" height="8" rx="4" fill="var(--border)" />
        <rect x="34" y="88" width="76" height="8" rx="4" fill="var(--border)" />
        <rect x="34" y="104" width="40" height="10" rx="5" fill="var(--success)" />
        <circle cx="160" cy="112" r="26" fill="var(--warning)" />
        <path
          d="M148 112l8 8 16-16"
          fill="none"
          stroke="var(--surface)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </section>
  )
}
