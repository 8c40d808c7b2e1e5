import { useTranslation } from 'react-i18next'
import type { ProfileData } from '@models/account-settings/profile'

const sections = ['feed', 'about', 'photos'] as const

/** The cover, the avatar, the name and the tabs, which jump to the page's sections. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation('profile')
  return (
    <header className="card profile-header">
      <img className="profile-header__cover" src={header.cover} alt="" />
      <div className="profile-header__body">
        <img
          className="profile-header__avatar"
          src={header.avatar}
          alt={t('header.avatar', { name: header.fullName })}
          width={112}
          height={112}
        />
        <div className="profile-header__names">
          <h1>{header.fullName}</h1>
          <p className="muted">{header.designation}</p>
        </div>
      </div>
      <nav className="profile-header__tabs" aria-label={t('header.tabs')}>
        {sections.map((section) => (
          <a key={section} href={`#profile-${section}`} className="profile-header__tab">
            {t(`header.${section}`)}
          </a>
        ))}
      </nav>
    </header>
  )
}
