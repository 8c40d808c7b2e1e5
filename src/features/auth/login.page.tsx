import { useTranslation } from 'react-i18next'
import { isDemoMode } from '@/services/app-config'
import { login, useSession } from '@/services/session/session'
import { AuthFrame } from './auth-frame'
import { LoginArt } from './auth-art'
import { authPath } from './auth-paths'
import { LoginForm } from './login-form'

/**
 * The app's sign-in (`/login`). It hands the credentials to the session and shows what the session
 * says; where a signed-in user goes next is the router's decision, not this page's.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const { status, loginError, notice } = useSession()
  return (
    <AuthFrame
      variant="cover"
      art={<LoginArt />}
      title={t('auth.login.title', { app: t('app.name') })}
      subtitle={t('auth.login.subtitle')}
    >
      {notice === 'expired' && (
        <p className="auth-banner tone--warning" role="alert">
          <i className="pi pi-clock" aria-hidden="true" />
          <span>{t('auth.sessionExpired')}</span>
        </p>
      )}
      <LoginForm
        onSubmit={login}
        busy={status === 'signingIn'}
        serverError={loginError}
        showDemoAccounts={isDemoMode}
        forgotPasswordHref={authPath('forgot-password', 'cover')}
        registerHref={authPath('register', 'cover')}
      />
    </AuthFrame>
  )
}
