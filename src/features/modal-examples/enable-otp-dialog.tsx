import { useTranslation } from 'react-i18next'
import { addressProblems, emptyAddress, type FieldProblem } from '@models/checkout'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'
import { notify } from '@/services/toast'
import type { ExampleDialogProps } from './modal-examples.page'
import { TextField } from './text-field'
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
    <Modal
      title={t('otp.title')}
      onClose={onClose}
      className="example-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="otp-form" icon="pi pi-send">
            {t('otp.submit')}
          </Button>
        </>
      }
    >
      <h3 className="example-dialog__heading">{t('otp.heading')}</h3>
      <p className="example-dialog__intro muted">{t('otp.intro')}</p>
      <form id="otp-form" className="example-form" onSubmit={form.submit} noValidate>
        <TextField
          form={form}
          field="mobile"
          label={t('otp.mobile')}
          wide
          error={problem && (problem === 'required' ? t('errors.required') : t('errors.mobile'))}
          input={{ type: 'tel', autoComplete: 'tel', placeholder: t('otp.placeholder') }}
        />
      </form>
    </Modal>
  )
}
