import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { PresenceStatus } from '@models/chat/chat-api'
import { ChatAvatar } from './chat-avatar'
import './chat-side-panel.css'

export interface ChatSidePanelProps {
  /** The bar's title, e.g. "Contact info". */
  heading: string
  closeLabel: string
  onClose: () => void
  /** Who the panel is about: shown large at its top, and the panel's accessible name. */
  person: { name: string; avatar?: string | null; status: PresenceStatus; role?: string }
  /** Under the role, e.g. a presence chip. */
  extra?: ReactNode
  className?: string
  children: ReactNode
}

/**
 * A side panel of the chat screens about one person: a bar with a close button, the person's
 * avatar, name and role, then `children`, scrolling on their own. It takes the keyboard's focus
 * when it opens (it opens on request) and closes on Escape.
 */
export function ChatSidePanel({
  heading,
  closeLabel,
  onClose,
  person,
  extra,
  className,
  children,
}: ChatSidePanelProps) {
  const titleId = useId()
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    closeRef.current?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose()
  }

  return (
    <aside
      className={['chat-side-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="chat-side-panel__bar">
        <p className="chat-side-panel__heading">{heading}</p>
        <button
          ref={closeRef}
          type="button"
          className="icon-button"
          aria-label={closeLabel}
          onClick={onClose}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      <div className="chat-side-panel__scroll">
        <div className="chat-side-panel__hero">
          <ChatAvatar name={person.name} src={person.avatar} status={person.status} size="lg" />
          <h2 id={titleId} className="chat-side-panel__name">
            {person.name}
          </h2>
          {person.role && <p className="chat-side-panel__role">{person.role}</p>}
          {extra}
        </div>
        {children}
      </div>
    </aside>
  )
}
