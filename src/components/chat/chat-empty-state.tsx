import type { ReactNode } from 'react'
import './chat-empty-state.css'

export interface ChatEmptyStateProps {
  title: string
  text: string
  /** A PrimeIcons class list, e.g. 'pi pi-comments'. */
  icon: string
  /** A button under the text, e.g. to open the contact list on a phone. */
  action?: ReactNode
}

/** The thread pane before a chat is chosen: a small drawn scene, a title and a hint. */
export function ChatEmptyState({ title, text, icon, action }: ChatEmptyStateProps) {
  return (
    <div className="chat-empty-state">
      <div className="chat-empty-state__art" aria-hidden="true">
        <span className="chat-empty-state__halo" />
        <span className="chat-empty-state__bubble chat-empty-state__bubble--left">
          <span />
          <span />
        </span>
        <span className="chat-empty-state__bubble chat-empty-state__bubble--right">
          <span />
        </span>
        <span className="chat-empty-state__icon">
          <i className={icon} />
        </span>
      </div>
      <h2 className="chat-empty-state__title">{title}</h2>
      <p className="chat-empty-state__text">{text}</p>
      {action && <div className="chat-empty-state__action">{action}</div>}
    </div>
  )
}
