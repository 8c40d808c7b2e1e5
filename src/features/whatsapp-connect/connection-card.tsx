import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatShortDate } from '@models/format/format-date'
import { whatsAppLapseDays, type ConnectionState } from '@models/chat/whatsapp-connection'
import { Button } from '@/components/button'
import type { WhatsAppConnectionSnapshot } from '@/services/whatsapp-connection'
import { relativeTime } from './relative-time'
import { StatusChip } from './status-chip'

const explanationIcons: Record<ConnectionState, string> = {
  connected: 'pi pi-check',
  lapsed: 'pi pi-history',
  disconnected: 'pi pi-link',
}

/** The last activity as "16 days ago" with its date, or a word for none. */
function LastActivity({ at, now }: { at: string | null | undefined; now: number }) {
  const { t, i18n } = useTranslation()
  const time = at ? new Date(at) : null
  if (!time || Number.isNaN(time.getTime())) return <>{t('whatsappConnect.details.noActivity')}</>
  const relative = relativeTime(time, new Date(now), i18n.language)
  return (
    <>
      {/* Capitalised: it starts the line ("Now", "Yesterday"), and Intl gives it in lower case. */}
      {relative.charAt(0).toLocaleUpperCase(i18n.language) + relative.slice(1)}
      <time className="wa-connection__date" dateTime={time.toISOString()}>
        {formatShortDate(time)}
      </time>
    </>
  )
}

/**
 * The link's status, number and last activity, what the state means, and Connect (nothing is
 * linked) or Reconnect (linked, lapsed or not: reconnecting refreshes the 14 days).
 */
export function ConnectionCard({
  snapshot,
  state,
  connecting,
  onConnect,
}: {
  snapshot: WhatsAppConnectionSnapshot
  state: ConnectionState
  connecting: boolean
  onConnect: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const { connection, checkedAt } = snapshot
  let action = t('whatsappConnect.connect')
  if (connecting) action = t('whatsappConnect.connecting')
  else if (state !== 'disconnected') action = t('whatsappConnect.reconnect')

  return (
    <section
      className={`card wa-connection wa-connection--${state}`}
      aria-labelledby={titleId}
      aria-busy={connecting}
    >
      <div className="wa-connection__head">
        <span className="wa-connection__logo" aria-hidden="true">
          <i className="pi pi-whatsapp" />
        </span>
        <div className="wa-connection__name">
          <h2 className="card__title" id={titleId}>
            {t('whatsappConnect.card.title')}
          </h2>
          <p className="card__subtitle">{t('whatsappConnect.card.subtitle')}</p>
        </div>
        <div className="wa-connection__status" aria-live="polite">
          <StatusChip state={state} />
        </div>
      </div>

      <p className={`wa-connection__explanation wa-connection__explanation--${state}`}>
        <i className={explanationIcons[state]} aria-hidden="true" />
        <span>{t(`whatsappConnect.explanation.${state}`, { days: whatsAppLapseDays })}</span>
      </p>

      <dl className="wa-connection__details">
        <div className="wa-connection__detail">
          <dt>
            <i className="pi pi-phone" aria-hidden="true" />
            {t('whatsappConnect.details.phone')}
          </dt>
          <dd>{connection.phone_number || t('whatsappConnect.details.noPhone')}</dd>
        </div>
        <div className="wa-connection__detail">
          <dt>
            <i className="pi pi-clock" aria-hidden="true" />
            {t('whatsappConnect.details.lastActivity')}
          </dt>
          <dd>
            <LastActivity at={connection.last_activity_at} now={checkedAt} />
          </dd>
        </div>
      </dl>

      <div className="wa-connection__footer">
        <p className="wa-connection__policy">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t('whatsappConnect.policy', { days: whatsAppLapseDays })}</span>
        </p>
        <Button
          variant="primary"
          className="wa-connection__action"
          icon={
            connecting
              ? 'pi pi-spin pi-spinner'
              : state === 'disconnected'
                ? 'pi pi-whatsapp'
                : 'pi pi-refresh'
          }
          disabled={connecting}
          onClick={onConnect}
        >
          {action}
        </Button>
      </div>
    </section>
  )
}
