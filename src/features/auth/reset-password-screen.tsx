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
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useAuthField } from './use-auth-field'
import { checkConfirmation, checkNewPassword, messageValues } from './validation'

/** The reset-password template: a new password typed twice, checked here; nothing is sent. */
export function ResetPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  const app = useAppForm({
    id: 'reset',
    defaultValues: { password: '', confirmation: '' },
    check: ({ password, confirmation }) => ({
      password: checkNewPassword(password),
      confirmation: checkConfirmation(password, confirmation),
    }),
    translate: (key) => t(key, messageValues),
    onSubmit: () => {
      setSent(true)
      return undefined
    },
  })
  const password = useAuthField(app, 'password')
  const confirmation = useAuthField(app, 'confirmation')

  return (
    <AuthFrame
      variant={variant}
      art={<ResetPasswordArt />}
      title={t('auth.resetPassword.title')}
      subtitle={sent ? undefined : t('auth.resetPassword.subtitle')}
    >
      {sent ? (
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
          <form className="auth-form" onSubmit={(event) => void app.submit(event)} noValidate>
            <FormFeedback app={app} />
            <PasswordField
              {...password}
              label={t('auth.fields.newPassword')}
              name="new-password"
              purpose="new"
            />
            <PasswordField
              {...confirmation}
              label={t('auth.fields.confirmPassword')}
              name="confirm-password"
              purpose="confirm"
            />
            <SubmitButton>{t('auth.resetPassword.submit')}</SubmitButton>
          </form>
          <BackToLogin variant={variant} />
        </>
      )}
    </AuthFrame>
  )
}
