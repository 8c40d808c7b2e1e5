import { useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { AuthFrame } from './auth-frame'
import { TwoStepsArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import type { AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { CodeInput } from './code-input'
import { ResendButton } from './resend-button'
import { SubmitButton } from './submit-button'
import { useFormCheck } from './use-form-check'
import { checkCode, codeLength, collectErrors } from './validation'

/** The phone the code went to, masked as such pages show it. */
const maskedPhone = '******1234'

const emptyCode = () => Array.from({ length: codeLength }, () => '')

/** The two-step template: a six-digit code, checked for completeness; any full code passes. */
export function TwoStepsScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [digits, setDigits] = useState(emptyCode)
  const form = useFormCheck(() => collectErrors({ code: checkCode(digits) }))

  return (
    <AuthFrame
      variant={variant}
      art={<TwoStepsArt />}
      title={t('auth.twoSteps.title')}
      subtitle={form.sent ? undefined : t('auth.twoSteps.subtitle')}
    >
      {form.sent ? (
        <AuthSuccess
          title={t('auth.twoSteps.success.title')}
          icon="pi pi-shield"
          actions={
            <Link href="/" className="btn btn--primary">
              {t('auth.twoSteps.success.continue')}
            </Link>
          }
        >
          <p>{t('auth.twoSteps.success.message')}</p>
        </AuthSuccess>
      ) : (
        <>
          <p className="auth-text">
            <strong className="auth-address">{maskedPhone}</strong>
          </p>
          <form className="auth-form" onSubmit={form.submit} noValidate>
            <CodeInput
              label={t('auth.twoSteps.codeLabel')}
              digits={digits}
              onChange={setDigits}
              error={form.message('code')}
              focusTarget={form.field('code')}
            />
            <SubmitButton>{t('auth.twoSteps.submit')}</SubmitButton>
          </form>
          <ResendButton
            question={t('auth.twoSteps.noCode')}
            sentMessage={t('auth.twoSteps.resent', { phone: maskedPhone })}
          />
          <BackToLogin variant={variant} />
        </>
      )}
    </AuthFrame>
  )
}
