import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { authPath, type AuthVariant } from './auth-paths'

/** The way back to the login page of the same look. */
export function BackToLogin({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  return (
    <p className="auth-alt">
      <Link href={authPath('login', variant)} className="auth-back">
        <i className="pi pi-chevron-left" aria-hidden="true" />
        {t('auth.backToLogin')}
      </Link>
    </p>
  )
}
