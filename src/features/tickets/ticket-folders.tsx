import { useTranslation } from 'react-i18next'
import { MailFolders, type MailFolderItem } from '@/components/mail/mail-folders'
import { ticketStatuses, type TicketCounts } from '@models/tickets/ticket-api'
import { unreadIn, type TicketFolder } from '@models/tickets/ticket-mail'

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
  const items = folders.map((item): MailFolderItem => {
    const unread = unreadIn(counts, item) ?? 0
    return {
      id: item,
      name: nameOf(item),
      icon: folderIcons[item],
      badge: { count: unread, label: t('tickets.folders.unread', { count: unread }) },
      total: counts
        ? {
            count: counts[item].total,
            label: t('tickets.folders.total', { count: counts[item].total }),
          }
        : undefined,
    }
  })
  return (
    <MailFolders
      label={t('tickets.folders.label')}
      items={items}
      current={folder}
      onChoose={(id) => onChoose(id as TicketFolder)}
    />
  )
}
