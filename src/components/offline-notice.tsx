import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '@/services/online-status'
import './offline-notice.css'

/** How long "Back online" stays after the connection returns. */
const backOnlineMs = 4_000

/**
 * Says, for the whole app, that the browser is offline, and for a moment that it is back. The
 * live region is always in the page, so that screen readers announce each change, politely: it
 * never interrupts what is being read.
 */
export function OfflineNotice() {
  const { t } = useTranslation()
  const online = useOnline()
  const [shown, setShown] = useState<'offline' | 'back' | null>(online ? null : 'offline')
  // Follows the connection as it renders, so the notice never lags a frame behind it.
  if (!online && shown !== 'offline') setShown('offline')
  if (online && shown === 'offline') setShown('back')

  useEffect(() => {
    if (shown !== 'back') return undefined
    const timer = setTimeout(() => setShown(null), backOnlineMs)
    return () => clearTimeout(timer)
  }, [shown])

  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {shown === 'offline' && (
        <p className="offline-notice__bar offline-notice__bar--offline">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>
            <strong>{t('offline.title')}</strong>{' '}
            <span className="offline-notice__detail">{t('offline.text')}</span>
          </span>
        </p>
      )}
      {shown === 'back' && (
        <p className="offline-notice__bar offline-notice__bar--online">
          <i className="pi pi-check" aria-hidden="true" />
          <span>{t('offline.back')}</span>
        </p>
      )}
    </div>
  )
}
