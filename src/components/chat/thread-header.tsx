import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThreadContact } from './chat-view.types'
import { ChatAvatar } from './chat-avatar'
import './thread-header.css'

export interface ThreadHeaderProps {
  contact: ThreadContact
  /** Back to the list; the button shows only where one pane is shown at a time. */
  onBack?: () => void
  /** Opens the contact's profile from the avatar and name. */
  onShowProfile?: () => void
  /** Buttons on the right (call, search, more…). */
  actions?: ReactNode
}

/** The top of an open thread: who it is with and whether they are around. */
export function ThreadHeader({ contact, onBack, onShowProfile, actions }: ThreadHeaderProps) {
  const { t } = useTranslation()
  const presenceId = useId()
  const person = (
    <>
      {/* The presence is spelled out beside the avatar, so its dot need not speak too. */}
      <span aria-hidden="true">
        <ChatAvatar name={contact.name} src={contact.avatar} status={contact.status} />
      </span>
      <span className="thread-header__text">
        <span className="thread-header__name">{contact.name}</span>
        <span
          id={presenceId}
          className={`thread-header__presence thread-header__presence--${contact.status}`}
        >
          {t(`chat.presence.${contact.status}`)}
        </span>
      </span>
    </>
  )
  return (
    <header className="thread-header">
      {onBack && (
        <button
          type="button"
          className="icon-button thread-header__back"
          aria-label={t('chat.header.back')}
          onClick={onBack}
        >
          <i className="pi pi-arrow-left" aria-hidden="true" />
        </button>
      )}
      {onShowProfile ? (
        <button
          type="button"
          className="thread-header__person thread-header__person--button"
          // The button says what it does; the presence is read after it as its description.
          aria-label={t('chat.header.showProfile', { name: contact.name })}
          aria-describedby={presenceId}
          title={t('chat.header.showProfile', { name: contact.name })}
          onClick={onShowProfile}
        >
          {person}
        </button>
      ) : (
        <div className="thread-header__person">{person}</div>
      )}
      {actions && <div className="thread-header__actions">{actions}</div>}
    </header>
  )
}
