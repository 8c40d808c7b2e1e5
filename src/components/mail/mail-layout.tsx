import type { ReactNode } from 'react'
import './mail.css'

/**
 * A mail client's three panes in one card: folders, the list and the reading pane. On a medium
 * screen the folders become a row above the other two; on a phone one pane shows at a time, the
 * reading pane in place of the list while a message is `reading`.
 */
export function MailLayout({
  className,
  title,
  reading,
  folders,
  list,
  reader,
  banner,
}: {
  /** The area's own class on the frame ("tickets"). */
  className: string
  /** The page's heading, for screen readers: the panes say the rest. */
  title: string
  reading: boolean
  folders: ReactNode
  list: ReactNode
  reader: ReactNode
  /** Above the card: what the screen says about its data (offline, changes waiting). */
  banner?: ReactNode
}) {
  return (
    <div className={`mail ${className}${reading ? ' mail--reading' : ''}`}>
      <h1 className="visually-hidden">{title}</h1>
      {banner}
      <div className="mail__card">
        <aside className="mail__folders">{folders}</aside>
        <div className="mail__list">{list}</div>
        <div className="mail__reader">{reader}</div>
      </div>
    </div>
  )
}
