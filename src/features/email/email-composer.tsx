import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'
import { SafeHtml } from '@/components/mail/safe-html'
import { FormField } from '@/components/form-field/form-field'
import {
  holdsText,
  sendProblem,
  type ComposerFields,
  type Composition,
} from '@models/email/email-compose'
import type { EmailContact } from '@models/email/email-api'
import { RecipientField } from './recipient-field'

/**
 * The composer (issue 14): to (suggesting known contacts), cc, bcc, subject and message, in a
 * dialog. Send checks the recipients first; closing it (Escape, the close button, outside) with
 * something typed keeps it as a draft, Discard does not.
 */
export default function EmailComposer({
  composition,
  contacts,
  onSend,
  onKeep,
  onDiscard,
}: {
  composition: Composition
  contacts: readonly EmailContact[]
  onSend: (fields: ComposerFields) => void
  /** Closed with something typed: the page keeps it as a draft. */
  onKeep: (fields: ComposerFields) => void
  onDiscard: () => void
}) {
  const { t } = useTranslation('email')
  const [fields, setFields] = useState<ComposerFields>(composition)
  const [showCopies, setShowCopies] = useState({
    cc: composition.cc.length > 0,
    bcc: composition.bcc.length > 0,
  })
  const [problem, setProblem] = useState<ReturnType<typeof sendProblem>>(null)
  const hintId = useId()
  const set = <K extends keyof ComposerFields>(key: K, value: ComposerFields[K]) => {
    setFields((now) => ({ ...now, [key]: value }))
    setProblem(null)
  }
  const close = () => (holdsText(fields, composition) ? onKeep(fields) : onDiscard())
  const send = () => {
    const found = sendProblem(fields)
    if (found) setProblem(found)
    else onSend(fields)
  }
  const title =
    composition.kind === 'reply'
      ? t('composer.reply')
      : composition.kind === 'forward'
        ? t('composer.forward')
        : t('composer.title')
  const problemText =
    problem?.kind === 'toRequired'
      ? t('composer.invalid.toRequired')
      : problem
        ? t('composer.invalid.address', { address: problem.address })
        : null

  const recipients = (key: 'to' | 'cc' | 'bcc') => (
    <FormField
      label={t(`composer.${key}`)}
      className={`email-composer__field email-composer__field--${key}`}
      error={key === 'to' ? problemText : undefined}
    >
      {(control) => (
        <RecipientField
          id={control.id}
          value={fields[key]}
          contacts={contacts}
          invalid={key === 'to' && problem !== null}
          describedBy={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
          onChange={(value) => set(key, value)}
        />
      )}
    </FormField>
  )

  return (
    <Modal
      title={title}
      className="email-composer"
      onClose={close}
      footer={
        <>
          <Button variant="text" icon="pi pi-trash" onClick={onDiscard}>
            {t('composer.discard')}
          </Button>
          <Button icon="pi pi-send" onClick={send}>
            {t('composer.send')}
          </Button>
        </>
      }
    >
      <form
        className="email-composer__form"
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <p id={hintId} className="email-composer__hint">
          {t('composer.recipientHint')}
        </p>
        {recipients('to')}
        <div className="email-composer__copies">
          {!showCopies.cc && (
            <Button variant="text" onClick={() => setShowCopies((now) => ({ ...now, cc: true }))}>
              {t('composer.addCc')}
            </Button>
          )}
          {!showCopies.bcc && (
            <Button variant="text" onClick={() => setShowCopies((now) => ({ ...now, bcc: true }))}>
              {t('composer.addBcc')}
            </Button>
          )}
        </div>
        {showCopies.cc && recipients('cc')}
        {showCopies.bcc && recipients('bcc')}
        <FormField label={t('composer.subject')} className="email-composer__field">
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              value={fields.subject}
              onChange={(event) => set('subject', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('composer.message')} className="email-composer__field">
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={8}
              value={fields.text}
              onChange={(event) => set('text', event.target.value)}
            />
          )}
        </FormField>
        {composition.quoted && (
          <section className="email-composer__quoted" aria-label={t('composer.forwarded')}>
            <h3 className="email-composer__quoted-title">{t('composer.forwarded')}</h3>
            <SafeHtml html={composition.quoted} className="email-composer__quoted-body" />
          </section>
        )}
      </form>
    </Modal>
  )
}
