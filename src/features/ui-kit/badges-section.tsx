import { useTranslation } from 'react-i18next'
import { KitCard } from './kit-index'

const badgeTones = ['', 'success', 'warning', 'danger'] as const
const chipTones = ['primary', 'success', 'info', 'warning', 'danger', 'neutral'] as const

/** The skin's badges (`.badge`) and tinted chips (`.status-chip` with a `.tone--*`). */
export function BadgesSection() {
  const { t } = useTranslation('uikit')
  return (
    <div className="grid">
      <KitCard title={t('badges.badges')} source="src/styles/base.css (.badge)">
        <div className="kit-row">
          {badgeTones.map((tone) => (
            <span key={tone || 'primary'} className={tone ? `badge badge--${tone}` : 'badge'}>
              {t(`badges.tone.${tone || 'primary'}`)}
            </span>
          ))}
        </div>
        <div className="kit-row">
          <span className="badge">
            <i className="pi pi-bell" aria-hidden="true" /> {t('badges.withIcon')}
          </span>
          <span className="badge badge--success">
            <i className="pi pi-check" aria-hidden="true" /> {t('badges.tone.success')}
          </span>
        </div>
      </KitCard>
      <KitCard title={t('badges.chips')} source="src/styles/base.css (.status-chip, .tone--*)">
        <div className="kit-row">
          {chipTones.map((tone) => (
            <span key={tone} className={`status-chip tone--${tone}`}>
              {t(`badges.tone.${tone}`)}
            </span>
          ))}
        </div>
      </KitCard>
    </div>
  )
}
