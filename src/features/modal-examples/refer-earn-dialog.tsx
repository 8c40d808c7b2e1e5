import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { copyToClipboard } from '@/services/clipboard'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import type { ExampleDialogProps } from './modal-examples.page'

const howItWorks = [
  { key: 'invite', icon: 'pi pi-send' },
  { key: 'signUp', icon: 'pi pi-user-plus' },
  { key: 'reward', icon: 'pi pi-gift' },
] as const

/** Refer and earn: how it works, an invitation by email, and the user's own referral link. */
export function ReferEarnDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const user = useCurrentUser()
  const [email, setEmail] = useState('')
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null)
  const link = `${window.location.origin}/pages/register-basic?ref=${encodeURIComponent(
    user.username ?? 'workdesk',
  )}`

  const send = (event: FormEvent) => {
    event.preventDefault()
    const found = emailProblem(email)
    setProblem(found)
    if (found) {
      document.getElementById('refer-email')?.focus()
      return
    }
    notify({ severity: 'success', summary: t('refer.sent', { email: email.trim() }) })
    setEmail('')
  }
  const copy = async () => {
    const copied = await copyToClipboard(link)
    notify(
      copied
        ? { severity: 'success', summary: t('share.copied') }
        : { severity: 'error', summary: t('share.copyFailed') },
    )
  }

  return (
    <Modal
      title={t('refer.title')}
      onClose={onClose}
      className="example-dialog example-dialog--wide"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('common.done')}
        </Button>
      }
    >
      <p className="example-dialog__intro muted">{t('refer.intro')}</p>
      <ol className="refer-steps">
        {howItWorks.map(({ key, icon }) => (
          <li key={key} className="refer-step">
            <span className="modal-example__icon tone--primary" aria-hidden="true">
              <i className={icon} />
            </span>
            <span>{t(`refer.steps.${key}`)}</span>
          </li>
        ))}
      </ol>
      <form className="example-dialog__inline" onSubmit={send} noValidate>
        <FormField
          id="refer-email"
          label={t('refer.emailLabel')}
          error={problem && t(`errors.email.${problem}`)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" icon="pi pi-send" className="example-dialog__inline-button">
          {t('refer.send')}
        </Button>
      </form>
      <div className="example-dialog__link">
        <span className="muted">{t('refer.linkLabel')}</span>
        <code>{link}</code>
        <Button variant="text" size="sm" icon="pi pi-copy" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
      </div>
    </Modal>
  )
}
