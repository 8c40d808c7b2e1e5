import { useTranslation } from 'react-i18next'
import { LanguageMenu } from '@/components/language-menu'
import { KitCard } from './kit-index'

/** A fixed moment and amounts, so every language shows the same figures its own way. */
const moment = new Date(Date.UTC(2026, 2, 14, 15, 30))
const amount = 1234567.891
const price = 4299.5

/**
 * Live language switching: the navbar's language menu (src/components/language-menu.tsx) changes
 * the whole app at once, this text, dates and numbers included, and keeps the choice.
 */
export function I18nSection() {
  const { t, i18n } = useTranslation('uikit')
  const language = i18n.language
  const samples = [
    [
      t('i18n.date'),
      new Intl.DateTimeFormat(language, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(moment),
    ],
    [t('i18n.number'), new Intl.NumberFormat(language).format(amount)],
    [
      t('i18n.currency'),
      new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(price),
    ],
    [t('i18n.plural'), t('i18n.messages', { count: 3 })],
  ] as const
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('i18n.switch')} source="src/components/language-menu.tsx">
        <p className="kit-note">{t('i18n.hint')}</p>
        <div className="kit-row">
          <LanguageMenu />
        </div>
      </KitCard>
      <KitCard title={t('i18n.sample')} source="src/i18n/i18n.ts">
        <p className="kit-i18n__greeting">{t('i18n.greeting')}</p>
        <dl className="kit-i18n__facts">
          {samples.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </KitCard>
    </div>
  )
}
