import type { ReactNode } from 'react'
import './chat-shell.css'

export interface ChatShellProps {
  /** The contact list. */
  sidebar: ReactNode
  /** The open thread, or an empty state. */
  main: ReactNode
  /** The contact's profile: a third column on wide screens, a drawer over the thread otherwise. */
  aside?: ReactNode
  /** Where one pane is shown at a time (narrow screens): the thread rather than the list. */
  showMain: boolean
  /** Alerts above the chat card. */
  banners?: ReactNode
  /** A click beside the drawer (on its backdrop) asks to close it. */
  onAsideClose?: () => void
}

/**
 * The chat screen's frame: one card filling the content area's height, the list on the left and
 * the thread on the right. It answers to its own width, not the window's (the menu may be open,
 * folded or a drawer): below 768px it shows one pane at a time, chosen by `showMain`.
 */
export function ChatShell({
  sidebar,
  main,
  aside,
  showMain,
  banners,
  onAsideClose,
}: ChatShellProps) {
  const classes = [
    'chat-shell__card',
    showMain ? 'chat-shell__card--main' : 'chat-shell__card--sidebar',
    aside ? 'chat-shell__card--aside' : undefined,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={showMain ? 'chat-shell chat-shell--main' : 'chat-shell'}>
      {banners && <div className="chat-shell__banners">{banners}</div>}
      <div className={classes}>
        <div className="chat-shell__sidebar">{sidebar}</div>
        <div className="chat-shell__main">{main}</div>
        {aside && (
          <>
            {/* Pointer-only: the drawer itself closes with Escape and its own button. */}
            <div className="chat-shell__backdrop" aria-hidden="true" onClick={onAsideClose} />
            <div className="chat-shell__aside">{aside}</div>
          </>
        )}
      </div>
    </div>
  )
}
