import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { previewText, type MailMessage, type MailPerson } from '@models/email/mail'
import { listTime } from './mail-time'

/** How a list shows the people of its rows, and the parts of a row only some lists have. */
export interface MailRowOptions<T extends MailMessage> {
  /** The DOM id of a row, for the list's active descendant ("ticket-row-4"). */
  rowId: (id: number) => string
  /** Who the row names: the sender by default (a sent message names its recipient). */
  personOf?: (mail: T) => MailPerson
  /** Said when a row names nobody ("Unknown customer"). */
  unknownPerson: string
  /** The row's tags after its preview: a ticket's status, an email's labels. */
  renderTags?: (mail: T) => ReactNode
  /** Stars on the rows, toggled by a click on the star. */
  stars?: { isStarred: (mail: T) => boolean; onToggle: (id: number) => void }
  /** Rows picked for a bulk action, toggled by a click on the row's box. */
  selection?: { isSelected: (id: number) => boolean; onToggle: (id: number) => void }
}

/** A box or a star on a row: a click on it is its own, not the row's (which opens the message). */
function RowMark({
  className,
  state,
  onPress,
  children,
}: {
  className: string
  state: Record<`data-${string}`, boolean>
  onPress: () => void
  children: ReactNode
}) {
  return (
    <span
      className={className}
      {...state}
      onClick={(event) => {
        event.stopPropagation()
        onPress()
      }}
    >
      {children}
    </span>
  )
}

/**
 * One message in the list: unread ones in bold, with a dot, until they are opened. The list shows
 * only some rows at a time, so each says where it stands among all of them. The box and the star
 * are for the pointer: a row is an option, which may hold no control of its own, so the keyboard
 * selects and stars through the list's keys (and the selection is the option's own state).
 */
function MailRowView<T extends MailMessage>({
  mail,
  position,
  setSize,
  active,
  opened,
  options,
  onOpen,
}: {
  mail: T
  /** 1-based, among `setSize` messages. */
  position: number
  setSize: number
  active: boolean
  opened: boolean
  options: MailRowOptions<T>
  onOpen: (id: number) => void
}) {
  const { t } = useTranslation('mail')
  const person = options.personOf?.(mail) ?? mail.from
  const name = person.name || person.email || options.unknownPerson
  const starred = options.stars?.isStarred(mail) ?? false
  const selected = options.selection?.isSelected(mail.id) ?? false
  const classes = [
    'mail-row',
    mail.isRead ? 'mail-row--read' : 'mail-row--unread',
    active && 'mail-row--active',
    opened && 'mail-row--opened',
    selected && 'mail-row--selected',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div
      id={options.rowId(mail.id)}
      role="option"
      // With a selection, "selected" is being picked; without, it is the highlighted row.
      aria-selected={options.selection ? selected : active}
      aria-posinset={position}
      aria-setsize={setSize}
      aria-current={opened ? 'true' : undefined}
      className={classes}
      data-mail-id={mail.id}
      onClick={() => onOpen(mail.id)}
    >
      {(options.selection || options.stars) && (
        <div className="mail-row__marks" aria-hidden="true">
          {options.selection && (
            <RowMark
              className="mail-row__check"
              state={{ 'data-checked': selected }}
              onPress={() => options.selection!.onToggle(mail.id)}
            >
              {selected && <i className="pi pi-check" />}
            </RowMark>
          )}
          {options.stars && (
            <RowMark
              className="mail-row__star"
              state={{ 'data-starred': starred }}
              onPress={() => options.stars!.onToggle(mail.id)}
            >
              <i className={starred ? 'pi pi-star-fill' : 'pi pi-star'} />
            </RowMark>
          )}
        </div>
      )}
      <ChatAvatar name={name} src={person.avatar} size="sm" className="mail-row__avatar" />
      <div className="mail-row__body">
        <div className="mail-row__top">
          <span className="mail-row__sender">{name}</span>
          <time className="mail-row__time" dateTime={mail.time}>
            {listTime(mail.time)}
          </time>
        </div>
        <div className="mail-row__subject">
          {!mail.isRead && (
            <span className="mail-row__dot" role="img" aria-label={t('list.unread')} />
          )}
          {starred && <span className="visually-hidden">{t('list.starred')}</span>}
          <span className="mail-row__subject-text">{mail.subject || t('noSubject')}</span>
        </div>
        <div className="mail-row__bottom">
          <span className="mail-row__preview">{previewText(mail.message)}</span>
          {options.renderTags?.(mail)}
        </div>
      </div>
    </div>
  )
}

export const MailRow = memo(MailRowView) as typeof MailRowView
