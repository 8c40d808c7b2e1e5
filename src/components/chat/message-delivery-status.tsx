import { useTranslation } from 'react-i18next'
import { useOnline } from '@/services/online-status'
import type { ThreadMessage } from './chat-view.types'

/**
 * Where one of the user's own messages is: a clock while it waits in the outbox ("Sending…", or
 * "Waiting for network" while the browser is offline, when nothing is being sent), a red "Not
 * sent" with a retry when it failed, one check when the server has it, two primary checks once
 * it was seen.
 */
export function MessageDeliveryStatus({
  message,
  onRetry,
}: {
  message: ThreadMessage
  onRetry: (message: ThreadMessage) => void
}) {
  const { t } = useTranslation()
  const online = useOnline()
  switch (message.delivery) {
    case 'pending':
      return (
        <span className="chat-delivery chat-delivery--pending">
          <i className="pi pi-clock" aria-hidden="true" />
          {t(online ? 'chat.delivery.pending' : 'chat.delivery.waiting')}
        </span>
      )
    case 'failed':
      return (
        <span className="chat-delivery chat-delivery--failed">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {t('chat.delivery.failed')}
          <button type="button" className="chat-delivery__retry" onClick={() => onRetry(message)}>
            <i className="pi pi-refresh" aria-hidden="true" />
            {t('chat.delivery.retry')}
          </button>
        </span>
      )
    case 'seen':
      return (
        <span className="chat-delivery chat-delivery--seen">
          <span className="chat-delivery__checks" aria-hidden="true">
            <i className="pi pi-check" />
            <i className="pi pi-check" />
          </span>
          <span className="visually-hidden">{t('chat.delivery.seen')}</span>
        </span>
      )
    default:
      return (
        <span className="chat-delivery chat-delivery--sent">
          <i className="pi pi-check" aria-hidden="true" />
          <span className="visually-hidden">{t('chat.delivery.sent')}</span>
        </span>
      )
  }
}
