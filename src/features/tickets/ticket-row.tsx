import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { previewText, statusOf, type TicketMail } from '@models/ticket-mail'
import { TicketStatusLabel } from './ticket-status'
import { listTime } from './ticket-time'

/** The DOM id of a ticket's row, for the list's active descendant. */
export const rowId = (id: number) => `ticket-row-${id}`

/**
 * One ticket in the list: unread ones in bold, with a dot, until they are opened. The list shows
 * only some rows at a time, so each says where it stands among all of them.
 */
export const TicketRow = memo(function TicketRow({
  ticket,
  position,
  setSize,
  active,
  opened,
  onOpen,
}: {
  ticket: TicketMail
  /** 1-based, among `setSize` tickets. */
  position: number
  setSize: number
  active: boolean
  opened: boolean
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation()
  const sender = ticket.from.name || ticket.from.email || t('tickets.reader.unknownSender')
  const classes = [
    'ticket-row',
    ticket.isRead ? 'ticket-row--read' : 'ticket-row--unread',
    active && 'ticket-row--active',
    opened && 'ticket-row--opened',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      id={rowId(ticket.id)}
      role="option"
      aria-selected={active}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-current={opened ? 'true' : undefined}
      className={classes}
      data-ticket-id={ticket.id}
      onClick={() => onOpen(ticket.id)}
    >
      <ChatAvatar name={sender} src={ticket.from.avatar} size="sm" className="ticket-row__avatar" />
      <div className="ticket-row__body">
        <div className="ticket-row__top">
          <span className="ticket-row__sender">{sender}</span>
          <time className="ticket-row__time" dateTime={ticket.time}>
            {listTime(ticket.time)}
          </time>
        </div>
        <div className="ticket-row__subject">
          {!ticket.isRead && (
            <span className="ticket-row__dot" role="img" aria-label={t('tickets.list.unread')} />
          )}
          <span className="ticket-row__subject-text">
            {ticket.subject || t('tickets.list.noSubject')}
          </span>
        </div>
        <div className="ticket-row__bottom">
          <span className="ticket-row__preview">{previewText(ticket.message)}</span>
          <TicketStatusLabel status={statusOf(ticket)} />
        </div>
      </div>
    </div>
  )
})
