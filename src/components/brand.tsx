import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'

/** The product's mark and name, linking home. */
export function Brand() {
  const { t } = useTranslation()
  return (
    <Link href="/" className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--primary)" />
        <path d="M8 10h16v3H8zM8 15h11v3H8zM8 20h7v3H8z" fill="#fff" />
      </svg>
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  )
}
