import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { ForgotPasswordArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import type { AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { EmailField } from './email-field'
import { SubmitButton } from './submit-button'
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useAuthField } from './use-auth-field'
import { checkEmail, messageValues } from './validation'

/**
 * The forgot-password template. There is no endpoint behind it: a valid address is confirmed as
 * if the link had been sent.
 */
export function ForgotPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const app = useAppForm({
    id: 'forgot',
    defaultValues: { email: '' },
    check: ({ email }) => ({ email: checkEmail(email) }),
    translate: (key) => t(key, messageValues),
    onSubmit: ({ email }) => {
      setSentTo(email.trim())
      return undefined
    },
  })
  const email = useAuthField(app, 'email')

  return (
    <AuthFrame
      variant={variant}
      art={<ForgotPasswordArt />}
      title={t('auth.forgotPassword.title')}
      subtitle={sentTo !== null ? undefined : t('auth.forgotPassword.subtitle')}
    >
      {sentTo !== null ? (
        <AuthSuccess
          title={t('auth.forgotPassword.sent.title')}
          icon="pi pi-envelope"
          actions={
            <button type="button" className="btn btn--secondary" onClick={() => setSentTo(null)}>
              {t('auth.forgotPassword.sent.again')}
            </button>
          }
        >
          <p>{t('auth.forgotPassword.sent.message', { email: sentTo })}</p>
        </AuthSuccess>
      ) : (
        <form className="auth-form" onSubmit={(event) => void app.submit(event)} noValidate>
          <FormFeedback app={app} />
          <EmailField {...email} />
          <SubmitButton>{t('auth.forgotPassword.submit')}</SubmitButton>
        </form>
      )}
      <BackToLogin variant={variant} />
    </AuthFrame>
  )
}
