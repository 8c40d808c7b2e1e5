import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/services/current-user'
import { ProfileCard, type ProfileUser } from './profile.card'
import { ShortcutCard } from './shortcut.card'
import { shortcuts } from './shortcuts'
import './company-home.css'

/** The user's first name, or nothing when the session names nobody. */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/** The client's home after login: a welcome, their profile, and the ways to reach the team. */
export default function CompanyHomePage() {
  const { t } = useTranslation()
  // Only these fields: the session may add others, and email and username may be missing.
  const user: ProfileUser = useCurrentUser()
  const name = firstName(user.fullName)
  const shortcutsTitleId = useId()
  return (
    <div className="company-home">
      <header className="card company-welcome">
        <div className="company-welcome__text">
          <h1>{name ? t('companyHome.title', { name }) : t('companyHome.titleNoName')}</h1>
          <p className="muted">{t('companyHome.subtitle')}</p>
        </div>
        <svg className="company-welcome__art" viewBox="0 0 160 120" aria-hidden="true">
          <rect x="14" y="18" width="96" height="64" rx="14" fill="var(--primary-soft)" />
          <rect x="30" y="36" width="56" height="8" rx="4" fill="var(--primary)" />
          <rect x="30" y="52" width="40" height="8" rx="4" fill="var(--border)" />
          <path d="M36 82l-10 16 22-16z" fill="var(--primary-soft)" />
          <rect x="70" y="56" width="78" height="50" rx="12" fill="var(--success-soft)" />
          <circle cx="92" cy="81" r="5" fill="var(--success)" />
          <circle cx="109" cy="81" r="5" fill="var(--success)" />
          <circle cx="126" cy="81" r="5" fill="var(--success)" />
        </svg>
      </header>
      <div className="company-home__grid">
        <ProfileCard user={user} />
        <section className="company-shortcuts" aria-labelledby={shortcutsTitleId}>
          <h2 className="company-shortcuts__title" id={shortcutsTitleId}>
            {t('companyHome.shortcuts.title')}
          </h2>
          <ul className="company-shortcuts__list">
            {shortcuts.map((shortcut) => (
              <ShortcutCard key={shortcut.id} shortcut={shortcut} />
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
