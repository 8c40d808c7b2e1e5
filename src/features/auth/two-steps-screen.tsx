import { useId, useState, type FormEvent } from 'react'
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
  const labelId = useId()
  const errorId = useId()
  const [digits, setDigits] = useState(emptyCode)
  const [verified, setVerified] = useState(false)
  const form = useFormCheck(() => collectErrors({ code: checkCode(digits) }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.check()) setVerified(true)
  }

  return (
    <AuthFrame
      variant={variant}
      art={<TwoStepsArt />}
      title={t('auth.twoSteps.title')}
      subtitle={verified ? undefined : t('auth.twoSteps.subtitle')}
    >
      {verified ? (
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
          <form className="auth-form" onSubmit={submit} noValidate>
            <div className="auth-field">
              <p className="auth-field__label" id={labelId}>
                {t('auth.twoSteps.codeLabel')}
              </p>
              <CodeInput
                digits={digits}
                onChange={setDigits}
                labelledBy={labelId}
                errorId={form.errors.code ? errorId : undefined}
                invalid={Boolean(form.errors.code)}
                focusTarget={form.field('code')}
              />
              {form.errors.code && (
                <p id={errorId} className="auth-field__error">
                  <i className="pi pi-exclamation-circle" aria-hidden="true" />
                  <span>{t(form.errors.code, { length: codeLength })}</span>
                </p>
              )}
            </div>
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
