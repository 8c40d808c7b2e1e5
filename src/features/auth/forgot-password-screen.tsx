import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { ForgotPasswordArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import type { AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { EmailField } from './email-field'
import { SubmitButton } from './submit-button'
import { useFormCheck } from './use-form-check'
import { checkEmail, collectErrors } from './validation'

/**
 * The forgot-password template. There is no endpoint behind it: a valid address is confirmed as
 * if the link had been sent.
 */
export function ForgotPasswordScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [email, setEmail] = useState('')
  const form = useFormCheck(() => collectErrors({ email: checkEmail(email) }))

  return (
    <AuthFrame
      variant={variant}
      art={<ForgotPasswordArt />}
      title={t('auth.forgotPassword.title')}
      subtitle={form.sent ? undefined : t('auth.forgotPassword.subtitle')}
    >
      {form.sent ? (
        <AuthSuccess
          title={t('auth.forgotPassword.sent.title')}
          icon="pi pi-envelope"
          actions={
            <button type="button" className="btn btn--secondary" onClick={form.reset}>
              {t('auth.forgotPassword.sent.again')}
            </button>
          }
        >
          <p>{t('auth.forgotPassword.sent.message', { email: email.trim() })}</p>
        </AuthSuccess>
      ) : (
        <form className="auth-form" onSubmit={form.submit} noValidate>
          <EmailField
            ref={form.field('email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={form.message('email')}
          />
          <SubmitButton>{t('auth.forgotPassword.submit')}</SubmitButton>
        </form>
      )}
      <BackToLogin variant={variant} />
    </AuthFrame>
  )
}
