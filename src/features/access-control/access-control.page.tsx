import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/services/current-user'
import { useCan } from '@/services/use-can'
import './access-control.css'

/** Shows what the signed-in user's abilities allow: one card for everyone, one for admins only. */
export default function AccessControlPage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const isAdmin = useCan('manage', 'all')
  return (
    <>
      <header className="page-header">
        <h1>{t('accessControl.title')}</h1>
        <p>{t('accessControl.subtitle')}</p>
      </header>
      <div className="grid">
        <section className="card">
          <h2 className="card__title">{t('accessControl.common.title')}</h2>
          <p className="card__subtitle">{t('accessControl.common.text')}</p>
        </section>
        {isAdmin && (
          <section className="card">
            <h2 className="card__title">{t('accessControl.admin.title')}</h2>
            <p className="card__subtitle">{t('accessControl.admin.text')}</p>
          </section>
        )}
        <section className="card">
          <h2 className="card__title">{t('accessControl.yourAbilities')}</h2>
          <p className="card__subtitle">
            {t('accessControl.role', { role: t(`roles.${user.role}`) })}
          </p>
          <ul className="ability-list">
            {user.ability.map((rule) => (
              <li key={`${rule.action}:${rule.subject}`}>
                <span className="badge">{rule.action}</span>
                <span>{rule.subject}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
