import { useTranslation } from 'react-i18next'
import { addressProblems, emptyAddress, type FieldProblem } from '@models/shop/checkout'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'

/** The mobile number's problem, by the checkout's rule for a phone number. */
function otpProblems({ mobile }: { mobile: string }): { mobile?: FieldProblem } {
  const problem = addressProblems({ ...emptyAddress, mobile }).mobile
  return problem ? { mobile: problem } : {}
}

/** Enable one-time passwords: the mobile number the sign-in codes go to. */
export function EnableOtpDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const app = useAppForm({
    id: 'otp',
    defaultValues: { mobile: '' },
    check: otpProblems,
    translate: (problem) => (problem === 'required' ? t('errors.required') : t('errors.mobile')),
    onSubmit: ({ mobile }) => {
      notify({ severity: 'success', summary: t('otp.enabled', { mobile: mobile.trim() }) })
      onClose()
    },
  })

  return (
    <ExampleFormDialog
      title={t('otp.title')}
      heading={t('otp.heading')}
      intro={t('otp.intro')}
      formId="otp-form"
      submitLabel={t('otp.submit')}
      submitIcon="pi pi-send"
      onSubmit={(event) => void app.submit(event)}
      onClose={onClose}
    >
      <FormFeedback app={app} />
      <FormTextField
        app={app}
        name="mobile"
        label={t('otp.mobile')}
        className="example-form__wide"
        type="tel"
        autoComplete="tel"
        placeholder={t('otp.placeholder')}
      />
    </ExampleFormDialog>
  )
}
