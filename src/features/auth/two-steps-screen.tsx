import { useState } from 'react'
import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
import { AuthFrame } from './auth-frame'
import { TwoStepsArt } from './auth-art'
import { AuthSuccess } from './auth-success'
import type { AuthVariant } from './auth-paths'
import { BackToLogin } from './back-to-login'
import { CodeInput } from './code-input'
import { ResendButton } from './resend-button'
import { SubmitButton } from './submit-button'
import { checkCode, codeLength, messageValues } from './validation'

/** The phone the code went to, masked as such pages show it. */
const maskedPhone = '******1234'

const emptyCode = () => Array.from({ length: codeLength }, () => '')

/** The two-step template: a six-digit code, checked for completeness; any full code passes. */
export function TwoStepsScreen({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation()
  const [sent, setSent] = useState(false)
  // The six boxes are one field; it is checked on submit, as leaving a box is not leaving it.
  const app = useAppForm({
    id: 'two-steps',
    defaultValues: { code: emptyCode() },
    check: ({ code }) => ({ code: checkCode(code) }),
    translate: (key) => t(key, messageValues),
    onSubmit: () => {
      setSent(true)
      return undefined
    },
  })
  const { focusTarget: codeRef, ...code } = useFormField(app, 'code')

  return (
    <AuthFrame
      variant={variant}
      art={<TwoStepsArt />}
      title={t('auth.twoSteps.title')}
      subtitle={sent ? undefined : t('auth.twoSteps.subtitle')}
    >
      {sent ? (
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
          <form className="auth-form" onSubmit={(event) => void app.submit(event)} noValidate>
            <FormFeedback app={app} />
            <CodeInput
              label={t('auth.twoSteps.codeLabel')}
              digits={code.value}
              onChange={code.onChange}
              error={code.error}
              focusTarget={codeRef}
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
