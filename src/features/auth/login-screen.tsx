import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { JwtUser } from '@models/session/jwt-auth'
import { isDemoMode } from '@/services/app-config'
import { useJwtTry } from '@/services/auth/use-jwt-try'
import { AuthFrame } from './auth-frame'
import { LoginArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import { authPath, type AuthVariant } from './auth-paths'
import { LoginForm, type Credentials } from './login-form'

/**
 * The login template: the same form as `/login`, tried against the demo endpoint. It shows who
 * would be signed in and leaves the app's session alone.
 */
export function LoginScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const { busy, login } = useJwtTry()
  const [error, setError] = useState<string | null>(null)
  const [user, setUser] = useState<JwtUser | null>(null)

  const submit = async (credentials: Credentials) => {
    setError(null)
    const result = await login(credentials)
    if (result.ok) setUser(result.user)
    else setError(result.message ?? t('auth.login.unexpected'))
  }

  return (
    <AuthFrame
      variant={variant}
      art={<LoginArt />}
      title={t('auth.login.title', { app: t('app.name') })}
      subtitle={t('auth.login.subtitle')}
    >
      {user ? (
        <AuthSuccess
          title={t('auth.login.success.title')}
          icon="pi pi-user"
          actions={
            <button type="button" className="btn btn--secondary" onClick={() => setUser(null)}>
              {t('auth.login.success.again')}
            </button>
          }
        >
          <p>
            {t('auth.login.success.message', {
              name: user.fullName || user.username,
              email: user.email,
            })}
          </p>
          <p className="muted">{t('auth.login.success.note')}</p>
        </AuthSuccess>
      ) : (
        <LoginForm
          onSubmit={(credentials) => void submit(credentials)}
          busy={busy}
          serverError={error}
          showDemoAccounts={isDemoMode}
          forgotPasswordHref={authPath('forgot-password', variant)}
          registerHref={authPath('register', variant)}
        />
      )}
    </AuthFrame>
  )
}
