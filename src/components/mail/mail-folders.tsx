import type { ReactNode } from 'react'
import { formatCount } from '@models/format/format-count'

/** A count beside a folder's name, with the words a screen reader hears instead of the figure. */
export interface FolderCount {
  count: number
  /** "3 unread tickets", "2 drafts". */
  label: string
}

/** One entry of the folder pane: a folder, a status, a label. */
export interface MailFolderItem {
  id: string
  name: string
  /** A PrimeIcons class; `dot` draws a coloured dot instead. */
  icon?: string
  /** The tone of a label's dot (`tone--<dot>`, base.css). */
  dot?: string
  /** Shown strong while above zero (unread messages). */
  badge?: FolderCount
  /** Shown faint when there is no badge to show (how many the folder holds). */
  total?: FolderCount
}

/**
 * The folder pane of a mail client: one navigation list of folders (or labels), the current one
 * marked, each with its unread badge or its total when the server sent counts.
 */
export function MailFolders({
  label,
  heading,
  items,
  current,
  onChoose,
}: {
  /** The navigation's name for screen readers ("Ticket folders"). */
  label: string
  /** A visible title above the list ("Labels"), when the pane has more than one list. */
  heading?: ReactNode
  items: readonly MailFolderItem[]
  /** The folder shown, or null when the list shows none of these (a label of another list). */
  current: string | null
  onChoose: (id: string) => void
}) {
  return (
    <nav className="mail-folders" aria-label={label}>
      {heading}
      <ul className="mail-folders__list">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={`row-button mail-folder mail-folder--${item.id}`}
              aria-current={item.id === current ? 'page' : undefined}
              onClick={() => onChoose(item.id)}
            >
              {item.dot ? (
                <span className={`mail-folder__dot tone--${item.dot}`} aria-hidden="true" />
              ) : (
                <i className={item.icon} aria-hidden="true" />
              )}
              <span className="mail-folder__name">{item.name}</span>
              {item.badge && item.badge.count > 0 ? (
                <span className="mail-folder__badge">
                  <span aria-hidden="true">{formatCount(item.badge.count)}</span>
                  <span className="visually-hidden">{item.badge.label}</span>
                </span>
              ) : (
                item.total && (
                  <span className="mail-folder__total">
                    <span aria-hidden="true">{formatCount(item.total.count)}</span>
                    <span className="visually-hidden">{item.total.label}</span>
                  </span>
                )
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
