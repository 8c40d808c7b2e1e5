import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/services/current-user'
import { openSearch } from '@/app/search/search-trigger'
import { allowedRoutes } from '@/app/routes/route-access'
import './home.css'

/** The admin home: a welcome and shortcuts into the areas the user may open. */
export default function HomePage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const areas = allowedRoutes(user.ability).filter(
    (route) => route.path !== '/' && route.layout === 'app',
  )
  return (
    <>
      <section className="card home-welcome">
        <div>
          <h1>{t('home.welcome', { name: user.fullName.split(' ')[0] })}</h1>
          <p className="muted">{t('home.intro')}</p>
          <button type="button" className="btn btn--primary" onClick={openSearch}>
            <i className="pi pi-search" aria-hidden="true" />
            {t('home.searchCta')}
          </button>
        </div>
        <svg className="home-welcome__art" viewBox="0 0 160 120" aria-hidden="true">
          <rect x="10" y="20" width="140" height="90" rx="10" fill="var(--primary-soft)" />
          <rect x="24" y="36" width="60" height="10" rx="5" fill="var(--primary)" />
          <rect x="24" y="54" width="100" height="8" rx="4" fill="var(--border)" />
          <rect x="24" y="68" width="84" height="8" rx="4" fill="var(--border)" />
          <circle cx="124" cy="88" r="14" fill="var(--success)" />
          <path d="M117 88l5 5 9-10" stroke="#fff" strokeWidth="3" fill="none" />
        </svg>
      </section>
      <h2 className="home-section-title">{t('home.areas')}</h2>
      <div className="grid">
        {areas.map((route) => (
          <Link key={route.path} href={route.path} className="card home-area" data-ripple>
            <span className="home-area__icon" aria-hidden="true">
              <i className={route.icon} />
            </span>
            <span className="home-area__title">{t(route.titleKey)}</span>
            <i className="pi pi-arrow-right home-area__go" aria-hidden="true" />
          </Link>
        ))}
      </div>
    </>
  )
}
