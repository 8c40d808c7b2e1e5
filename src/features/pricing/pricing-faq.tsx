import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PricingQuestion } from '@models/shop/pricing'
import { Accordion } from '@/components/accordion'

/**
 * The questions as an accordion: each question is a button that shows or hides its answer. The
 * first is open, so the section shows at a glance what it holds; any number may be open at once.
 */
export function PricingFaq({ questions }: { questions: PricingQuestion[] }) {
  const { t } = useTranslation()
  const id = useId()

  return (
    <section className="pricing-faq" aria-labelledby={`${id}-title`}>
      <header className="pricing-faq__header">
        <span className="badge">{t('pricing.faq.badge')}</span>
        <h2 id={`${id}-title`}>{t('pricing.faq.title')}</h2>
        <p className="muted">{t('pricing.faq.subtitle')}</p>
      </header>
      <Accordion
        className="card pricing-faq__list"
        openFirst
        items={questions.map((item) => ({
          key: item.question,
          title: item.question,
          body: <p>{item.ans}</p>,
        }))}
      />
    </section>
  )
}
