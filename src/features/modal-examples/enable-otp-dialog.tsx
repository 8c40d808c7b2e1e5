import { useTranslation } from 'react-i18next'
import { addressProblems, emptyAddress, type FieldProblem } from '@models/checkout'
import { TextInputField } from '@/components/form-field/text-input-field'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'
import { useValidatedForm } from './use-validated-form'

/** The mobile number's problem, by the checkout's rule for a phone number. */
function otpProblems({ mobile }: { mobile: string }): { mobile?: FieldProblem } {
  const problem = addressProblems({ ...emptyAddress, mobile }).mobile
  return problem ? { mobile: problem } : {}
}

/** Enable one-time passwords: the mobile number the sign-in codes go to. */
export function EnableOtpDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const form = useValidatedForm({
    initial: { mobile: '' },
    check: otpProblems,
    fields: ['mobile'],
    idPrefix: 'otp',
    onValid: ({ mobile }) => {
      notify({ severity: 'success', summary: t('otp.enabled', { mobile: mobile.trim() }) })
      onClose()
    },
  })
  const problem = form.problems.mobile

  return (
    <ExampleFormDialog
      title={t('otp.title')}
      heading={t('otp.heading')}
      intro={t('otp.intro')}
      formId="otp-form"
      submitLabel={t('otp.submit')}
      submitIcon="pi pi-send"
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextInputField
        {...form.bind('mobile')}
        label={t('otp.mobile')}
        className="example-form__wide"
        error={problem && (problem === 'required' ? t('errors.required') : t('errors.mobile'))}
        type="tel"
        autoComplete="tel"
        placeholder={t('otp.placeholder')}
      />
    </ExampleFormDialog>
  )
}
