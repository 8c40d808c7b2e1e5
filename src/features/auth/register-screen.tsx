import { useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import type { JwtUser } from '@models/session/jwt-auth'
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
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
import { useAuthField } from './use-auth-field'
import {
  checkEmail,
  checkNewPassword,
  checkTerms,
  checkUsername,
  messageValues,
} from './validation'

/**
 * The register template against the demo endpoint. A taken email or username comes back as a
 * message per field; a new account can then sign in on the login template.
 */
export function RegisterScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const { busy, register } = useJwtTry()
  const [failed, setFailed] = useState(false)
  const [user, setUser] = useState<JwtUser | null>(null)
  const app = useAppForm({
    id: 'register',
    defaultValues: { username: '', email: '', password: '', terms: false },
    check: (values) => ({
      username: checkUsername(values.username),
      email: checkEmail(values.email),
      password: checkNewPassword(values.password),
      terms: checkTerms(values.terms),
    }),
    translate: (key) => t(key, messageValues),
    onSubmit: async (values) => {
      setFailed(false)
      const result = await register({
        email: values.email.trim(),
        password: values.password,
        username: values.username.trim(),
      })
      if (result.ok) {
        setUser(result.user)
        return undefined
      }
      // A taken email or username comes back under its field; anything else is a banner.
      if (!result.errors?.email && !result.errors?.username) setFailed(true)
      return { errors: { username: result.errors?.username, email: result.errors?.email } }
    },
  })
  const username = useAuthField(app, 'username')
  const email = useAuthField(app, 'email')
  const password = useAuthField(app, 'password')
  const { focusTarget: termsRef, ...terms } = useFormField(app, 'terms')

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
      <form
        className="auth-form"
        onSubmit={(event) => {
          event.preventDefault()
          // While busy a submit is ignored, checks and all: the form is on its way already.
          if (!busy) void app.submit(event)
        }}
        noValidate
        aria-busy={busy}
      >
        <FormFeedback app={app} />
        <TextField
          {...username}
          label={t('auth.fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.fields.usernamePlaceholder')}
        />
        <EmailField {...email} />
        <PasswordField
          {...password}
          label={t('auth.fields.password')}
          name="password"
          purpose="new"
        />
        <CheckField
          id={terms.id}
          ref={termsRef}
          label={t('auth.register.terms')}
          name="terms"
          checked={Boolean(terms.value)}
          onChange={(event) => terms.onChange(event.target.checked)}
          onBlur={terms.onBlur}
          error={terms.error}
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
