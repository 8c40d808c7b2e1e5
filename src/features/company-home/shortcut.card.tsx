import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { findRoute } from '@/app/routes/route-table'
import type { Shortcut } from './shortcuts'

/**
 * One shortcut. An area that is not built yet has no route: the card then says so instead of
 * linking to a page that does not exist, and turns into a link once the route is added.
 */
export function ShortcutCard({ shortcut }: { shortcut: Shortcut }) {
  const { t } = useTranslation()
  const available = findRoute(shortcut.path) !== undefined
  const title = t(`companyHome.shortcuts.${shortcut.id}.title`)
  const content = (
    <>
      <span
        className={`company-shortcut__icon company-shortcut__icon--${shortcut.tone}`}
        aria-hidden="true"
      >
        <i className={shortcut.icon} />
      </span>
      <span className="company-shortcut__text">
        <span className="company-shortcut__title">{title}</span>
        <span className="company-shortcut__description">
          {t(`companyHome.shortcuts.${shortcut.id}.description`)}
        </span>
        {!available && (
          <span className="badge badge--warning company-shortcut__soon">
            {t('companyHome.shortcuts.availableSoon')}
          </span>
        )}
      </span>
      {available && <i className="pi pi-arrow-right company-shortcut__go" aria-hidden="true" />}
    </>
  )
  return (
    <li>
      {available ? (
        <Link
          href={shortcut.path}
          className="card company-shortcut company-shortcut--link"
          data-ripple
        >
          {content}
        </Link>
      ) : (
        <div className="card company-shortcut company-shortcut--soon">{content}</div>
      )}
    </li>
  )
}
