import { useTranslation } from 'react-i18next'
import { ticketStatuses, type TicketCounts } from '@models/ticket-api'
import { unreadIn, type TicketFolder } from '@models/ticket-mail'
import { formatCount } from '@models/format-count'

const folders: TicketFolder[] = ['all', ...ticketStatuses]

export const folderIcons: Record<TicketFolder, string> = {
  all: 'pi pi-inbox',
  New: 'pi pi-envelope',
  Open: 'pi pi-folder-open',
  Pending: 'pi pi-clock',
  Resolved: 'pi pi-check-circle',
  Closed: 'pi pi-lock',
}

/** The folder's name: every ticket, or the status's name. */
export function useFolderName() {
  const { t } = useTranslation()
  return (folder: TicketFolder) =>
    folder === 'all' ? t('tickets.folders.all') : t(`tickets.status.${folder}`)
}

/** The folders by status, each with its unread count when the server sent counts. */
export function TicketFolders({
  folder,
  counts,
  onChoose,
}: {
  folder: TicketFolder
  counts: TicketCounts | null
  onChoose: (folder: TicketFolder) => void
}) {
  const { t } = useTranslation()
  const nameOf = useFolderName()
  return (
    <nav className="tickets-folders" aria-label={t('tickets.folders.label')}>
      <ul className="tickets-folders__list">
        {folders.map((item) => {
          const unread = unreadIn(counts, item) ?? 0
          const total = counts ? counts[item].total : null
          return (
            <li key={item}>
              <button
                type="button"
                className={`row-button tickets-folder tickets-folder--${item}`}
                aria-current={item === folder ? 'page' : undefined}
                onClick={() => onChoose(item)}
              >
                <i className={folderIcons[item]} aria-hidden="true" />
                <span className="tickets-folder__name">{nameOf(item)}</span>
                {unread > 0 ? (
                  <span className="tickets-folder__badge">
                    <span aria-hidden="true">{formatCount(unread)}</span>
                    <span className="visually-hidden">
                      {t('tickets.folders.unread', { count: unread })}
                    </span>
                  </span>
                ) : (
                  total !== null && (
                    <span className="tickets-folder__total">
                      <span aria-hidden="true">{formatCount(total)}</span>
                      <span className="visually-hidden">
                        {t('tickets.folders.total', { count: total })}
                      </span>
                    </span>
                  )
                )}
              </button>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
