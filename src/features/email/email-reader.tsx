import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { MailReader, type MailReaderStatus } from '@/components/mail/mail-reader'
import type { EmailMessage, EmailPatch } from '@models/email/email-message'
import { useErrorText } from '@/services/load-error-text'
import { EmailLabelTags, LabelMenu, MoveMenu } from './email-menus'

/** How the composer opens from the reader: answering the email, passing it on, or going on with a draft. */
export type ComposeFrom = 'reply' | 'forward' | 'draft'

const names = (people: readonly { name: string; email: string }[]) =>
  people.map((person) => person.name || person.email).join(', ')

/**
 * The reading pane of the mailbox: the shared mail reader with the email's labels, its
 * recipients and attachments, previous and next (disabled at the ends of the list it was opened
 * from), what can be done to it, and Reply and Forward under the thread.
 */
export function EmailReader({
  status,
  email,
  error,
  previous,
  next,
  onBack,
  onRetry,
  onGo,
  onChange,
  onCompose,
}: {
  status: MailReaderStatus
  email: EmailMessage | null
  error: unknown
  /** The emails before and after it; null at an end, undefined until the server said. */
  previous: EmailMessage | null | undefined
  next: EmailMessage | null | undefined
  onBack: () => void
  onRetry: () => void
  onGo: (email: EmailMessage) => void
  onChange: (patch: EmailPatch) => void
  onCompose: (from: ComposeFrom) => void
}) {
  const { t } = useTranslation(['email', 'mail'])
  const errorText = useErrorText(error)
  const step = (to: EmailMessage | null | undefined, icon: string, label: string) => (
    <Button
      variant="icon"
      icon={icon}
      aria-label={label}
      title={label}
      disabled={!to}
      onClick={() => to && onGo(to)}
    />
  )
  const recipients = email
    ? [
        { label: t('mail:reader.to'), names: names(email.to) },
        ...(email.cc.length ? [{ label: t('mail:reader.cc'), names: email.cc.join(', ') }] : []),
        ...(email.bcc.length ? [{ label: t('mail:reader.bcc'), names: email.bcc.join(', ') }] : []),
      ].filter((line) => line.names)
    : []
  const starLabel = email?.isStarred ? t('reader.unstar') : t('reader.star')
  return (
    <MailReader
      status={status}
      mail={email}
      texts={{
        label: t('reader.label'),
        loading: t('reader.loading'),
        failed: t('reader.failed'),
        unknownPerson: t('reader.unknownSender'),
        missing: { title: t('reader.missing.title'), message: t('reader.missing.message') },
      }}
      errorText={errorText}
      onBack={onBack}
      onRetry={onRetry}
      tags={email && <EmailLabelTags labels={email.labels} />}
      barEnd={
        <span className="email-reader__paging">
          {step(previous, 'pi pi-chevron-left', t('reader.previous'))}
          {step(next, 'pi pi-chevron-right', t('reader.next'))}
        </span>
      }
      actions={
        email && (
          <>
            <Button
              variant="icon"
              icon={email.isStarred ? 'pi pi-star-fill' : 'pi pi-star'}
              className={email.isStarred ? 'email-star email-star--on' : 'email-star'}
              aria-label={starLabel}
              aria-pressed={email.isStarred}
              title={starLabel}
              onClick={() => onChange({ isStarred: !email.isStarred })}
            />
            <Button
              variant="icon"
              icon="pi pi-eye-slash"
              aria-label={t('reader.markUnread')}
              title={t('reader.markUnread')}
              onClick={() => onChange({ isRead: false })}
            />
            {email.folder !== 'trash' && (
              <Button
                variant="icon"
                icon="pi pi-trash"
                aria-label={t('bulk.trash')}
                title={t('bulk.trash')}
                onClick={() => onChange({ folder: 'trash' })}
              />
            )}
            <MoveMenu current={email.folder} onMove={(folder) => onChange({ folder })} />
            <LabelMenu onToggle={(label) => onChange({ toggleLabel: label })} />
          </>
        )
      }
      recipients={recipients}
      attachments={email?.attachments}
      sayNoReplies={false}
      footer={
        email && (
          <div className="email-reader__write">
            {email.folder === 'draft' ? (
              <Button variant="secondary" icon="pi pi-pencil" onClick={() => onCompose('draft')}>
                {t('reader.editDraft')}
              </Button>
            ) : (
              <>
                <Button variant="secondary" icon="pi pi-reply" onClick={() => onCompose('reply')}>
                  {t('reader.reply')}
                </Button>
                <Button
                  variant="secondary"
                  icon="pi pi-share-alt"
                  onClick={() => onCompose('forward')}
                >
                  {t('reader.forward')}
                </Button>
              </>
            )}
          </div>
        )
      }
    />
  )
}
