import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { addressProblems, emptyAddress } from '@models/checkout'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { notify } from '@/services/toast'
import type { ExampleDialogProps } from './modal-examples.page'

/** The mobile number's problem, by the checkout's rule for a phone number. */
const mobileProblem = (mobile: string) => addressProblems({ ...emptyAddress, mobile }).mobile

/** Enable one-time passwords: the mobile number the sign-in codes go to. */
export function EnableOtpDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const [mobile, setMobile] = useState('')
  const [problem, setProblem] = useState<string | undefined>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = mobileProblem(mobile)
    setProblem(found)
    if (found) {
      document.getElementById('otp-mobile')?.focus()
      return
    }
    notify({ severity: 'success', summary: t('otp.enabled', { mobile: mobile.trim() }) })
    onClose()
  }

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
      <form id="otp-form" className="example-form" onSubmit={submit} noValidate>
        <FormField
          id="otp-mobile"
          label={t('otp.mobile')}
          className="example-form__wide"
          error={problem && (problem === 'required' ? t('errors.required') : t('errors.mobile'))}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              autoComplete="tel"
              placeholder={t('otp.placeholder')}
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  )
}
