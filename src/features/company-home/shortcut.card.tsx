import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import type { Shortcut } from './shortcuts'

/** One shortcut: a card that links to its area. */
export function ShortcutCard({ shortcut }: { shortcut: Shortcut }) {
  const { t } = useTranslation()
  return (
    <li>
      <Link
        href={shortcut.path}
        className="card company-shortcut company-shortcut--link"
        data-ripple
      >
        <span
          className={`company-shortcut__icon company-shortcut__icon--${shortcut.tone}`}
          aria-hidden="true"
        >
          <i className={shortcut.icon} />
        </span>
        <span className="company-shortcut__text">
          <span className="company-shortcut__title">
            {t(`companyHome.shortcuts.${shortcut.id}.title`)}
          </span>
          <span className="company-shortcut__description">
            {t(`companyHome.shortcuts.${shortcut.id}.description`)}
          </span>
        </span>
        <i className="pi pi-arrow-right company-shortcut__go" aria-hidden="true" />
      </Link>
    </li>
  )
}
