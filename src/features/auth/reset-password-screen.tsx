import { useState } from 'react'
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
import { checkConfirmation, checkNewPassword, collectErrors } from './validation'

/** The reset-password template: a new password typed twice, checked here; nothing is sent. */
export function ResetPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const form = useFormCheck(() =>
    collectErrors({
      password: checkNewPassword(password),
      confirmation: checkConfirmation(password, confirmation),
    }),
  )

  return (
    <AuthFrame
      variant={variant}
      art={<ResetPasswordArt />}
      title={t('auth.resetPassword.title')}
      subtitle={form.sent ? undefined : t('auth.resetPassword.subtitle')}
    >
      {form.sent ? (
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
          <form className="auth-form" onSubmit={form.submit} noValidate>
            <PasswordField
              ref={form.field('password')}
              label={t('auth.fields.newPassword')}
              name="new-password"
              purpose="new"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={form.message('password')}
            />
            <PasswordField
              ref={form.field('confirmation')}
              label={t('auth.fields.confirmPassword')}
              name="confirm-password"
              purpose="confirm"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              error={form.message('confirmation')}
            />
            <SubmitButton>{t('auth.resetPassword.submit')}</SubmitButton>
          </form>
          <BackToLogin variant={variant} />
        </>
      )}
    </AuthFrame>
  )
}
