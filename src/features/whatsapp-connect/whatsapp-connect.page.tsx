import { useTranslation } from 'react-i18next'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useWhatsAppConnection } from '@/services/whatsapp-connection'
import { ConnectSteps } from './connect-steps'
import { ConnectionCard } from './connection-card'
import './whatsapp-connect.css'

/** Grey blocks in the status card's shape while the link loads. */
function ConnectionSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder className="card wa-skeleton" label={label}>
      <div className="wa-skeleton__head">
        <SkeletonBlock className="wa-skeleton__logo" />
        <div className="wa-skeleton__name">
          <SkeletonBlock className="wa-skeleton__title" />
          <SkeletonBlock className="wa-skeleton__text" />
        </div>
        <SkeletonBlock className="wa-skeleton__chip" />
      </div>
      <SkeletonBlock className="wa-skeleton__note" />
      <div className="wa-skeleton__details">
        <SkeletonBlock className="wa-skeleton__detail" />
        <SkeletonBlock className="wa-skeleton__detail" />
      </div>
      <SkeletonBlock className="wa-skeleton__button" />
    </LoadingPlaceholder>
  )
}

/**
 * Connect or reconnect WhatsApp (SPEC.md section 2): the link's status, number and last activity,
 * and the button that (re)links it. The platform drops a link idle for more than 14 days.
 */
export default function WhatsAppConnectPage() {
  const { t } = useTranslation()
  const { remote, state, connecting, connect, retry } = useWhatsAppConnection()

  return (
    <div className="page-stack whatsapp-connect">
      <header className="page-header">
        <h1>{t('whatsappConnect.title')}</h1>
        <p>{t('whatsappConnect.subtitle')}</p>
      </header>
      <div className="whatsapp-connect__grid">
        {remote.status === 'loading' && <ConnectionSkeleton label={t('whatsappConnect.loading')} />}
        {remote.status === 'error' && (
          <div className="card wa-connection-error">
            <LoadError
              look="card"
              title={t('whatsappConnect.loadErrorTitle')}
              message={t('whatsappConnect.loadErrorMessage')}
              onRetry={retry}
            />
          </div>
        )}
        {remote.status === 'ready' && state && (
          <ConnectionCard
            snapshot={remote.data}
            state={state}
            connecting={connecting}
            onConnect={() => void connect()}
          />
        )}
        <ConnectSteps />
      </div>
    </div>
  )
}
