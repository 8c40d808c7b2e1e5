import { useTranslation } from 'react-i18next'
import { KitCard } from './kit-index'

const levels = [1, 2, 3, 4] as const

/** The skin's type: headings, body text, muted and small text, links, code and keys. */
export function TypographySection() {
  const { t } = useTranslation('uikit')
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('typography.headings')} source="src/styles/base.css">
        {/* Real heading elements, so they show the skin's own rules; hidden from the outline,
            which stays the page's. */}
        {levels.map((level) => {
          const Tag = `h${level}` as const
          return (
            <Tag key={level} role="presentation" className="kit-type__heading">
              {t('typography.heading', { level })}
            </Tag>
          )
        })}
        <p className="card__title">{t('typography.cardTitle')}</p>
        <p className="card__subtitle">{t('typography.cardSubtitle')}</p>
      </KitCard>
      <KitCard title={t('typography.text')} source="src/styles/base.css">
        <p>{t('typography.body')}</p>
        <p className="kit-type__muted">{t('typography.muted')}</p>
        <p>
          <small>{t('typography.small')}</small>
        </p>
        <p>
          <a href="#typography-link" onClick={(event) => event.preventDefault()}>
            {t('typography.link')}
          </a>
        </p>
        <p>
          {t('typography.codeLabel')} <code>npm run build</code> · <kbd>Ctrl</kbd> + <kbd>K</kbd>
        </p>
        <ul>
          <li>{t('typography.listItem', { number: 1 })}</li>
          <li>{t('typography.listItem', { number: 2 })}</li>
        </ul>
      </KitCard>
    </div>
  )
}
