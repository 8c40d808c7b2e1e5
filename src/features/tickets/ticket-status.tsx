import { useTranslation } from 'react-i18next'
import type { TicketStatus } from '@models/tickets/ticket-api'

const tones: Record<TicketStatus, string> = {
  New: 'primary',
  Open: 'info',
  Pending: 'warning',
  Resolved: 'success',
  Closed: 'neutral',
}

/** A ticket's status as a tinted label, in the list and in the reader alike. */
export function TicketStatusLabel({ status }: { status: TicketStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`ticket-status ticket-status--${status} tone--${tones[status]}`}>
      {t(`tickets.status.${status}`)}
    </span>
  )
}
