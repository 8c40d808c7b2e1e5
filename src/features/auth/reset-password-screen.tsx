import { useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { ResetPasswordArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import { authPath, type AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { PasswordField } from './password-field'
import { SubmitButton } from './submit-button'
import { useFormCheck } from './use-form-check'
import { checkConfirmation, checkNewPassword, collectErrors, minPasswordLength } from './validation'

/** The reset-password template: a new password typed twice, checked here; nothing is sent. */
export function ResetPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [done, setDone] = useState(false)
  const form = useFormCheck(() =>
    collectErrors({
      password: checkNewPassword(password),
      confirmation: checkConfirmation(password, confirmation),
    }),
  )
  const say = (key: string | undefined) => key && t(key, { min: minPasswordLength })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.check()) setDone(true)
  }

  return (
    <AuthFrame
      variant={variant}
      art={<ResetPasswordArt />}
      title={t('auth.resetPassword.title')}
      subtitle={done ? undefined : t('auth.resetPassword.subtitle')}
    >
      {done ? (
        <AuthSuccess
          title={t('auth.resetPassword.success.title')}
          actions={
            <Link href={authPath('login', variant)} className="btn btn--primary">
              {t('auth.resetPassword.success.signIn')}
            </Link>
          }
        >
          <p>{t('auth.resetPassword.success.message')}</p>
        </AuthSuccess>
      ) : (
        <>
          <form className="auth-form" onSubmit={submit} noValidate>
            <PasswordField
              ref={form.field('password')}
              label={t('auth.fields.newPassword')}
              name="new-password"
              autoComplete="new-password"
              placeholder="••••••••"
              hint={t('auth.fields.passwordHint', { min: minPasswordLength })}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={say(form.errors.password)}
            />
            <PasswordField
              ref={form.field('confirmation')}
              label={t('auth.fields.confirmPassword')}
              name="confirm-password"
              autoComplete="new-password"
              placeholder="••••••••"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={say(form.errors.confirmation)}
            />
            <SubmitButton>{t('auth.resetPassword.submit')}</SubmitButton>
          </form>
          <BackToLogin variant={variant} />
        </>
      )}
    </AuthFrame>
  )
}
