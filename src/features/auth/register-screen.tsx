import { useState } from 'react'
import { flushSync } from 'react-dom'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import type { JwtUser } from '@models/jwt-auth'
import { useJwtTry } from '@/services/auth/use-jwt-try'
import { AuthFrame } from './auth-frame'
import { RegisterArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import { authPath, type AuthVariant } from './auth-paths'
import { TextField } from './text-field'
import { EmailField } from './email-field'
import { PasswordField } from './password-field'
import { CheckField } from './check-field'
import { SubmitButton } from './submit-button'
import { useFormCheck } from './use-form-check'
import {
  checkEmail,
  checkNewPassword,
  checkTerms,
  checkUsername,
  collectErrors,
} from './validation'

type ServerErrors = { email: string | null; username: string | null }
const noServerErrors: ServerErrors = { email: null, username: null }

/**
 * The register template against the demo endpoint. A taken email or username comes back as a
 * message per field; a new account can then sign in on the login template.
 */
export function RegisterScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [terms, setTerms] = useState(false)
  const { busy, register } = useJwtTry()
  const [serverErrors, setServerErrors] = useState<ServerErrors>(noServerErrors)
  const [failed, setFailed] = useState(false)
  const [user, setUser] = useState<JwtUser | null>(null)
  const form = useFormCheck(
    () =>
      collectErrors({
        username: checkUsername(username),
        email: checkEmail(email),
        password: checkNewPassword(password),
        terms: checkTerms(terms),
      }),
    { busy, onValid: () => void send() },
  )

  const send = async () => {
    setFailed(false)
    setServerErrors(noServerErrors)
    const result = await register({ email: email.trim(), password, username: username.trim() })
    if (result.ok) return setUser(result.user)
    if (!result.errors || (!result.errors.email && !result.errors.username)) return setFailed(true)
    const errors = result.errors
    // Drawn before the focus moves, so the field is read out with its message.
    flushSync(() => setServerErrors(errors))
    form.focus(errors.username ? 'username' : 'email')
  }

  if (user) {
    return (
      <AuthFrame variant={variant} art={<RegisterArt />} title={t('auth.register.title')}>
        <AuthSuccess
          title={t('auth.register.success.title')}
          actions={
            <>
              <Link href={authPath('login', variant)} className="btn btn--primary">
                {t('auth.register.success.signIn')}
              </Link>
              <Link
                href={`${authPath('verify-email', variant)}?email=${encodeURIComponent(user.email)}`}
                className="btn btn--secondary"
              >
                {t('auth.register.success.verify')}
              </Link>
            </>
          }
        >
          <p>
            {t('auth.register.success.message', { username: user.username, email: user.email })}
          </p>
        </AuthSuccess>
      </AuthFrame>
    )
  }

  return (
    <AuthFrame
      variant={variant}
      art={<RegisterArt />}
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
    >
      {failed && (
        <p className="auth-banner tone--danger" role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{t('auth.register.unexpected')}</span>
        </p>
      )}
      <form className="auth-form" onSubmit={form.submit} noValidate aria-busy={busy}>
        <TextField
          ref={form.field('username')}
          label={t('auth.fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.fields.usernamePlaceholder')}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value)
            setServerErrors((errors) => ({ ...errors, username: null }))
          }}
          error={form.message('username')}
          serverError={serverErrors.username}
        />
        <EmailField
          ref={form.field('email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setServerErrors((errors) => ({ ...errors, email: null }))
          }}
          error={form.message('email')}
          serverError={serverErrors.email}
        />
        <PasswordField
          ref={form.field('password')}
          label={t('auth.fields.password')}
          name="password"
          purpose="new"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={form.message('password')}
        />
        <CheckField
          ref={form.field('terms')}
          label={t('auth.register.terms')}
          name="terms"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          error={form.message('terms')}
        />
        <SubmitButton busy={busy} busyLabel={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </SubmitButton>
      </form>
      <p className="auth-alt">
        <span>{t('auth.register.haveAccount')}</span>{' '}
        <Link href={authPath('login', variant)}>{t('auth.register.signIn')}</Link>
      </p>
    </AuthFrame>
  )
}
