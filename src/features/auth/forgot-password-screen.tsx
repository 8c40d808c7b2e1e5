import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { ForgotPasswordArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import type { AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { TextField } from './text-field'
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
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useFormCheck(() => collectErrors({ email: checkEmail(email) }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.check()) setSentTo(email.trim())
  }

  const again = () => {
    setSentTo(null)
    form.reset()
  }

  return (
    <AuthFrame
      variant={variant}
      art={<ForgotPasswordArt />}
      title={t('auth.forgotPassword.title')}
      subtitle={sentTo ? undefined : t('auth.forgotPassword.subtitle')}
    >
      {sentTo ? (
        <AuthSuccess
          title={t('auth.forgotPassword.sent.title')}
          icon="pi pi-envelope"
          actions={
            <button type="button" className="btn btn--secondary" onClick={again}>
              {t('auth.forgotPassword.sent.again')}
            </button>
          }
        >
          <p>{t('auth.forgotPassword.sent.message', { email: sentTo })}</p>
        </AuthSuccess>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <TextField
            ref={form.field('email')}
            label={t('auth.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('auth.fields.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={form.errors.email && t(form.errors.email)}
          />
          <SubmitButton>{t('auth.forgotPassword.submit')}</SubmitButton>
        </form>
      )}
      <BackToLogin variant={variant} />
    </AuthFrame>
  )
}
