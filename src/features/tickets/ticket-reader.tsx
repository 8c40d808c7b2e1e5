import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { statusOf, type MailPerson, type TicketMail } from '@models/ticket-mail'
import type { ReaderStatus } from './use-tickets'
import { SafeHtml } from './safe-html'
import { TicketStatusLabel } from './ticket-status'
import { fullTime } from './ticket-time'

function personName(person: MailPerson, fallback: string): string {
  return person.name || person.email || fallback
}

/** The pane before a ticket is chosen. */
export function ReaderEmpty() {
  const { t } = useTranslation()
  return (
    <div className="tickets-reader-empty">
      <span className="tickets-reader-empty__icon" aria-hidden="true">
        <i className="pi pi-ticket" />
      </span>
      <h2 className="tickets-reader-empty__title">{t('tickets.reader.empty.title')}</h2>
      <p className="tickets-reader-empty__text">{t('tickets.reader.empty.message')}</p>
      <p className="tickets-reader-empty__keys">
        <kbd>J</kbd>
        <kbd>K</kbd> <kbd>↑</kbd>
        <kbd>↓</kbd> {t('tickets.reader.keys.move')} · <kbd>Enter</kbd>{' '}
        {t('tickets.reader.keys.open')} · <kbd>Esc</kbd> {t('tickets.reader.keys.back')}
      </p>
    </div>
  )
}

function ReaderSkeleton() {
  const { t } = useTranslation()
  return (
    <LoadingPlaceholder label={t('tickets.reader.loading')} className="tickets-reader__skeleton">
      <SkeletonBlock className="tickets-reader__skeleton-title" />
      <div className="tickets-skeleton-row">
        <SkeletonBlock className="tickets-skeleton-row__avatar" />
        <div className="tickets-skeleton-row__lines">
          <SkeletonBlock className="tickets-skeleton-row__line tickets-skeleton-row__line--short" />
          <SkeletonBlock className="tickets-skeleton-row__line" />
        </div>
      </div>
      <SkeletonBlock className="tickets-reader__skeleton-body" />
    </LoadingPlaceholder>
  )
}

/** The message of the ticket or of one reply: who, when, and the sanitised HTML. */
function Message({
  from,
  to,
  time,
  html,
  reply,
}: {
  from: MailPerson
  to?: { name: string; email: string }
  time: string
  html: string
  reply?: boolean
}) {
  const { t } = useTranslation()
  const name = personName(from, t('tickets.reader.unknownSender'))
  return (
    <article className={reply ? 'ticket-message ticket-message--reply' : 'ticket-message'}>
      <header className="ticket-message__head">
        <ChatAvatar name={name} src={from.avatar} size="md" />
        <div className="ticket-message__who">
          <span className="ticket-message__name">{name}</span>
          {from.email && <span className="ticket-message__email">{from.email}</span>}
          {to && (
            <span className="ticket-message__to">
              {t('tickets.reader.to')} {to.name || to.email || t('tickets.reader.supportDesk')}
            </span>
          )}
        </div>
        <time className="ticket-message__time" dateTime={time}>
          {fullTime(time)}
        </time>
      </header>
      <SafeHtml html={html} className="ticket-message__body" />
    </article>
  )
}

/** The reading pane: the ticket and its published replies, with a way back to the list. */
export function TicketReader({
  status,
  ticket,
  errorText,
  onBack,
  onRetry,
}: {
  status: ReaderStatus
  ticket: TicketMail | null
  errorText: string | null
  onBack: () => void
  onRetry: () => void
}) {
  const { t } = useTranslation()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const ticketId = ticket?.id

  // A newly opened ticket is read from its title (screen readers start there too).
  useEffect(() => {
    if (ticketId !== undefined) headingRef.current?.focus({ preventScroll: true })
  }, [ticketId])

  const back = (
    <Button
      variant="icon"
      icon="pi pi-arrow-left"
      className="tickets-reader__back"
      aria-label={t('tickets.reader.back')}
      title={t('tickets.reader.back')}
      onClick={onBack}
    />
  )

  if (status === 'failed') {
    return (
      <section className="tickets-reader" aria-label={t('tickets.reader.label')}>
        <div className="tickets-reader__bar">{back}</div>
        <div className="tickets-reader__state">
          <LoadError
            look="section"
            title={t('tickets.reader.failed')}
            message={errorText ?? t('errors.network')}
            onRetry={onRetry}
          />
        </div>
      </section>
    )
  }
  if (status === 'opening' || !ticket) {
    return (
      <section className="tickets-reader" aria-label={t('tickets.reader.label')}>
        <div className="tickets-reader__bar">{back}</div>
        <ReaderSkeleton />
      </section>
    )
  }
  return (
    <section className="tickets-reader" aria-label={t('tickets.reader.label')}>
      <div className="tickets-reader__bar">
        {back}
        <h2 className="tickets-reader__subject" ref={headingRef} tabIndex={-1}>
          {ticket.subject || t('tickets.list.noSubject')}
        </h2>
        <TicketStatusLabel status={statusOf(ticket)} />
        <span className="tickets-reader__number">
          {t('tickets.reader.number', { id: ticket.id })}
        </span>
      </div>
      {/* Focusable, so the thread scrolls from the keyboard as well. */}
      <div className="tickets-reader__scroll" tabIndex={0}>
        <Message from={ticket.from} to={ticket.to} time={ticket.time} html={ticket.message} />
        <h3 className="tickets-reader__replies-title">
          {t('tickets.reader.replies', { count: ticket.replies.length })}
        </h3>
        {ticket.replies.length === 0 ? (
          <p className="tickets-reader__no-replies">{t('tickets.reader.noReplies')}</p>
        ) : (
          <ol className="tickets-reader__replies">
            {ticket.replies.map((reply, index) => (
              <li key={index}>
                <Message from={reply.from} time={reply.time} html={reply.message} reply />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
