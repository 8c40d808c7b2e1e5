import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PricingQuestion } from '@models/pricing'

/**
 * The questions as an accordion: each question is a button that shows or hides its answer. The
 * first is open, so the section shows at a glance what it holds; any number may be open at once.
 */
export function PricingFaq({ questions }: { questions: PricingQuestion[] }) {
  const { t } = useTranslation()
  const id = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]))
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(index)) next.add(index)
      return next
    })

  return (
    <section className="pricing-faq" aria-labelledby={`${id}-title`}>
      <header className="pricing-faq__header">
        <span className="badge">{t('pricing.faq.badge')}</span>
        <h2 id={`${id}-title`}>{t('pricing.faq.title')}</h2>
        <p className="muted">{t('pricing.faq.subtitle')}</p>
      </header>
      <div className="card pricing-faq__list">
        {questions.map((item, index) => {
          const expanded = open.has(index)
          return (
            <div
              className={`pricing-faq__item${expanded ? ' pricing-faq__item--open' : ''}`}
              key={item.question}
            >
              <h3 className="pricing-faq__question">
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <i className="pi pi-chevron-down pricing-faq__chevron" aria-hidden="true" />
                </button>
              </h3>
              <div
                className="pricing-faq__answer"
                id={`${id}-a${index}`}
                role="region"
                aria-labelledby={`${id}-q${index}`}
                hidden={!expanded}
              >
                <p>{item.ans}</p>
              </div>
            </div>
          )
        })}
      </div>
    </section>
  )
}
