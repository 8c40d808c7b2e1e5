import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { formatFileSizeText } from '@models/format/format-file-size'
import type { MailAttachment, MailMessage, MailPerson } from '@models/email/mail'
import { SafeHtml } from './safe-html'
import { fullTime } from './mail-time'

/** The reading pane's state: loading the message, reading it, failed, or no such message. */
export type MailReaderStatus = 'opening' | 'open' | 'failed' | 'missing'

/** One line of who a message went to: "to Support team", "cc Maya Rossi, Ivan Petrov". */
export interface RecipientLine {
  label: string
  names: string
}

/** What a reading pane says in its states, in the words of its area. */
export interface MailReaderTexts {
  /** The region's name ("Ticket"). */
  label: string
  loading: string
  failed: string
  /** Said when a message names nobody ("Unknown customer"). */
  unknownPerson: string
  /** What the pane says when the server has no such message. */
  missing?: { title: string; message: string }
}

function personName(person: MailPerson, fallback: string): string {
  return person.name || person.email || fallback
}

/** How one reply of a thread stands out: an internal note, a reply still on its way. */
export interface ReplyDecoration {
  /** Added to the reply's card. */
  className?: string
  /** Shown beside who wrote it: "Internal note", "Sending…". */
  mark?: ReactNode
}

/** The keys a hint names beside the ones every mail list has. */
export interface KeyHint {
  keys: readonly string[]
  does: string
}

/** The pane before a message is chosen, with the keys that work. */
export function ReaderEmpty({
  icon,
  title,
  message,
  moreKeys = [],
}: {
  icon: string
  title: string
  message: string
  moreKeys?: readonly KeyHint[]
}) {
  const { t } = useTranslation('mail')
  return (
    <div className="mail-reader-empty">
      <span className="mail-reader-empty__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <h2 className="mail-reader-empty__title">{title}</h2>
      <p className="mail-reader-empty__text">{message}</p>
      <p className="mail-reader-empty__keys">
        <kbd>J</kbd>
        <kbd>K</kbd> <kbd>↑</kbd>
        <kbd>↓</kbd> {t('keys.move')} · <kbd>Enter</kbd> {t('keys.open')} · <kbd>Esc</kbd>{' '}
        {t('keys.back')}
        {moreKeys.map((hint) => (
          <span key={hint.does}>
            {' · '}
            {hint.keys.map((key) => (
              <kbd key={key}>{key}</kbd>
            ))}{' '}
            {hint.does}
          </span>
        ))}
      </p>
    </div>
  )
}

function ReaderSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="mail-reader__skeleton">
      <SkeletonBlock className="mail-reader__skeleton-title" />
      <div className="mail-skeleton-row">
        <SkeletonBlock className="mail-skeleton-row__avatar" />
        <div className="mail-skeleton-row__lines">
          <SkeletonBlock className="mail-skeleton-row__line mail-skeleton-row__line--short" />
          <SkeletonBlock className="mail-skeleton-row__line" />
        </div>
      </div>
      <SkeletonBlock className="mail-reader__skeleton-body" />
    </LoadingPlaceholder>
  )
}

/** The files sent with a message: each a link to the file, with its picture, name and size. */
function Attachments({ files }: { files: readonly MailAttachment[] }) {
  const { t } = useTranslation('mail')
  const title = t('reader.attachments', { count: files.length })
  return (
    <section className="mail-attachments" aria-label={title}>
      <h3 className="mail-attachments__title">{title}</h3>
      <ul className="mail-attachments__list">
        {files.map((file, index) => (
          <li key={`${file.fileName}-${index}`}>
            <a className="mail-attachment" href={file.url} download={file.fileName}>
              <img className="mail-attachment__thumbnail" src={file.thumbnail} alt="" />
              <span className="mail-attachment__name">{file.fileName}</span>
              <span className="mail-attachment__size">{formatFileSizeText(file.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The message or one reply: who, to whom, when, the sanitised HTML and its files. */
function Message({
  from,
  recipients = [],
  time,
  html,
  attachments = [],
  unknownPerson,
  reply,
  decoration,
}: {
  from: MailPerson
  recipients?: readonly RecipientLine[]
  time: string
  html: string
  attachments?: readonly MailAttachment[]
  unknownPerson: string
  reply?: boolean
  decoration?: ReplyDecoration
}) {
  const name = personName(from, unknownPerson)
  const classes = ['mail-message', reply && 'mail-message--reply', decoration?.className]
  return (
    <article className={classes.filter(Boolean).join(' ')}>
      <header className="mail-message__head">
        <ChatAvatar name={name} src={from.avatar} size="md" />
        <div className="mail-message__who">
          <span className="mail-message__name">{name}</span>
          {from.email && <span className="mail-message__email">{from.email}</span>}
          {decoration?.mark}
          {recipients.map((line) => (
            <span className="mail-message__to" key={line.label}>
              {line.label} {line.names}
            </span>
          ))}
        </div>
        <time className="mail-message__time" dateTime={time}>
          {fullTime(time)}
        </time>
      </header>
      <SafeHtml html={html} className="mail-message__body" />
      {attachments.length > 0 && <Attachments files={attachments} />}
    </article>
  )
}

/**
 * The reading pane of a mail client: the message and its replies, with a way back to the list.
 * An area adds its tags (a status, labels), its own controls and what goes under the thread.
 */
export function MailReader<T extends MailMessage>({
  status,
  mail,
  texts,
  errorText,
  onBack,
  onRetry,
  tags,
  barEnd,
  actions,
  recipients,
  attachments,
  sayNoReplies = true,
  footer,
  replyDecoration,
}: {
  status: MailReaderStatus
  mail: T | null
  texts: MailReaderTexts
  errorText: string | null
  onBack: () => void
  onRetry: () => void
  /** After the subject: a status, labels. */
  tags?: ReactNode
  /** At the end of the subject's bar: a number, previous and next. */
  barEnd?: ReactNode
  /** A toolbar of what can be done with the message, under its subject. */
  actions?: ReactNode
  /** Who the message went to, line by line. */
  recipients?: readonly RecipientLine[]
  attachments?: readonly MailAttachment[]
  /** Whether a message without replies says so ("No replies yet."), or shows no thread at all. */
  sayNoReplies?: boolean
  /** Under the thread: a reply being written. */
  footer?: ReactNode
  /** How the reply at `index` stands out, if it does; `key` names it among re-renders. */
  replyDecoration?: (index: number) => (ReplyDecoration & { key?: string }) | undefined
}) {
  const { t } = useTranslation('mail')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const mailId = mail?.id

  // A newly opened message is read from its title (screen readers start there too).
  useEffect(() => {
    if (mailId !== undefined) headingRef.current?.focus({ preventScroll: true })
  }, [mailId])

  const back = (
    <Button
      variant="icon"
      icon="pi pi-arrow-left"
      className="mail-reader__back"
      aria-label={t('reader.back')}
      title={t('reader.back')}
      onClick={onBack}
    />
  )

  if (status === 'failed' || (status === 'missing' && !texts.missing)) {
    return (
      <section className="mail-reader" aria-label={texts.label}>
        <div className="mail-reader__bar">{back}</div>
        <div className="mail-reader__state">
          <LoadError
            look="section"
            title={texts.failed}
            message={errorText ?? t('errors.network', { ns: 'translation' })}
            onRetry={onRetry}
          />
        </div>
      </section>
    )
  }
  if (status === 'missing' && texts.missing) {
    return (
      <section className="mail-reader" aria-label={texts.label}>
        <div className="mail-reader__bar">{back}</div>
        <div className="mail-reader__state mail-reader__state--missing" role="status">
          <span className="mail-empty__icon" aria-hidden="true">
            <i className="pi pi-question-circle" />
          </span>
          <h2 className="mail-empty__title">{texts.missing.title}</h2>
          <p className="mail-empty__text">{texts.missing.message}</p>
        </div>
      </section>
    )
  }
  if (status === 'opening' || !mail) {
    return (
      <section className="mail-reader" aria-label={texts.label}>
        <div className="mail-reader__bar">{back}</div>
        <ReaderSkeleton label={texts.loading} />
      </section>
    )
  }
  return (
    <section className="mail-reader" aria-label={texts.label}>
      <div className="mail-reader__bar">
        {back}
        <h2 className="mail-reader__subject" ref={headingRef} tabIndex={-1}>
          {mail.subject || t('noSubject')}
        </h2>
        {tags}
        {barEnd}
      </div>
      {actions && <div className="mail-reader__actions">{actions}</div>}
      {/* Focusable, so the thread scrolls from the keyboard as well. */}
      <div className="mail-reader__scroll" tabIndex={0}>
        <Message
          from={mail.from}
          recipients={recipients}
          time={mail.time}
          html={mail.message}
          attachments={attachments}
          unknownPerson={texts.unknownPerson}
        />
        {(sayNoReplies || mail.replies.length > 0) && (
          <h3 className="mail-reader__replies-title">
            {t('reader.replies', { count: mail.replies.length })}
          </h3>
        )}
        {mail.replies.length === 0 ? (
          sayNoReplies && <p className="mail-reader__no-replies">{t('reader.noReplies')}</p>
        ) : (
          <ol className="mail-reader__replies">
            {mail.replies.map((reply, index) => {
              const decoration = replyDecoration?.(index)
              return (
                <li key={decoration?.key ?? index}>
                  <Message
                    from={reply.from}
                    time={reply.time}
                    html={reply.message}
                    unknownPerson={texts.unknownPerson}
                    reply
                    decoration={decoration}
                  />
                </li>
              )
            })}
          </ol>
        )}
        {footer}
      </div>
    </section>
  )
}
